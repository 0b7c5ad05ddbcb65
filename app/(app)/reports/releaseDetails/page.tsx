import { releaseDetailsRoute } from '@/features/reports/routes/releaseDetails';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={releaseDetailsRoute} />;
}
