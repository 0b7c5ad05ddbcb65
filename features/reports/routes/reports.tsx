import { SkeletonList } from '@/ui/Skeleton';
import { defineRoute } from '@/platform/shell/route';
import { ReportsScreen } from '@/features/reports/screens/ReportsScreen';

export const reportsRoute = defineRoute({
  namespaces: ['reports'],
  screen: ReportsScreen,
  // The screen reads the URL's search params: a static export needs a Suspense boundary above it.
  suspense: <SkeletonList rows={6} className="pt-16" />,
});
