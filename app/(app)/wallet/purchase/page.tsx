import { purchaseRoute } from '@/features/wallet/purchase/route';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={purchaseRoute} />;
}
