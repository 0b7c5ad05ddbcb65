import { editProfileRoute } from '@/features/profile/routes/edit';
import { RouteShell } from '@/platform/shell/RouteShell';

export default function Page() {
  return <RouteShell route={editProfileRoute} />;
}
