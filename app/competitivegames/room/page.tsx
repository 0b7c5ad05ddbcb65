import { ComingSoon } from '@/components/ui/ComingSoon';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/competitivegames/room">
      <ComingSoon screen="biddingRoom" />
    </RouteMessages>
  );
}
