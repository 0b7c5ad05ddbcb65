import { groupListRoute } from '@/features/games/routes/groupList';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={groupListRoute} />;
}
