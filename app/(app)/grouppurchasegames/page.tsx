import { GroupRoomListScreen } from '@/features/games/screens/GroupRoomListScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/grouppurchasegames">
      <GroupRoomListScreen />
    </RouteMessages>
  );
}
