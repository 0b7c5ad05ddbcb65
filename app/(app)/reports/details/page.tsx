import { Suspense } from 'react';
import { ReportDetailsScreen } from '@/components/reports/ReportDetailsScreen';
import { RouteMessages } from '@/components/layout/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/reports/details">
      <Suspense fallback={null}>
        <ReportDetailsScreen />
      </Suspense>
    </RouteMessages>
  );
}
