import { withdrawalConfirmedRoute } from '@/features/wallet/assets/routes/withdrawalConfirmed';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={withdrawalConfirmedRoute} />;
}
