import { defineRoute } from '@/platform/shell/route';
import { loginParts } from './login.client';
import { LoginScreen } from '@/features/auth/screens/LoginScreen';

export const loginRoute = defineRoute({
  namespaces: ['auth', 'validation'],
  screen: LoginScreen,
  parts: loginParts,
});
