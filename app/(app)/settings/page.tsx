import { settingsRoute } from '@/features/settings/route';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={settingsRoute} />;
}
