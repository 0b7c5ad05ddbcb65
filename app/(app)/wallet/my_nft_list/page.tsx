import { MyVouchersScreen } from '@/components/wallet/vouchers/MyVouchersScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/my_nft_list">
      <MyVouchersScreen />
    </RouteMessages>
  );
}
