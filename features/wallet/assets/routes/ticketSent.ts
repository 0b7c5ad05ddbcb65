import { defineRoute } from '@/platform/shell/route';
import { ConfirmationScreen } from '@/features/wallet/assets/ConfirmationScreen';

export const ticketSentRoute = defineRoute({
  namespaces: ['assets'],
  screen: ConfirmationScreen,
  props: { kind: 'ticketSent' as const },
});
