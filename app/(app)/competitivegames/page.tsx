import { BidListScreen } from '@/components/games/BidListScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/competitivegames">
      <BidListScreen />
    </RouteMessages>
  );
}
