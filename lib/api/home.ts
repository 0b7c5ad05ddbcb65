import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './keys';

/**
 * Home screen calls: banners, ranking and the token list (KinBo price).
 * ASSUMED path (spec §7 names the call, not its path): HOME_PATHS.articles for the banner list.
 * `/api/user/ranking` and `/api/coin/list` are given by the spec.
 */
export const HOME_PATHS = {
  articles: '/api/main/articles',
  ranking: '/api/user/ranking',
  coinList: '/api/coin/list',
} as const;

/** Spec §9: banner request type 1, page 1, limit 20. */
export const BANNER_QUERY = { type: 1, page: 1, limit: 20 } as const;

/** 0 navigates inside the app, 1 opens a new window. */
export type BannerJumpType = 0 | 1;

export interface Banner {
  id: number;
  title: string;
  img: string;
  jump_type: BannerJumpType;
  jump_url: string;
}

export interface BannerPage {
  list: Banner[];
  total: number;
}

/** Spec §9: 2 all time, 1 30 days, 0 7 days, 3 24 hours. */
export const RANKING_PERIODS = { week: 0, month: 1, allTime: 2, day: 3 } as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[keyof typeof RANKING_PERIODS];
/** Tab order on the home screen: all time (default), 30 days, 7 days, 24 hours. */
export const RANKING_TAB_ORDER: readonly RankingPeriod[] = [2, 1, 0, 3];
export const DEFAULT_RANKING_PERIOD: RankingPeriod = RANKING_PERIODS.allTime;

export interface RankingEntry {
  avatar: string;
  nickname: string;
  email: string;
  /** USDT credited in the period, decimal string. */
  number: string;
}

export interface CoinEntry {
  /** 1 = BSC (chain id 56), 2 = Polygon (137). */
  chain: number;
  name: string;
  usdt_price: string;
}

export const homeApi = {
  banners: () => api.get<BannerPage>(HOME_PATHS.articles, BANNER_QUERY),
  ranking: (type: RankingPeriod) => api.get<RankingEntry[]>(HOME_PATHS.ranking, { type }),
  coinList: () => api.get<CoinEntry[]>(HOME_PATHS.coinList),
};

/** Spec §3: the entry with chain 1 and name KinBo gives the KinBo price. */
export function kinboPrice(coins: readonly CoinEntry[] | undefined): string | null {
  const entry = coins?.find((c) => Number(c.chain) === 1 && c.name.toLowerCase() === 'kinbo');
  return entry ? entry.usdt_price : null;
}

export const bannersQuery = () =>
  queryOptions({ queryKey: queryKeys.banners, queryFn: homeApi.banners, staleTime: 5 * 60_000 });

/**
 * gcTime 0: a period's list is dropped as soon as another period is shown, so switching back
 * clears the list and reloads it (spec §2) instead of flashing an old ranking.
 */
export const rankingQuery = (type: RankingPeriod) =>
  queryOptions({ queryKey: queryKeys.ranking(type), queryFn: () => homeApi.ranking(type), staleTime: 0, gcTime: 0 });

export const coinListQuery = () =>
  queryOptions({ queryKey: queryKeys.coinList, queryFn: homeApi.coinList, staleTime: 60_000 });
