import { withdrawRoute } from '@/features/wallet/withdraw/route';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={withdrawRoute} />;
}
