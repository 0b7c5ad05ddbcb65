import { Suspense } from 'react';
import { RouteMessages } from '@/components/layout/RouteMessages';
import { PurchaseConfirmedScreen } from '@/components/wallet/assets/ConfirmationScreen';

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
