import { RouteMessages } from '@/platform/i18n/RouteMessages';
import { TicketTransferScreen } from '@/features/wallet/tickets/TicketTransferScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet/transfer">
      <TicketTransferScreen />
    </RouteMessages>
  );
}
