import { Suspense } from 'react';
import { DepositScreen } from '@/features/wallet/deposit/DepositScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/deposit">
      <Suspense fallback={null}>
        <DepositScreen />
      </Suspense>
    </RouteMessages>
  );
}
