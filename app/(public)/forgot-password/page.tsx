import { ForgotPasswordScreen } from '@/components/auth/ForgotPasswordScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/forgot-password">
      <ForgotPasswordScreen />
    </RouteMessages>
  );
}
