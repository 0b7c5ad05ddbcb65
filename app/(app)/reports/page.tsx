import { Suspense } from 'react';
import { ReportsScreen } from '@/components/reports/ReportsScreen';
import { SkeletonList } from '@/components/ui/Skeleton';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/reports">
      <Suspense fallback={<SkeletonList rows={6} className="pt-16" />}>
        <ReportsScreen />
      </Suspense>
    </RouteMessages>
  );
}
