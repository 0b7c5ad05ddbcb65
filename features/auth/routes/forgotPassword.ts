import { defineRoute } from '@/platform/shell/route';
import { forgotPasswordParts } from './forgotPassword.client';
import { ForgotPasswordScreen } from '@/features/auth/screens/ForgotPasswordScreen';

export const forgotPasswordRoute = defineRoute({
  namespaces: ['auth', 'validation'],
  screen: ForgotPasswordScreen,
  parts: forgotPasswordParts,
});
