import { PurchaseVoucherScreen } from '@/features/vouchers/screens/PurchaseVoucherScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/purchase_nft">
      <PurchaseVoucherScreen />
    </RouteMessages>
  );
}
