import { ComingSoon } from '@/components/ui/ComingSoon';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/grouppurchasegames/room">
      <ComingSoon screen="groupRoom" />
    </RouteMessages>
  );
}
