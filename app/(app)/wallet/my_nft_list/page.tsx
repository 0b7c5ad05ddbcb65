import { myVouchersRoute } from '@/features/vouchers/routes/mine';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={myVouchersRoute} />;
}
