import { SecurityScreen } from '@/components/profile/SecurityScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/profile/security">
      <SecurityScreen />
    </RouteMessages>
  );
}
