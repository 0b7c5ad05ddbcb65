import { Suspense } from 'react';
import { RouteMessages } from '@/platform/i18n/RouteMessages';
import { WithdrawScreen } from '@/features/wallet/withdraw/WithdrawScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet/withdrawal">
      <Suspense fallback={null}>
        <WithdrawScreen />
      </Suspense>
    </RouteMessages>
  );
}
