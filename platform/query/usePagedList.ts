'use client';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { canLoadMore, pagingFromQuery, type PagingState } from '@/platform/query/paging';

type ListOptions<T> = UseInfiniteQueryOptions<T[], Error, InfiniteData<T[], number>, readonly unknown[], number>;

/**
 * Drives a paged list from an infinite query (features/reports/api.ts: reportListQuery, releaseListQuery).
 * A new key (tab, filter, language) is a new list from page 1; `null` options wait (nothing loads
 * until the list is known). A failed page finishes the list; retry asks for the same page again.
 */
export function usePagedList<T>(options: ListOptions<T> | null, listKey: string) {
  const enabled = options !== null;
  const query = useInfiniteQuery<T[], Error, InfiniteData<T[], number>, readonly unknown[], number>(
    options ?? {
      queryKey: ['idle-list'],
      queryFn: async () => [],
      initialPageParam: 1,
      getNextPageParam: () => undefined,
      enabled: false,
    },
  );
  const { data, isFetching, isFetchingNextPage, isError, isFetchNextPageError, hasNextPage, fetchNextPage, refetch, fetchStatus } = query;
  const isPaused = fetchStatus === 'paused';
  const items = useMemo(() => data?.pages.flat() ?? [], [data]);
  const state: PagingState<T> = pagingFromQuery(listKey, { pages: data?.pages, enabled, isFetching, isFetchingNextPage, isError, hasNextPage, isPaused }, items);

  const more = canLoadMore(state) && hasNextPage;
  const loadMore = useCallback(() => {
    if (more) void fetchNextPage();
  }, [more, fetchNextPage]);

  const retry = useCallback(() => {
    if (!isError && !isPaused) return;
    // The page that failed: the next one after the loaded pages, or the whole list when the first failed.
    if (isFetchNextPageError) void fetchNextPage();
    else void refetch();
  }, [isError, isPaused, isFetchNextPageError, fetchNextPage, refetch]);

  return { state, loadMore, retry, canLoadMore: more };
}
