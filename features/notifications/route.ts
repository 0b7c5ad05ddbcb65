import { defineRoute } from '@/platform/shell/route';
import { InboxScreen } from '@/features/notifications/screens/InboxScreen';

export const notificationsRoute = defineRoute({
  namespaces: ['notifications'],
  screen: InboxScreen,
});
