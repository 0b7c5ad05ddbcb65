import { Suspense } from 'react';
import { GroupRoomScreen } from '@/components/games/GroupRoomScreen';

export default function Page() {
  return (
    <Suspense fallback={null}>
      <GroupRoomScreen />
    </Suspense>
  );
}
