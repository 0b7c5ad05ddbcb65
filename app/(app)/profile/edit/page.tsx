import { EditProfileScreen } from '@/features/profile/screens/EditProfileScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/profile/edit">
      <EditProfileScreen />
    </RouteMessages>
  );
}
