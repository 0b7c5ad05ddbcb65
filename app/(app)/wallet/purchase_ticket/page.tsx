import { RouteMessages } from '@/platform/i18n/RouteMessages';
import { PurchaseTicketScreen } from '@/features/wallet/tickets/PurchaseTicketScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet/purchase_ticket">
      <PurchaseTicketScreen />
    </RouteMessages>
  );
}
