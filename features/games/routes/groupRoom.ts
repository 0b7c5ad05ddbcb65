import { defineRoute } from '@/platform/shell/route';
import { GroupRoomScreen } from '@/features/games/screens/GroupRoomScreen';

export const groupRoomRoute = defineRoute({
  namespaces: ['games', 'screens', 'pin', 'refusal'],
  screen: GroupRoomScreen,
  // The screen reads the URL's search params: a static export needs a Suspense boundary above it.
  suspense: null,
});
