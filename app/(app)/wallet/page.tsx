import { RouteMessages } from '@/components/layout/RouteMessages';
import { AssetsScreen } from '@/components/wallet/assets/AssetsScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet">
      <AssetsScreen />
    </RouteMessages>
  );
}
