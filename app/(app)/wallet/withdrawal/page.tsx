import { Suspense } from 'react';
import { RouteMessages } from '@/components/layout/RouteMessages';
import { WithdrawScreen } from '@/components/wallet/WithdrawScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet/withdrawal">
      <Suspense fallback={null}>
        <WithdrawScreen />
      </Suspense>
    </RouteMessages>
  );
}
