import { RouteMessages } from '@/components/layout/RouteMessages';
import { ConfirmationScreen } from '@/components/wallet/assets/ConfirmationScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet/depositconfirmed">
      <ConfirmationScreen kind="deposit" />
    </RouteMessages>
  );
}
