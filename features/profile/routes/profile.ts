import { defineRoute } from '@/platform/shell/route';
import { ProfileScreen } from '@/features/profile/screens/ProfileScreen';

export const profileRoute = defineRoute({
  namespaces: ['profile', 'balance'],
  screen: ProfileScreen,
});
