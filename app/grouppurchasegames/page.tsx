import { GroupRoomListScreen } from '@/components/games/GroupRoomListScreen';

export default function Page() {
  return <GroupRoomListScreen />;
}
