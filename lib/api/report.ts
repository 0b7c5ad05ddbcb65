import { queryOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from './client';
import { queryKeys } from './keys';

/**
 * Records (reports), release details and income.
 * ASSUMED paths (spec §7 names these calls but not their paths; remap here in one place):
 * REPORT_PATHS.list, REPORT_PATHS.info, REPORT_PATHS.releaseList.
 * Given by the spec: releasePoolInfo, income, incomeInfo.
 */
export const REPORT_PATHS = {
  list: '/api/report/list',
  info: '/api/report/info',
  releaseList: '/api/report/releaseList',
  releasePoolInfo: '/api/user/releasePoolInfo',
  income: '/api/user/income',
  incomeInfo: '/api/user/incomeInfo',
} as const;

/** Spec §9: page size 20 for every paged list. */
export const PAGE_SIZE = 20;

/** Record types of the report list (spec §3). The two reward categories are Overview's types. */
export const REPORT_TYPES = ['chat_not_winning_usdt', 'usdt', 'voucher', 'ticket', 'vp', 'room', 'kinbo'] as const;
export type ReportTabType = (typeof REPORT_TYPES)[number];
export const REWARD_CATEGORIES = ['chat_not_winning_usdt', 'chat_team_usdt'] as const;
export type RewardCategory = (typeof REWARD_CATEGORIES)[number];
/** Every type a record may carry (a few more may arrive from the server; they render as USDT). */
export type ReportRecordType = ReportTabType | RewardCategory | 'release' | (string & {});

/** Spec §9: 0 all, 1 24 hours, 2 7 days, 3 12 days, 4 30 days, 5 3 months, 6 6 months, 7 12 months. */
export const TIME_TYPES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type TimeType = (typeof TIME_TYPES)[number];
/** Spec §9: 0 all, 1 purchase, 2 transfer, 3 game, 4 sell or withdraw. */
export const WAYS = [0, 1, 2, 3, 4] as const;
export type Way = (typeof WAYS)[number];

export interface ReportQuery {
  time_type: TimeType;
  way: Way;
  type: ReportTabType;
  page: number;
  limit: number;
  /** Only on the Overview tab (type chat_not_winning_usdt). */
  category?: RewardCategory;
}

export interface ReportRecord {
  id: number;
  type: ReportRecordType;
  /** Localised by the server from the Lang header. */
  title: string;
  amount: string;
  /** 1 credit (+), 0 debit (-). */
  pm: 0 | 1;
  get_way: number;
  /** 2 hides the sign for usdt, kinbo and vp. */
  is_lost: number;
  /** Room records: 1 a voucher reward, 0 a 3% reward. */
  is_winner: number;
  chat_id: number | null;
  /** 'YYYY-MM-DD HH:mm:ss' in UTC. */
  created_at: string;
  /** Unix seconds. */
  create_time: number;
  /** Counterparty (ticket transfers). */
  nickname: string | null;
  avatar: string | null;
  email: string | null;
}

export interface ReportPage<T> {
  list: T[];
  total?: number;
}

export type ReportDetail = Pick<
  ReportRecord,
  'title' | 'type' | 'amount' | 'pm' | 'created_at' | 'create_time' | 'nickname' | 'get_way' | 'avatar' | 'email'
> &
  Partial<Pick<ReportRecord, 'id' | 'is_lost' | 'is_winner' | 'chat_id'>>;

export interface ReleaseExpand {
  pool_usdt: string;
  accelerated_release_usdt: string;
  wallet_kinbo: string;
  usdt_price: string;
  kinbo_number: string;
  pool_number: string;
}

export interface ReleaseRecord {
  id: number;
  title: string;
  created_at: string;
  create_time: number;
  pm: 0 | 1;
  amount: string;
  expand: ReleaseExpand | null;
}

/** USDT still waiting in the release pool. */
export interface ReleasePoolInfo {
  number: string;
}

/** Reward totals (USDT) across both reward categories. */
export interface IncomeSummary {
  total: string;
  today: string;
  not_winning_total: string;
  team_total: string;
}

/** One reward category's totals. */
export interface IncomeInfo {
  category: RewardCategory;
  total: string;
  today: string;
  yesterday: string;
  count: number;
}

export const reportApi = {
  list: (query: ReportQuery, options?: RequestOptions) =>
    api.get<ReportPage<ReportRecord>>(REPORT_PATHS.list, { ...query }, options),
  info: (id: number) => api.get<ReportDetail>(REPORT_PATHS.info, { id }),
  releaseList: (page: number, limit = PAGE_SIZE, options?: RequestOptions) =>
    api.get<ReportPage<ReleaseRecord>>(REPORT_PATHS.releaseList, { type: 'release', page, limit }, options),
  releasePoolInfo: () => api.get<ReleasePoolInfo>(REPORT_PATHS.releasePoolInfo),
  income: () => api.get<IncomeSummary>(REPORT_PATHS.income),
  incomeInfo: (category: RewardCategory) => api.get<IncomeInfo>(REPORT_PATHS.incomeInfo, { category }),
};

export const reportInfoQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.reportInfo(id), queryFn: () => reportApi.info(id), staleTime: 60_000 });

export const releasePoolInfoQuery = () =>
  queryOptions({ queryKey: queryKeys.releasePoolInfo, queryFn: reportApi.releasePoolInfo, staleTime: 10_000 });

export const incomeQuery = () => queryOptions({ queryKey: queryKeys.income, queryFn: reportApi.income, staleTime: 10_000 });

export const incomeInfoQuery = (category: RewardCategory) =>
  queryOptions({ queryKey: queryKeys.incomeInfo(category), queryFn: () => reportApi.incomeInfo(category), staleTime: 10_000 });
