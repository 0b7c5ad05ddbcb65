import type { DehydratedState } from '@tanstack/react-query';

/**
 * What of the query cache a warm open may show before the network answers, and how the saved copy is
 * checked before it is used. Pure: no storage, no React (storage.ts and usePersistedCache.ts).
 */

/** Bumped when the saved shape changes; with the app version it forms the buster. */
export const CACHE_FORMAT = 1;
/** A saved copy older than this is dropped (a week). */
export const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** The saved copy never exceeds this many bytes of JSON; the largest queries are left out first. */
export const MAX_BYTES = 512 * 1024;

export const cacheBuster = (appVersion: string | undefined) => `${appVersion ?? 'dev'}:${CACHE_FORMAT}`;

const at = (key: readonly unknown[], index: number) => key[index];

/**
 * The reads safe to show stale: user info and balances, config and banners, ranking, the room and
 * auction lists, record lists (their first page only, see `trimPages`), my vouchers. Never a room or an
 * auction itself (its seats, its current price), an e-mail check or a market list: what a money action
 * decides on is fetched fresh.
 */
export function isPersistable(queryKey: readonly unknown[]): boolean {
  const [domain, kind] = [at(queryKey, 0), at(queryKey, 1)];
  switch (domain) {
    case 'balances':
      return kind === 'userInfo' || kind === 'income' || kind === 'incomeInfo' || kind === 'releasePool';
    case 'config':
      return kind === 'main' || kind === 'banners';
    case 'coins':
      return kind === 'list';
    case 'ranking':
      return true;
    case 'rooms':
    case 'bids':
      return kind === 'list';
    case 'reports':
      return kind === 'list' || kind === 'releaseList';
    case 'vouchers':
      return kind === 'mine';
    default:
      return false;
  }
}

/** What is written: the dehydrated queries with whose they are and which app wrote them. */
export interface SavedCache {
  format: typeof CACHE_FORMAT;
  buster: string;
  account: number;
  savedAt: number;
  state: DehydratedState;
}

type DehydratedQuery = DehydratedState['queries'][number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An infinite list keeps its first page: enough to show at once, and bounded. */
function trimPages(query: DehydratedQuery): DehydratedQuery {
  const data = query.state.data;
  if (!isRecord(data) || !Array.isArray(data.pages) || !Array.isArray(data.pageParams) || data.pages.length <= 1) return query;
  return { ...query, state: { ...query.state, data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } } };
}

/** The saved copy of `state` for `account`, its queries cut to the allow-list and to `maxBytes`. */
export function toSaved(state: DehydratedState, account: number, buster: string, now: number, maxBytes = MAX_BYTES): SavedCache | null {
  const queries = state.queries.filter((q) => q.state.status === 'success' && isPersistable(q.queryKey)).map(trimPages);
  const sized = queries.map((query) => ({ query, bytes: JSON.stringify(query).length })).sort((a, b) => a.bytes - b.bytes);
  const kept: DehydratedQuery[] = [];
  let total = 200;
  for (const { query, bytes } of sized) {
    if (total + bytes > maxBytes) break;
    total += bytes;
    kept.push(query);
  }
  if (kept.length === 0) return null;
  return { format: CACHE_FORMAT, buster, account, savedAt: now, state: { mutations: [], queries: kept } };
}

const isQuery = (value: unknown): value is DehydratedQuery =>
  isRecord(value) &&
  Array.isArray(value.queryKey) &&
  typeof value.queryHash === 'string' &&
  isRecord(value.state) &&
  value.state.status === 'success' &&
  typeof value.state.dataUpdatedAt === 'number' &&
  value.state.data !== undefined;

/**
 * The queries of a saved copy that may be shown to `account` now, or null: another account's copy, another
 * app version's, an expired one or one of any other shape is not used (and the caller erases it).
 * Queries no longer on the allow-list are left out.
 */
export function fromSaved(raw: unknown, expect: { account: number; buster: string; now: number; maxAge?: number }): DehydratedState | null {
  if (!isRecord(raw) || raw.format !== CACHE_FORMAT || raw.buster !== expect.buster || raw.account !== expect.account) return null;
  if (typeof raw.savedAt !== 'number' || expect.now - raw.savedAt > (expect.maxAge ?? MAX_AGE_MS) || raw.savedAt > expect.now + 60_000) return null;
  if (!isRecord(raw.state) || !Array.isArray(raw.state.queries)) return null;
  const queries = raw.state.queries.filter(isQuery).filter((q) => isPersistable(q.queryKey));
  return queries.length ? { mutations: [], queries } : null;
}
