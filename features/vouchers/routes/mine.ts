import { defineRoute } from '@/platform/shell/route';
import { MyVouchersScreen } from '@/features/vouchers/screens/MyVouchersScreen';

export const myVouchersRoute = defineRoute({
  namespaces: ['vouchers'],
  screen: MyVouchersScreen,
});
