import { Suspense } from 'react';
import { BidRoomScreen } from '@/features/games/screens/BidRoomScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/competitivegames/room">
      <Suspense fallback={null}>
        <BidRoomScreen />
      </Suspense>
    </RouteMessages>
  );
}
