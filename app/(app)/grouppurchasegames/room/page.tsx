import { Suspense } from 'react';
import { GroupRoomScreen } from '@/features/games/screens/GroupRoomScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/grouppurchasegames/room">
      <Suspense fallback={null}>
        <GroupRoomScreen />
      </Suspense>
    </RouteMessages>
  );
}
