import { securityRoute } from '@/features/profile/routes/security';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={securityRoute} />;
}
