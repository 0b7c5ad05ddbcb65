import { PurchaseScreen } from '@/features/wallet/purchase/PurchaseScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/purchase">
      <PurchaseScreen />
    </RouteMessages>
  );
}
