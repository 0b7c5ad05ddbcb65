import { ReleaseDetailsScreen } from '@/features/reports/screens/ReleaseDetailsScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/reports/releaseDetails">
      <ReleaseDetailsScreen />
    </RouteMessages>
  );
}
