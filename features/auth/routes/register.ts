import { defineRoute } from '@/platform/shell/route';
import { registerParts } from './register.client';
import { RegisterScreen } from '@/features/auth/screens/RegisterScreen';

export const registerRoute = defineRoute({
  namespaces: ['auth', 'validation'],
  screen: RegisterScreen,
  parts: registerParts,
});
