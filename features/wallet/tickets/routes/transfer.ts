import { defineRoute } from '@/platform/shell/route';
import { TicketTransferScreen } from '@/features/wallet/tickets/TicketTransferScreen';

export const transferRoute = defineRoute({
  namespaces: ['tickets', 'refusal'],
  screen: TicketTransferScreen,
});
