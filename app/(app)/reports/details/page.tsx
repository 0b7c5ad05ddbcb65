import { reportDetailsRoute } from '@/features/reports/routes/details';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={reportDetailsRoute} />;
}
