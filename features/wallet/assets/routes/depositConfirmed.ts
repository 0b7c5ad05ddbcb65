import { defineRoute } from '@/platform/shell/route';
import { ConfirmationScreen } from '@/features/wallet/assets/ConfirmationScreen';

export const depositConfirmedRoute = defineRoute({
  namespaces: ['assets'],
  screen: ConfirmationScreen,
  props: { kind: 'deposit' as const },
});
