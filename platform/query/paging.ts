import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { Page } from '@/shared/contract';
/**
 * Paged-list state (spec §4 reports list): a change of tab or filter resets to page 1 with an
 * empty, unfinished list; the next page loads on scroll; the list is finished when a page returns
 * fewer items than the page size, or when a request fails. The lists run on React Query's infinite
 * queries (features/reports/api.ts); this module turns a query's state into what the list shows.
 */
export interface PagingState<T> {
  key: string;
  /** Pages loaded (0 = none yet). */
  page: number;
  items: T[];
  loading: boolean;
  finished: boolean;
  /** True once the last request failed (the list is then finished too). */
  failed: boolean;
}

/** The parts of an infinite query's result the list depends on. */
export interface InfiniteListView<T> {
  pages: readonly T[][] | undefined;
  enabled: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  hasNextPage: boolean;
  /** The first page waits for the device to come back online (React Query pauses it). */
  isPaused?: boolean;
}

export function initialPaging<T>(key: string): PagingState<T> {
  return { key, page: 0, items: [], loading: false, finished: false, failed: false };
}

/** What a list shows for a query: items so far, loading (first page or next), finished, failed. */
export function pagingFromQuery<T>(key: string, view: InfiniteListView<T>, items: T[]): PagingState<T> {
  if (!view.enabled) return initialPaging<T>(key);
  const page = view.pages?.length ?? 0;
  // Offline, a first page that waits is a failure to retry, not a skeleton for ever.
  const failed = (view.isError && !view.isFetching) || (!!view.isPaused && page === 0);
  const loading = view.isFetchingNextPage || (view.isFetching && page === 0);
  const finished = failed || (page > 0 && !view.hasNextPage && !loading);
  return { key, page, items, loading, finished, failed };
}

/** True when a `loadMore` would start a load now. */
export function canLoadMore(state: PagingState<unknown>) {
  return !state.loading && !state.finished;
}

/** What the list shows under its rows. */
export function listPhase(state: PagingState<unknown>): 'first-load' | 'empty' | 'loading-more' | 'no-more' | 'idle' {
  if (state.items.length === 0) {
    if (state.loading || (!state.finished && state.page === 0)) return 'first-load';
    return 'empty';
  }
  if (state.loading) return 'loading-more';
  return state.finished ? 'no-more' : 'idle';
}

/**
 * A paged list as an infinite query (spec §4): page 1 first, the next page while the last one was
 * full, finished on a short page. gcTime 0: a list left behind (another tab or filter) is dropped,
 * so coming back starts again at page 1 with a skeleton rather than showing an old list.
 */
export function pagedListOptions<T>(queryKey: readonly unknown[], fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>, pageSize: number) {
  return infiniteQueryOptions<T[], Error, InfiniteData<T[], number>, readonly unknown[], number>({
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const data = await fetchPage(pageParam, signal);
      return Array.isArray(data?.list) ? data.list : [];
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage: T[], allPages: T[][]) => (lastPage.length < pageSize ? undefined : allPages.length + 1),
    gcTime: 0,
  });
}
