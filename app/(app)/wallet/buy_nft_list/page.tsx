import { VoucherMarketScreen } from '@/components/wallet/vouchers/VoucherMarketScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/buy_nft_list">
      <VoucherMarketScreen />
    </RouteMessages>
  );
}
