import type { ReportQuery, ReportTabType, RewardCategory, TimeType, Way } from '@/shared/contract';
import { OVERVIEW_TYPE } from './tabs';

/** The committed filter of the reports list (spec §4 report filter popup). */
export interface ReportFilter {
  timeType: TimeType;
  way: Way;
  category: RewardCategory;
}

export const DEFAULT_FILTER: ReportFilter = { timeType: 0, way: 0, category: 'chat_not_winning_usdt' };

export interface FilterPopupState {
  open: boolean;
  /** What the list uses. */
  committed: ReportFilter;
  /** What the open popup shows; only `apply` makes it the committed filter. */
  draft: ReportFilter;
}

export type FilterPopupAction = { type: 'open' } | { type: 'edit'; patch: Partial<ReportFilter> } | { type: 'apply' } | { type: 'reset' } | { type: 'dismiss' };

export const initialFilterPopup = (committed: ReportFilter = DEFAULT_FILTER): FilterPopupState => ({
  open: false,
  committed,
  draft: committed,
});

/**
 * Spec §4: the popup holds draft values; apply commits and closes; reset sets time 0, way 0 and
 * category chat_not_winning_usdt and closes; closing by overlay or close button discards the draft.
 */
export function filterPopupReducer(state: FilterPopupState, action: FilterPopupAction): FilterPopupState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true, draft: state.committed };
    case 'edit':
      return state.open ? { ...state, draft: { ...state.draft, ...action.patch } } : state;
    case 'apply':
      return { open: false, committed: state.draft, draft: state.draft };
    case 'reset':
      return { open: false, committed: DEFAULT_FILTER, draft: DEFAULT_FILTER };
    case 'dismiss':
      return { ...state, open: false, draft: state.committed };
  }
}

export function sameFilter(a: ReportFilter, b: ReportFilter) {
  return a.timeType === b.timeType && a.way === b.way && a.category === b.category;
}

/** The reward category matters only on the Overview tab (spec §9). */
export function hasCategory(tab: ReportTabType) {
  return tab === OVERVIEW_TYPE;
}

/** A filter differs from the default in what the given tab uses (drives the filter icon's dot). */
export function isFiltered(tab: ReportTabType, filter: ReportFilter) {
  return filter.timeType !== 0 || filter.way !== 0 || (hasCategory(tab) && filter.category !== DEFAULT_FILTER.category);
}

/** The list request for a tab, filter and page. */
export function buildReportQuery(tab: ReportTabType, filter: ReportFilter, page: number, limit: number): ReportQuery {
  const query: ReportQuery = { time_type: filter.timeType, way: filter.way, type: tab, page, limit };
  if (hasCategory(tab)) query.category = filter.category;
  return query;
}

/** The list request without paging (the paged list adds page and limit). */
export function reportListParams(tab: ReportTabType, filter: ReportFilter): Omit<ReportQuery, 'page' | 'limit'> {
  const { page: _page, limit: _limit, ...query } = buildReportQuery(tab, filter, 1, 1);
  return query;
}

/** Identifies one list: a change of tab or of a filter value the tab uses starts a new list. */
export function listKey(tab: ReportTabType, filter: ReportFilter) {
  return [tab, filter.timeType, filter.way, hasCategory(tab) ? filter.category : '-'].join('|');
}
