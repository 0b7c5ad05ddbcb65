import { defineRoute } from '@/platform/shell/route';
import { PurchaseTicketScreen } from '@/features/wallet/tickets/PurchaseTicketScreen';

export const purchaseTicketRoute = defineRoute({
  namespaces: ['tickets', 'refusal'],
  screen: PurchaseTicketScreen,
});
