import { Suspense } from 'react';
import { GroupRoomScreen } from '@/components/games/GroupRoomScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/grouppurchasegames/room">
      <Suspense fallback={null}>
        <GroupRoomScreen />
      </Suspense>
    </RouteMessages>
  );
}
