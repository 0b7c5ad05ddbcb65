import { depositConfirmedRoute } from '@/features/wallet/assets/routes/depositConfirmed';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={depositConfirmedRoute} />;
}
