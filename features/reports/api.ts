import { queryOptions } from '@tanstack/react-query';
import { pagedListOptions } from '@/platform/query/paging';
import { api, type RequestOptions } from '../../platform/http/client';
import { queryKeys } from '../../platform/query/keys';
import {
  PAGE_SIZE,
  type IncomeInfo,
  type IncomeSummary,
  type Page,
  type ReleaseRecord,
  type ReportDetail,
  type ReportQuery,
  type ReportRecord,
  type RewardCategory,
} from '@/shared/contract';

/**
 * Records (reports), release details and income.
 * ASSUMED paths (spec §7 names these calls but not their paths; remap here in one place):
 * REPORT_PATHS.list, REPORT_PATHS.info, REPORT_PATHS.releaseList.
 * Given by the spec: income, incomeInfo.
 */
export const REPORT_PATHS = {
  list: '/api/report/list',
  info: '/api/report/info',
  releaseList: '/api/report/releaseList',
  /** ASSUMED: the newest record of a kind, for the confirmation screens (lib/api/assets.ts). */
  income: '/api/user/income',
  incomeInfo: '/api/user/incomeInfo',
} as const;

export const reportApi = {
  list: (query: ReportQuery, options?: RequestOptions) =>
    api.get<Page<ReportRecord>>(REPORT_PATHS.list, { ...query }, options),
  info: (id: number, options?: RequestOptions) => api.get<ReportDetail>(REPORT_PATHS.info, { id }, options),
  releaseList: (page: number, limit = PAGE_SIZE, options?: RequestOptions) =>
    api.get<Page<ReleaseRecord>>(REPORT_PATHS.releaseList, { type: 'release', page, limit }, options),
  income: () => api.get<IncomeSummary>(REPORT_PATHS.income),
  incomeInfo: (category: RewardCategory) => api.get<IncomeInfo>(REPORT_PATHS.incomeInfo, { category }),
};


/** One tab and filter of the report list; `query` without page and limit. */
export const reportListQuery = (query: Omit<ReportQuery, 'page' | 'limit'>, locale: string, pageSize = PAGE_SIZE) =>
  pagedListOptions<ReportRecord>(
    queryKeys.reportList(query, locale),
    (page, signal) => reportApi.list({ ...query, page, limit: pageSize }, { signal }),
    pageSize,
  );

export const releaseListQuery = (locale: string, pageSize = PAGE_SIZE) =>
  pagedListOptions<ReleaseRecord>(
    queryKeys.releaseList(locale),
    (page, signal) => reportApi.releaseList(page, pageSize, { signal }),
    pageSize,
  );

/** `silent`: the details screen already shows the record handed over by the list; a failed refresh says nothing. */
export const reportInfoQuery = (id: number, silent = false) =>
  queryOptions({ queryKey: queryKeys.reportInfo(id), queryFn: () => reportApi.info(id, { silent }), staleTime: 10_000 });


export const incomeQuery = () => queryOptions({ queryKey: queryKeys.income, queryFn: reportApi.income, staleTime: 10_000 });

export const incomeInfoQuery = (category: RewardCategory) =>
  queryOptions({ queryKey: queryKeys.incomeInfo(category), queryFn: () => reportApi.incomeInfo(category), staleTime: 10_000 });
