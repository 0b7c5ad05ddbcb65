import { RegisterScreen } from '@/features/auth/screens/RegisterScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/register">
      <RegisterScreen />
    </RouteMessages>
  );
}
