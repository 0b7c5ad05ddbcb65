import { EditProfileScreen } from '@/components/profile/EditProfileScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/profile/edit">
      <EditProfileScreen />
    </RouteMessages>
  );
}
