import { describe, expect, it } from 'vitest';
import { canLoadMore, listPhase, pagingFromQuery, type InfiniteListView } from './paging';

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const view = (over: Partial<InfiniteListView<number>>): InfiniteListView<number> => ({
  pages: undefined,
  enabled: true,
  isFetching: false,
  isFetchingNextPage: false,
  isError: false,
  hasNextPage: false,
  ...over,
});
const state = (over: Partial<InfiniteListView<number>>) => {
  const v = view(over);
  return pagingFromQuery('k', v, v.pages?.flat() ?? []);
};

describe('paged list state from an infinite query (spec §4 reports list)', () => {
  it('the first page loading shows the skeleton', () => {
    const s = state({ isFetching: true });
    expect(s).toMatchObject({ page: 0, loading: true, finished: false });
    expect(listPhase(s)).toBe('first-load');
  });

  it('a first page paused offline is a failure to retry, not a skeleton for ever', () => {
    const s = state({ isPaused: true });
    expect(s).toMatchObject({ failed: true, finished: true });
    expect(listPhase(s)).toBe('empty');
  });

  it('a waiting list (no tab yet) shows the skeleton too and loads nothing', () => {
    const s = state({ enabled: false });
    expect(listPhase(s)).toBe('first-load');
  });

  it('a full page leaves the list open; the next page shows "loading"; a short page finishes it', () => {
    let s = state({ pages: [page(0, 20)], hasNextPage: true });
    expect(s).toMatchObject({ page: 1, loading: false, finished: false });
    expect(listPhase(s)).toBe('idle');
    expect(canLoadMore(s)).toBe(true);
    s = state({ pages: [page(0, 20)], hasNextPage: true, isFetching: true, isFetchingNextPage: true });
    expect(listPhase(s)).toBe('loading-more');
    expect(canLoadMore(s)).toBe(false);
    s = state({ pages: [page(0, 20), page(20, 5)], hasNextPage: false });
    expect(s.items).toHaveLength(25);
    expect(listPhase(s)).toBe('no-more');
    expect(canLoadMore(s)).toBe(false);
  });

  it('an empty first page is an empty, finished list', () => {
    const s = state({ pages: [[]] });
    expect(s.finished).toBe(true);
    expect(listPhase(s)).toBe('empty');
  });

  it('a failure marks the list finished (spec §8), keeping what was loaded', () => {
    const s = state({ pages: [page(0, 20)], hasNextPage: true, isError: true });
    expect(s).toMatchObject({ loading: false, finished: true, failed: true, page: 1 });
    expect(s.items).toHaveLength(20);
    expect(listPhase(s)).toBe('no-more');
    expect(listPhase(state({ isError: true }))).toBe('empty');
  });

  it('a background refresh (after a money action) keeps the rows and the footer as they were', () => {
    const s = state({ pages: [page(0, 20)], hasNextPage: true, isFetching: true });
    expect(s.loading).toBe(false);
    expect(listPhase(s)).toBe('idle');
  });
});
