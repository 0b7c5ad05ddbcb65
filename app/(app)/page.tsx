import { homeRoute } from '@/features/home/route';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={homeRoute} />;
}
