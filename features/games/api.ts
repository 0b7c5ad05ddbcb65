import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http/call';
import { queryKeys, type MoneyDomain } from '../../platform/query/keys';
import { isLiveFed } from './live/liveState';
import { isRefusedByServer } from '../../platform/http/serverErrors';
import { AUTO_BID, BID, ROOM } from '@/shared/contract/endpoints/games';
import type { BiddingRoomCard, GroupRoomPage } from '@/shared/contract';

// The game calls: their queries, pages and mutations (server/README.md "Games").

/** Lists and rooms refresh this often while the page is visible (React Query pauses in the background). */
export const GAME_POLL_MS = 2_000;
export const GAME_PAGE_SIZE = 20;
/** While the live stream feeds a room, polling is only a slow safety net (features/games/live/live.ts). */
export const GAME_LIVE_POLL_MS = 30_000;
/**
 * A room the server refused (gone, bad id) is not asked again every 2 s; one that could not be asked
 * (offline, a timeout) is, so the screen comes back by itself when the network does; a room the live
 * stream feeds is asked rarely.
 */
const poll = (query: { state: { status: string; error: unknown }; queryKey: readonly unknown[] }) =>
  query.state.status === 'error' && isRefusedByServer(query.state.error) ? false : isLiveFed(query.queryKey) ? GAME_LIVE_POLL_MS : GAME_POLL_MS;

export const gameApi = {
  roomList: (page = 1, limit = GAME_PAGE_SIZE, signal?: AbortSignal) => call(ROOM.list, { page, limit }, { signal }),
  roomInfo: (id: number, signal?: AbortSignal) => call(ROOM.info, { id }, { signal }),
  joinRoom: (id: number, password: string) => call(ROOM.join, { id, password }),
  bidList: (page = 1, limit = GAME_PAGE_SIZE, signal?: AbortSignal) => call(BID.list, { page, limit }, { signal }),
  bidInfo: (id: number, signal?: AbortSignal) => call(BID.info, { id }, { signal }),
  joinBid: (id: number) => call(BID.join, { id }),
  /** `amount`: the bid the user confirmed; refused (60008) with the new one when the price moved. */
  bid: (id: number, password: string, amount?: string) => call(BID.bid, amount === undefined ? { id, password } : { id, password, amount }),
  /** The auto-bid (local API additions): an API without them answers 10404, and the read is silent. */
  autoBidInfo: (id: number, signal?: AbortSignal) => call(AUTO_BID.info, { id }, { signal, silent: true }),
  setAutoBid: (id: number, max: string, password: string) => call(AUTO_BID.set, { id, max, password }),
  cancelAutoBid: (id: number) => call(AUTO_BID.cancel, { id }),
};

/** Flash Deal rooms, infinite scroll (page, limit 20); each page keeps next_start_time for the empty state; polled. */
export const roomListQuery = () =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.rooms, 'list'] as const,
    queryFn: ({ pageParam, signal }) => gameApi.roomList(pageParam, GAME_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GroupRoomPage, all: GroupRoomPage[]) => nextPage(last?.list, all.length),
    refetchInterval: poll,
  });

/** The next page number, or undefined when the last page was short (the end of the list). */
export function nextPage(last: readonly unknown[] | undefined, loaded: number): number | undefined {
  return Array.isArray(last) && last.length >= GAME_PAGE_SIZE ? loaded + 1 : undefined;
}

export const roomInfoQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.rooms, 'info', id] as const,
    queryFn: ({ signal }) => gameApi.roomInfo(id, signal),
    refetchInterval: poll,
  });

/** Flash Bid auctions, infinite scroll (spec: infinite scroll for bids); polled. */
export const bidListQuery = () =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.bids, 'list'] as const,
    queryFn: async ({ pageParam, signal }) => {
      const data = await gameApi.bidList(pageParam, GAME_PAGE_SIZE, signal);
      return Array.isArray(data?.list) ? data.list : ([] as BiddingRoomCard[]);
    },
    initialPageParam: 1,
    getNextPageParam: (last: BiddingRoomCard[], all: BiddingRoomCard[][]) => nextPage(last, all.length),
    refetchInterval: poll,
  });

export const bidInfoQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.bids, 'info', id] as const,
    queryFn: ({ signal }) => gameApi.bidInfo(id, signal),
    refetchInterval: poll,
  });

/**
 * The caller's auto-bid in one auction, read again whenever the auction changes (the room screen asks);
 * an error (an API without it) hides the control, so it is not retried.
 */
export const autoBidQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.bids, 'auto', id] as const,
    queryFn: ({ signal }) => gameApi.autoBidInfo(id, signal),
    retry: false,
  });

/** What a join or bid changes: balances, records and the rooms (lists and the room itself). */
export const ROOM_ACTION_DOMAINS: readonly MoneyDomain[] = ['balances', 'reports', 'rooms'];
export const BID_ACTION_DOMAINS: readonly MoneyDomain[] = ['balances', 'reports', 'bids'];

/** A room that moved between pages while polling (a new room pushes the others down) is shown once. */
export function uniqueById<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
