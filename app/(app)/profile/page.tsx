import { ProfileScreen } from '@/features/profile/screens/ProfileScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/profile">
      <ProfileScreen />
    </RouteMessages>
  );
}
