import { defineRoute } from '@/platform/shell/route';
import { BidRoomScreen } from '@/features/games/screens/BidRoomScreen';

export const bidRoomRoute = defineRoute({
  namespaces: ['games', 'screens', 'pin', 'refusal'],
  screen: BidRoomScreen,
  // The screen reads the URL's search params: a static export needs a Suspense boundary above it.
  suspense: null,
});
