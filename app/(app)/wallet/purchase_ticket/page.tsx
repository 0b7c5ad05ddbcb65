import { purchaseTicketRoute } from '@/features/wallet/tickets/routes/purchaseTicket';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={purchaseTicketRoute} />;
}
