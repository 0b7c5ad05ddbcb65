import { defineRoute } from '@/platform/shell/route';
import { OfflineScreen } from '@/platform/pwa/OfflineScreen';

export const offlineRoute = defineRoute({
  namespaces: [],
  screen: OfflineScreen,
});
