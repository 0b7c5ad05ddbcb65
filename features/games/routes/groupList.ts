import { defineRoute } from '@/platform/shell/route';
import { GroupRoomListScreen } from '@/features/games/screens/GroupRoomListScreen';

export const groupListRoute = defineRoute({
  namespaces: ['games', 'screens'],
  screen: GroupRoomListScreen,
});
