import { ForgotPasswordScreen } from '@/features/auth/screens/ForgotPasswordScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/forgot-password">
      <ForgotPasswordScreen />
    </RouteMessages>
  );
}
