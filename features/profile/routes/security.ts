import { defineRoute } from '@/platform/shell/route';
import { SecurityScreen } from '@/features/profile/screens/SecurityScreen';

export const securityRoute = defineRoute({
  namespaces: ['security', 'validation', 'pin', 'auth'],
  screen: SecurityScreen,
});
