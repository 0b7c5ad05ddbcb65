import { registerRoute } from '@/features/auth/routes/register';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={registerRoute} />;
}
