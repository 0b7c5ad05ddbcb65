import { notificationsRoute } from '@/features/notifications/route';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={notificationsRoute} />;
}
