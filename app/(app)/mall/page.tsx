import { mallRoute } from '@/features/mall/route';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={mallRoute} />;
}
