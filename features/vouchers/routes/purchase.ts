import { defineRoute } from '@/platform/shell/route';
import { PurchaseVoucherScreen } from '@/features/vouchers/screens/PurchaseVoucherScreen';

export const purchaseVoucherRoute = defineRoute({
  namespaces: ['vouchers', 'refusal'],
  screen: PurchaseVoucherScreen,
});
