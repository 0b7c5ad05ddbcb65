import { Suspense } from 'react';
import { ReportDetailsScreen } from '@/components/reports/ReportDetailsScreen';

export default function Page() {
  return (
    <Suspense fallback={null}>
      <ReportDetailsScreen />
    </Suspense>
  );
}
