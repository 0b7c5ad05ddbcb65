import { defineRoute } from '@/platform/shell/route';
import { ReleaseDetailsScreen } from '@/features/reports/screens/ReleaseDetailsScreen';

export const releaseDetailsRoute = defineRoute({
  namespaces: ['reports', 'assets'],
  screen: ReleaseDetailsScreen,
});
