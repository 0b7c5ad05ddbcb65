import { VoucherMarketScreen } from '@/features/vouchers/screens/VoucherMarketScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/buy_nft_list">
      <VoucherMarketScreen />
    </RouteMessages>
  );
}
