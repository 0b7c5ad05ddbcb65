import { defineRoute } from '@/platform/shell/route';
import { editProfileParts } from './edit.client';
import { EditProfileScreen } from '@/features/profile/screens/EditProfileScreen';

export const editProfileRoute = defineRoute({
  namespaces: ['profile', 'auth', 'validation'],
  screen: EditProfileScreen,
  parts: editProfileParts,
});
