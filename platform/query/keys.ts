import type { QueryClient } from '@tanstack/react-query';
import type { RankingPeriod, ReportQuery, RewardCategory } from '@/shared/contract';
import { isLocale } from '@/platform/i18n/locales';

/**
 * Query-key factory by DOMAIN: every query lives under the domain whose change makes it stale, so a
 * money action invalidates one prefix instead of a list of screens. `balances` holds everything that
 * shows an amount the user owns (user info, income, release pool); `reports` every record list.
 */
export const queryKeys = {
  balances: ['balances'] as const,
  userInfo: ['balances', 'userInfo'] as const,
  income: ['balances', 'income'] as const,
  incomeInfo: (category: RewardCategory) => ['balances', 'incomeInfo', category] as const,
  releasePoolInfo: ['balances', 'releasePool'] as const,

  reports: ['reports'] as const,
  /** One record list: tab, filter and the language its titles come in. */
  reportList: (list: Omit<ReportQuery, 'page' | 'limit'>, locale: string) => ['reports', 'list', list, locale] as const,
  releaseList: (locale: string) => ['reports', 'releaseList', locale] as const,
  reportInfo: (id: number) => ['reports', 'info', id] as const,
  /** The newest record of a kind (confirmation screens), in the language its title comes in. */
  latestRecord: (kind: string, locale: string) => ['reports', 'latest', kind, locale] as const,

  /** The inbox: its unread count and its pages. */
  notices: ['notices'] as const,
  noticeUnread: ['notices', 'unread'] as const,
  noticeList: ['notices', 'list'] as const,
  /** Not under `notices`: a new entry does not make the preferences stale. */
  noticePrefs: ['noticePrefs'] as const,

  config: ['config'] as const,
  mainConfig: ['config', 'main'] as const,
  /** The home banners, in the language their titles come in. */
  banners: (locale: string) => ['config', 'banners', locale] as const,
  coins: ['coins'] as const,
  coinList: ['coins', 'list'] as const,
  ranking: (period: RankingPeriod) => ['ranking', period] as const,
  users: ['users'] as const,
  checkEmail: (email: string) => ['users', 'checkEmail', email] as const,

  // The games' and the wallet's lists (features/games/api.ts, features/vouchers/api.ts, features/wallet/tickets/api.ts) go under these prefixes.
  rooms: ['rooms'] as const,
  bids: ['bids'] as const,
  vouchers: ['vouchers'] as const,
  tickets: ['tickets'] as const,
};

/**
 * A query whose answer holds server texts (titles, record names) ends its key with the language of the
 * request (`useRequestLanguage`): reportList, releaseList, latestRecord and banners above. A switch of
 * language gives it a new key, so that alone fetches it in the new language.
 */
export const isKeyedByLanguage = (queryKey: readonly unknown[]) => isLocale(queryKey.at(-1));

/** Domains a money action may change. */
export type MoneyDomain = 'balances' | 'reports' | 'rooms' | 'bids' | 'vouchers' | 'tickets' | 'ranking';

/** The query-key prefixes of the given domains (what `useMoneyAction` invalidates). */
export function domainKeys(domains: readonly MoneyDomain[]): ReadonlyArray<readonly [MoneyDomain]> {
  return domains.map((domain) => [domain] as const);
}

/** Marks every query of the given domains stale (and refetches the ones on screen). */
export function invalidateDomains(queryClient: QueryClient, domains: readonly MoneyDomain[]): Promise<unknown> {
  return Promise.all(domainKeys(domains).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A change of any balance also adds a record: the default set a money action invalidates. */
export const BALANCE_DOMAINS: readonly MoneyDomain[] = ['balances', 'reports'];
