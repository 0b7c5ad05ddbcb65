import { purchaseConfirmedRoute } from '@/features/wallet/assets/routes/purchaseConfirmed';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={purchaseConfirmedRoute} />;
}
