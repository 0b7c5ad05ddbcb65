import { assetsRoute } from '@/features/wallet/assets/routes/assets';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={assetsRoute} />;
}
