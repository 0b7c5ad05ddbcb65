import { Suspense } from 'react';
import { RouteMessages } from '@/platform/i18n/RouteMessages';
import { PurchaseConfirmedScreen } from '@/features/wallet/assets/ConfirmationScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet/purchase_confirmed">
      {/* useSearchParams (kind=nft) must sit under Suspense in a static export. */}
      <Suspense>
        <PurchaseConfirmedScreen />
      </Suspense>
    </RouteMessages>
  );
}
