/**
 * API paths the spec does not give (spec §7 names these calls, not their paths): ASSUMED, one named
 * constant each, so an operator remaps a call in one place per side. The app's side is
 * `HOME_PATHS.articles` (lib/api/home.ts) and `REPORT_PATHS.list/info/releaseList` (lib/api/report.ts);
 * paths.test.ts keeps both sides equal. The root README lists them.
 */
export const ASSUMED_PATHS = {
  articles: '/api/main/articles',
  reportList: '/api/report/list',
  reportInfo: '/api/report/info',
  releaseList: '/api/report/releaseList',
  reportLatest: '/api/report/latest',
} as const;
