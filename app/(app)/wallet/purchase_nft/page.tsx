import { purchaseVoucherRoute } from '@/features/vouchers/routes/purchase';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={purchaseVoucherRoute} />;
}
