import { SecurityScreen } from '@/features/profile/screens/SecurityScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/profile/security">
      <SecurityScreen />
    </RouteMessages>
  );
}
