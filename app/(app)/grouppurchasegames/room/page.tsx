import { groupRoomRoute } from '@/features/games/routes/groupRoom';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={groupRoomRoute} />;
}
