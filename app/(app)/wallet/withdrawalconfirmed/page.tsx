import { RouteMessages } from '@/platform/i18n/RouteMessages';
import { ConfirmationScreen } from '@/features/wallet/assets/ConfirmationScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet/withdrawalconfirmed">
      <ConfirmationScreen kind="withdrawal" />
    </RouteMessages>
  );
}
