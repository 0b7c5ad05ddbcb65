import { PAGE_SIZE } from '@/lib/contract';
import { hasCategory, reportListParams } from '@/lib/reports/filter';
import { decideInitialView } from '@/lib/reports/initialView';
import { peekInitialReportTab } from '@/lib/reports/navState';
import { parseReportTab } from '@/lib/reports/tabs';
import { useReportsView } from '@/lib/reports/viewStore';
import { ROUTES } from '@/lib/routes';
import { bootSession } from './boot';
import { sendEarly } from './client';
import { reportApi } from './report';

/** Reports: the first page of the list the screen opens on (decided as ReportsScreen does), and its income summary. */
export function bootReports() {
  const session = bootSession([ROUTES.reports]);
  if (!session) return null;
  const type = parseReportTab(new URLSearchParams(window.location.search).get('type'));
  const { tab, filter } = decideInitialView(peekInitialReportTab(), type, useReportsView.getState().lastView);
  // An initial tab waits for its delay (spec §2): nothing to start yet.
  if (tab === null) return null;
  sendEarly(session, [
    () => reportApi.list({ ...reportListParams(tab, filter), page: 1, limit: PAGE_SIZE }),
    ...(hasCategory(tab) ? [() => reportApi.incomeInfo(filter.category)] : []),
  ]);
  return true;
}
