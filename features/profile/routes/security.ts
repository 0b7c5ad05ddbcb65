import { defineRoute } from '@/platform/shell/route';
import { securityParts } from './security.client';
import { SecurityScreen } from '@/features/profile/screens/SecurityScreen';

export const securityRoute = defineRoute({
  namespaces: ['security', 'validation', 'pin', 'auth'],
  screen: SecurityScreen,
  parts: securityParts,
});
