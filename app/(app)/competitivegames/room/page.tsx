import { bidRoomRoute } from '@/features/games/routes/bidRoom';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={bidRoomRoute} />;
}
