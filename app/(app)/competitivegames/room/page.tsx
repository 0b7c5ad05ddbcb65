import { Suspense } from 'react';
import { BidRoomScreen } from '@/components/games/BidRoomScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/competitivegames/room">
      <Suspense fallback={null}>
        <BidRoomScreen />
      </Suspense>
    </RouteMessages>
  );
}
