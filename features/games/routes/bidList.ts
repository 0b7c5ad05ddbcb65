import { defineRoute } from '@/platform/shell/route';
import { BidListScreen } from '@/features/games/screens/BidListScreen';

export const bidListRoute = defineRoute({
  namespaces: ['games', 'screens'],
  screen: BidListScreen,
});
