import { RouteMessages } from '@/platform/i18n/RouteMessages';
import { AssetsScreen } from '@/features/wallet/assets/AssetsScreen';

export default function Page() {
  return (
    <RouteMessages route="/wallet">
      <AssetsScreen />
    </RouteMessages>
  );
}
