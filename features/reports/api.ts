import { queryOptions } from '@tanstack/react-query';
import { pagedListOptions } from '@/platform/query/paging';
import type { RequestOptions } from '../../platform/http/client';
import { call } from '../../platform/http/call';
import { queryKeys } from '../../platform/query/keys';
import { PAGE_SIZE, type ReleaseRecord, type ReportQuery, type ReportRecord, type RewardCategory } from '@/shared/contract';
import { REPORT } from '@/shared/contract/endpoints/main';
import { REWARDS } from '@/shared/contract/endpoints/user';

/** Records (reports), release details and income. */
export const reportApi = {
  list: (query: ReportQuery, options?: RequestOptions) => call(REPORT.list, query, options),
  info: (id: number, options?: RequestOptions) => call(REPORT.info, { id }, options),
  releaseList: (page: number, limit = PAGE_SIZE, options?: RequestOptions) => call(REPORT.releaseList, { type: 'release', page, limit }, options),
  income: () => call(REWARDS.income),
  incomeInfo: (category: RewardCategory) => call(REWARDS.incomeInfo, { category }),
};

/** One tab and filter of the report list; `query` without page and limit. */
export const reportListQuery = (query: Omit<ReportQuery, 'page' | 'limit'>, locale: string, pageSize = PAGE_SIZE) =>
  pagedListOptions<ReportRecord>(queryKeys.reportList(query, locale), (page, signal) => reportApi.list({ ...query, page, limit: pageSize }, { signal }), pageSize);

export const releaseListQuery = (locale: string, pageSize = PAGE_SIZE) =>
  pagedListOptions<ReleaseRecord>(queryKeys.releaseList(locale), (page, signal) => reportApi.releaseList(page, pageSize, { signal }), pageSize);

/** `silent`: the details screen already shows the record handed over by the list; a failed refresh says nothing. */
export const reportInfoQuery = (id: number, silent = false) => queryOptions({ queryKey: queryKeys.reportInfo(id), queryFn: () => reportApi.info(id, { silent }), staleTime: 10_000 });

export const incomeQuery = () => queryOptions({ queryKey: queryKeys.income, queryFn: reportApi.income, staleTime: 10_000 });

export const incomeInfoQuery = (category: RewardCategory) => queryOptions({ queryKey: queryKeys.incomeInfo(category), queryFn: () => reportApi.incomeInfo(category), staleTime: 10_000 });
