import { offlineRoute } from '@/platform/pwa/offlineRoute';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={offlineRoute} />;
}
