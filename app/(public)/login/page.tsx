import { LoginScreen } from '@/features/auth/screens/LoginScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/login">
      <LoginScreen />
    </RouteMessages>
  );
}
