import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http/call';
import { queryKeys } from '../../platform/query/keys';
import { BANNER_QUERY, RANKING_PERIODS } from '@/shared/contract/enums';
import { MAIN } from '@/shared/contract/endpoints/main';
import { REWARDS } from '@/shared/contract/endpoints/user';
import type { RankingPeriod } from '@/shared/contract';

/** Tab order on the home screen: all time (default), 30 days, 7 days, 24 hours. */
export const RANKING_TAB_ORDER: readonly RankingPeriod[] = [2, 1, 0, 3];
export const DEFAULT_RANKING_PERIOD: RankingPeriod = RANKING_PERIODS.allTime;

/** Home screen calls: banners and ranking. */
export const homeApi = {
  banners: () => call(MAIN.articles, BANNER_QUERY),
  ranking: (type: RankingPeriod) => call(REWARDS.ranking, { type }),
};

/** Banner title and call to action come in the request's Lang: the language is part of the key. */
export const bannersQuery = (locale: string) => queryOptions({ queryKey: queryKeys.banners(locale), queryFn: homeApi.banners, staleTime: 5 * 60_000 });

/**
 * One query per period. A switch of period clears that period's list before showing it, so it reloads
 * with its skeleton (spec §2) instead of flashing an old ranking (RankingSection). Kept while
 * unobserved and fresh for 10 s (as the user info), so that the request Home sends while hydrating is
 * still there, and still good, when its observer mounts on a slow phone.
 */
export const rankingQuery = (type: RankingPeriod) => queryOptions({ queryKey: queryKeys.ranking(type), queryFn: () => homeApi.ranking(type), staleTime: 10_000 });
