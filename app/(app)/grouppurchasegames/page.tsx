import { GroupRoomListScreen } from '@/components/games/GroupRoomListScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/grouppurchasegames">
      <GroupRoomListScreen />
    </RouteMessages>
  );
}
