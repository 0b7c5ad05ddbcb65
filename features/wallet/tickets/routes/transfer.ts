import { defineRoute } from '@/platform/shell/route';
import { transferParts } from './transfer.client';
import { TicketTransferScreen } from '@/features/wallet/tickets/TicketTransferScreen';

export const transferRoute = defineRoute({
  namespaces: ['tickets', 'refusal'],
  screen: TicketTransferScreen,
  parts: transferParts,
});
