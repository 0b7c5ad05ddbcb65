import { depositRoute } from '@/features/wallet/deposit/route';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={depositRoute} />;
}
