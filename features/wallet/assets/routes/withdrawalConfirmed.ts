import { defineRoute } from '@/platform/shell/route';
import { ConfirmationScreen } from '@/features/wallet/assets/ConfirmationScreen';

export const withdrawalConfirmedRoute = defineRoute({
  namespaces: ['assets'],
  screen: ConfirmationScreen,
  props: { kind: 'withdrawal' as const },
});
