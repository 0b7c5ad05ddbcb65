import { defineRoute } from '@/platform/shell/route';
import { ReportDetailsScreen } from '@/features/reports/screens/ReportDetailsScreen';

export const reportDetailsRoute = defineRoute({
  namespaces: ['reports'],
  screen: ReportDetailsScreen,
  // The screen reads the URL's search params: a static export needs a Suspense boundary above it.
  suspense: null,
});
