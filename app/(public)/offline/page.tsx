import { OfflineScreen } from '@/platform/pwa/OfflineScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/offline">
      <OfflineScreen />
    </RouteMessages>
  );
}
