import { BANNER_QUERY, PAGE_SIZE } from '@/lib/contract/enums';
import { appConfig } from '@/lib/config';
import { queryKeys } from '@/lib/api/keys';
import { HOME_PATHS, MAIN_PATHS, REPORT_PATHS } from '@/lib/api/paths';
import { USER_PATHS } from '@/lib/api/userPaths';
import { DEFAULT_FILTER, reportListParams } from '@/lib/reports/filter';
import { INITIAL_TAB_KEY } from '@/lib/reports/navState';
import { DEFAULT_REPORT_TAB } from '@/lib/reports/tabs';
import { DEFAULT_LOCALE, LANG_HEADER } from '@/lib/i18n/locales';
import { STORAGE_KEYS } from '@/lib/storage/safeStorage';
import { FIRST_REQUESTS_GLOBAL, seedKey } from './seedKey';

/**
 * THE speed trick of issue 26, in one place: a route's first requests start while its HTML is parsed.
 *
 * On /home, /reports and /wallet the largest paint is data (the first banner, the first records, the
 * total balance). Without this the request waited for the page's code, hydration and (on /home) the
 * carousel's own chunk: HTML → JS → hydrate → chunk → API → paint. With it the answer is there when
 * the screen mounts: HTML → JS → hydrate → paint. The inline script below only fetches and parks the
 * answers; the screens hand them to React Query through useFirstRequestSeed (seed.ts), which falls back
 * to the ordinary call when an answer is missing, failed or for another list. Nothing else changes:
 * without the script (another page, a client-side navigation, another language, no session) every
 * screen asks as before.
 *
 * Measured gain (npm run measure, same run, median of 3, LCP ratio to the framework floor):
 * see the commit that adds it and the comment on FIRST_REQUESTS.
 *
 * The script runs only for the default language (the HTML's own; the root layout's pending script
 * marks <html> for any other, and those screens ask in their language after hydration) and a live
 * session (a visitor without one goes to the login screen).
 */

interface FirstRequest {
  /** The React Query key the answer seeds (the screen's own query, in the default language). */
  key: readonly unknown[];
  path: string;
  query?: Record<string, string | number>;
}

/** When a route's screen will not open on these requests' list: nothing is asked (no wasted request). */
interface SkipWhen {
  /** The address has this parameter. */
  searchParam?: string;
  /** sessionStorage has this key. */
  sessionKey?: string;
}

const homeRequests: FirstRequest[] = [{ key: [...queryKeys.banners, DEFAULT_LOCALE], path: HOME_PATHS.articles, query: BANNER_QUERY }];

// Reports opens on Overview with the default filter unless the address (?type=) or another screen
// (navState's initial tab) picks a tab: then nothing is asked here (ReportsScreen, decideInitialView).
const reportsParams = reportListParams(DEFAULT_REPORT_TAB, DEFAULT_FILTER);
const reportsRequests: FirstRequest[] = [
  { key: queryKeys.reportList(reportsParams, DEFAULT_LOCALE), path: REPORT_PATHS.list, query: { ...reportsParams, page: 1, limit: PAGE_SIZE } as Record<string, string | number> },
];

// The wallet's total needs the balances, the rates (main config) and the KinBo price (token list).
const walletRequests: FirstRequest[] = [
  { key: queryKeys.userInfo, path: USER_PATHS.info },
  { key: queryKeys.mainConfig, path: MAIN_PATHS.config },
  { key: queryKeys.coinList, path: HOME_PATHS.coinList },
];

export const FIRST_REQUESTS = { '/home': homeRequests, '/reports': reportsRequests, '/wallet': walletRequests } as const;
const SKIP_WHEN: Partial<Record<keyof typeof FIRST_REQUESTS, SkipWhen>> = { '/reports': { searchParam: 'type', sessionKey: INITIAL_TAB_KEY } };

function queryString(query: FirstRequest['query']) {
  if (!query) return '';
  return `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
}

/** The inline script of a route: one fetch per request, each answer parked under its query key. */
export function firstRequestsScript(route: keyof typeof FIRST_REQUESTS) {
  const base = appConfig.apiBase.replace(/\/$/, '');
  const requests = FIRST_REQUESTS[route].map((r) => [seedKey(r.key), `${base}${r.path}${queryString(r.query)}`]);
  const skip = SKIP_WHEN[route];
  const skipTests = [
    skip?.searchParam && `new URLSearchParams(location.search).has(${JSON.stringify(skip.searchParam)})`,
    skip?.sessionKey && `sessionStorage.getItem(${JSON.stringify(skip.sessionKey)})!==null`,
  ].filter(Boolean);
  return `(function(){try{
if(document.documentElement.hasAttribute('data-lang-pending')${skipTests.map((test) => `||${test}`).join('')})return;
var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}),e=Number(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.tokenTime)}));
if(!t||(e&&e<=Date.now()/1000))return;
var h={Token:t,Lang:${JSON.stringify(LANG_HEADER[DEFAULT_LOCALE])},Accept:'application/json'},p=window[${JSON.stringify(FIRST_REQUESTS_GLOBAL)}]={};
${JSON.stringify(requests)}.forEach(function(r){var s=Date.now();p[r[0]]=fetch(r[1],{headers:h}).then(function(x){return x.json()}).then(function(b){return{body:b,sentAt:s,receivedAt:Date.now()}},function(){return null})});
}catch(x){}})()`;
}

/** Put in a route's page: the route's first requests, started at HTML parse. */
export function FirstRequests({ route }: { route: keyof typeof FIRST_REQUESTS }) {
  return <script dangerouslySetInnerHTML={{ __html: firstRequestsScript(route) }} />;
}
