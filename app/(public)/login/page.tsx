import { loginRoute } from '@/features/auth/routes/login';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={loginRoute} />;
}
