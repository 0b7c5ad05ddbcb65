import { ReleaseDetailsScreen } from '@/components/reports/ReleaseDetailsScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/reports/releaseDetails">
      <ReleaseDetailsScreen />
    </RouteMessages>
  );
}
