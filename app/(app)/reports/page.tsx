import { Suspense } from 'react';
import { ReportsScreen } from '@/features/reports/screens/ReportsScreen';
import { SkeletonList } from '@/ui/Skeleton';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/reports">
      <Suspense fallback={<SkeletonList rows={6} className="pt-16" />}>
        <ReportsScreen />
      </Suspense>
    </RouteMessages>
  );
}
