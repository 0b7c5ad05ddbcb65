import { forgotPasswordRoute } from '@/features/auth/routes/forgotPassword';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={forgotPasswordRoute} />;
}
