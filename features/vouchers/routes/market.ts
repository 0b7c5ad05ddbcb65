import { defineRoute } from '@/platform/shell/route';
import { VoucherMarketScreen } from '@/features/vouchers/screens/VoucherMarketScreen';

export const voucherMarketRoute = defineRoute({
  namespaces: ['vouchers', 'validation'],
  screen: VoucherMarketScreen,
});
