import { voucherMarketRoute } from '@/features/vouchers/routes/market';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={voucherMarketRoute} />;
}
