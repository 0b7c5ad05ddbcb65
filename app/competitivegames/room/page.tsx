import { Suspense } from 'react';
import { BidRoomScreen } from '@/components/games/BidRoomScreen';

export default function Page() {
  return (
    <Suspense fallback={null}>
      <BidRoomScreen />
    </Suspense>
  );
}
