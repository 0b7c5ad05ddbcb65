import { Suspense } from 'react';
import { ReportDetailsScreen } from '@/features/reports/screens/ReportDetailsScreen';
import { RouteMessages } from '@/platform/i18n/RouteMessages';

export default function Page() {
  return (
    <RouteMessages route="/reports/details">
      <Suspense fallback={null}>
        <ReportDetailsScreen />
      </Suspense>
    </RouteMessages>
  );
}
