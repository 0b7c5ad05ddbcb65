import { ComingSoon } from '@/components/ui/ComingSoon';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/wallet/my_nft_list">
      <ComingSoon screen="myNft" />
    </RouteMessages>
  );
}
