import { Suspense } from 'react';
import { DepositScreen } from '@/components/wallet/deposit/DepositScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/deposit">
      <Suspense fallback={null}>
        <DepositScreen />
      </Suspense>
    </RouteMessages>
  );
}
