import { transferRoute } from '@/features/wallet/tickets/routes/transfer';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={transferRoute} />;
}
