import type { ReportTabType } from '@/shared/contract';
import { DEFAULT_FILTER, type ReportFilter } from './filter';
import { DEFAULT_REPORT_TAB } from './tabs';

export interface InitialReportsView {
  /** The tab shown at once; null while an initial tab waits for its delay. */
  tab: ReportTabType | null;
  /** A tab to apply after INITIAL_TAB_DELAY_MS (spec §2), or null. */
  pendingTab: ReportTabType | null;
  filter: ReportFilter;
}

/**
 * Which list the reports screen opens on.
 * - An initial tab (navigation state first, then `?type=`) is applied after the delay, with the
 *   default filter — unless it is the list the user was already looking at (coming back from a
 *   record's details), which is restored at once with its filter.
 * - With no initial tab, the last list of this visit is restored, else Overview.
 */
export function decideInitialView(navTab: ReportTabType | null, paramTab: ReportTabType | null, lastView: { tab: ReportTabType; filter: ReportFilter } | null): InitialReportsView {
  const initial = navTab ?? paramTab;
  if (lastView && (initial === null || initial === lastView.tab)) {
    return { tab: lastView.tab, pendingTab: null, filter: lastView.filter };
  }
  if (initial) return { tab: null, pendingTab: initial, filter: DEFAULT_FILTER };
  return { tab: DEFAULT_REPORT_TAB, pendingTab: null, filter: DEFAULT_FILTER };
}
