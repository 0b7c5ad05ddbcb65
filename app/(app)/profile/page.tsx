import { ProfileScreen } from '@/components/profile/ProfileScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/profile">
      <ProfileScreen />
    </RouteMessages>
  );
}
