'use client';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocale } from 'next-intl';
import { PAGE_SIZE } from '@/lib/contract';
import { canLoadMore, initialPaging, pagingReducer, type PagingState } from '@/lib/reports/paging';

export type PageFetcher<T> = (page: number, signal: AbortSignal) => Promise<T[]>;

/**
 * Drives a paged list with the paging reducer. `key` names the list: when it changes, the list
 * resets to page 1 and loads again; the request of the old list is aborted. A null key waits
 * (nothing loads until the list is known). The active language is part of the key.
 */
export function usePagedList<T>(listKey: string | null, fetchPage: PageFetcher<T>, pageSize = PAGE_SIZE) {
  // Record titles come translated in the request's Lang: a language change is a new list.
  const locale = useLocale();
  const key = listKey === null ? null : `${locale}|${listKey}`;
  const [state, dispatch] = useReducer(pagingReducer<T>, key ?? '', (k: string) => initialPaging<T>(k));
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);

  useEffect(() => {
    if (key === null) return;
    dispatch({ type: 'reset', key });
    dispatch({ type: 'request', key });
  }, [key]);

  // One request per (list, page): it starts when the state says "loading" and is aborted when the
  // list changes or the screen goes away.
  const { loading, page, key: stateKey } = state;
  useEffect(() => {
    if (!loading || key === null || stateKey !== key) return;
    const controller = new AbortController();
    const nextPage = page + 1;
    fetchRef.current(nextPage, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) dispatch({ type: 'loaded', key: stateKey, page: nextPage, items: items ?? [], pageSize });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', key: stateKey });
      },
    );
    return () => controller.abort();
  }, [loading, page, stateKey, key, pageSize]);

  const loadMore = useCallback(() => {
    if (key !== null) dispatch({ type: 'request', key });
  }, [key]);
  const retry = useCallback(() => {
    if (key !== null) dispatch({ type: 'retry', key });
  }, [key]);

  const current: PagingState<T> = key !== null && state.key === key ? state : initialPaging<T>(key ?? '');
  return { state: current, loadMore, retry, canLoadMore: canLoadMore(current) };
}
