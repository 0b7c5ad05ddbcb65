import { profileRoute } from '@/features/profile/routes/profile';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={profileRoute} />;
}
