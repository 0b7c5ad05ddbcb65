import { MallScreen } from '@/features/mall/screens/MallScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/mall">
      <MallScreen />
    </RouteMessages>
  );
}
