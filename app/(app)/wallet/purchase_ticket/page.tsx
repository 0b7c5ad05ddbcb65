import { RouteMessages } from '@/components/layout/RouteMessages';
import { PurchaseTicketScreen } from '@/components/wallet/PurchaseTicketScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet/purchase_ticket">
      <PurchaseTicketScreen />
    </RouteMessages>
  );
}
