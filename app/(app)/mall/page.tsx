import { MallScreen } from '@/components/mall/MallScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/mall">
      <MallScreen />
    </RouteMessages>
  );
}
