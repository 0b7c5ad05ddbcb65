import { defineRoute } from '@/platform/shell/route';
import { EditProfileScreen } from '@/features/profile/screens/EditProfileScreen';

export const editProfileRoute = defineRoute({
  namespaces: ['profile', 'auth', 'validation'],
  screen: EditProfileScreen,
});
