import { LoginScreen } from '@/components/auth/LoginScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/login">
      <LoginScreen />
    </RouteMessages>
  );
}
