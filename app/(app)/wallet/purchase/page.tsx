import { PurchaseScreen } from '@/components/wallet/purchase/PurchaseScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/purchase">
      <PurchaseScreen />
    </RouteMessages>
  );
}
