import { RouteMessages } from '@/components/layout/RouteMessages';
import { FirstRequests } from '@/lib/boot/firstRequests';
import { AssetsScreen } from '@/components/wallet/assets/AssetsScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet">
      <FirstRequests route="/wallet" />
      <AssetsScreen />
    </RouteMessages>
  );
}
