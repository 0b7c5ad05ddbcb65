import { OfflineScreen } from '@/components/layout/OfflineScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/offline">
      <OfflineScreen />
    </RouteMessages>
  );
}
