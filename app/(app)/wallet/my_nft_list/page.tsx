import { MyVouchersScreen } from '@/features/vouchers/screens/MyVouchersScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/my_nft_list">
      <MyVouchersScreen />
    </RouteMessages>
  );
}
