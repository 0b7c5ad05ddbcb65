import { PurchaseVoucherScreen } from '@/components/wallet/vouchers/PurchaseVoucherScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/purchase_nft">
      <PurchaseVoucherScreen />
    </RouteMessages>
  );
}
