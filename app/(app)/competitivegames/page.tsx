import { bidListRoute } from '@/features/games/routes/bidList';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={bidListRoute} />;
}
