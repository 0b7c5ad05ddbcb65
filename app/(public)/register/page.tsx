import { RegisterScreen } from '@/components/auth/RegisterScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/register">
      <RegisterScreen />
    </RouteMessages>
  );
}
