import { reportsRoute } from '@/features/reports/routes/reports';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={reportsRoute} />;
}
