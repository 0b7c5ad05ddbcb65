/**
 * The API paths of the home, report and main calls, apart from the calls (as userPaths.ts): the
 * first-requests script (lib/boot) names them in a page's HTML without bringing React Query into the
 * page's server graph (which put all of React Query's client hooks in the page's first load).
 */

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
  /** ASSUMED: the newest record of a kind, for the confirmation screens (lib/api/assets.ts). */
  latest: '/api/report/latest',
  releasePoolInfo: '/api/user/releasePoolInfo',
  income: '/api/user/income',
  incomeInfo: '/api/user/incomeInfo',
} as const;

/** Main config and uploads (given by the spec). */
export const MAIN_PATHS = { config: '/api/main/config', upload: '/api/main/upload' } as const;
