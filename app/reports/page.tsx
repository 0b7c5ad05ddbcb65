import { Suspense } from 'react';
import { ReportsScreen } from '@/components/reports/ReportsScreen';
import { SkeletonList } from '@/components/ui/Skeleton';

export default function Page() {
  return (
    <Suspense fallback={<SkeletonList rows={6} className="pt-16" />}>
      <ReportsScreen />
    </Suspense>
  );
}
