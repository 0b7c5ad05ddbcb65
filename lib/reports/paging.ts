/**
 * Paged-list state (spec §4 reports list): a change of tab or filter resets to page 1 with an
 * empty, unfinished list; the next page loads on scroll; the list is finished when a page returns
 * fewer items than the page size, or when a request fails.
 *
 * Every action carries the list key it belongs to, so an answer that arrives after the user
 * switched tabs is dropped instead of being appended to the wrong list.
 */
export interface PagingState<T> {
  key: string;
  /** Last page loaded (0 = none yet). */
  page: number;
  items: T[];
  loading: boolean;
  finished: boolean;
  /** True once the last request failed (the list is then finished too). */
  failed: boolean;
}

export type PagingAction<T> =
  | { type: 'reset'; key: string }
  | { type: 'request'; key: string }
  | { type: 'loaded'; key: string; page: number; items: T[]; pageSize: number }
  | { type: 'failed'; key: string }
  /** After a failure the user may ask again: the same next page is requested. */
  | { type: 'retry'; key: string };

export function initialPaging<T>(key: string): PagingState<T> {
  return { key, page: 0, items: [], loading: false, finished: false, failed: false };
}

/** True when a `request` would start a load now. */
export function canLoadMore(state: PagingState<unknown>) {
  return !state.loading && !state.finished;
}

export function pagingReducer<T>(state: PagingState<T>, action: PagingAction<T>): PagingState<T> {
  if (action.type === 'reset') return initialPaging<T>(action.key);
  if (action.key !== state.key) return state;
  switch (action.type) {
    case 'request':
      return canLoadMore(state) ? { ...state, loading: true } : state;
    case 'loaded':
      // Only the page we asked for, once: a duplicate answer must not append twice.
      if (!state.loading || action.page !== state.page + 1) return state;
      return {
        ...state,
        page: action.page,
        items: state.items.concat(action.items),
        loading: false,
        finished: action.items.length < action.pageSize,
      };
    case 'failed':
      return state.loading ? { ...state, loading: false, finished: true, failed: true } : state;
    case 'retry':
      return state.failed && !state.loading ? { ...state, loading: true, finished: false, failed: false } : state;
  }
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
