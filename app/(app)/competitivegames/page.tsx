import { BidListScreen } from '@/features/games/screens/BidListScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/competitivegames">
      <BidListScreen />
    </RouteMessages>
  );
}
