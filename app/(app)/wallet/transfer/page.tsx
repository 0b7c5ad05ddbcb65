import { RouteMessages } from '@/components/layout/RouteMessages';
import { TicketTransferScreen } from '@/components/wallet/TicketTransferScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet/transfer">
      <TicketTransferScreen />
    </RouteMessages>
  );
}
