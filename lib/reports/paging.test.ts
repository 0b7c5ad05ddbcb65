import { describe, expect, it } from 'vitest';
import { canLoadMore, initialPaging, listPhase, pagingReducer, type PagingAction, type PagingState } from './paging';

type S = PagingState<number>;
const run = (state: S, ...actions: PagingAction<number>[]) => actions.reduce(pagingReducer<number>, state);
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('paging reducer (spec §4 reports list)', () => {
  it('loads page after page and finishes on a short page', () => {
    let s = run(initialPaging('a'), { type: 'request', key: 'a' });
    expect(s.loading).toBe(true);
    expect(listPhase(s)).toBe('first-load');
    s = run(s, { type: 'loaded', key: 'a', page: 1, items: page(0, 20), pageSize: 20 });
    expect(s).toMatchObject({ page: 1, loading: false, finished: false });
    expect(listPhase(s)).toBe('idle');
    s = run(s, { type: 'request', key: 'a' });
    expect(listPhase(s)).toBe('loading-more');
    s = run(s, { type: 'loaded', key: 'a', page: 2, items: page(20, 5), pageSize: 20 });
    expect(s.items).toHaveLength(25);
    expect(s.finished).toBe(true);
    expect(listPhase(s)).toBe('no-more');
    expect(canLoadMore(s)).toBe(false);
    expect(run(s, { type: 'request', key: 'a' })).toBe(s);
  });

  it('an empty first page is an empty, finished list', () => {
    const s = run(initialPaging('a'), { type: 'request', key: 'a' }, { type: 'loaded', key: 'a', page: 1, items: [], pageSize: 20 });
    expect(s.finished).toBe(true);
    expect(listPhase(s)).toBe('empty');
  });

  it('a failure marks the list finished (spec §8)', () => {
    const s = run(initialPaging('a'), { type: 'request', key: 'a' }, { type: 'loaded', key: 'a', page: 1, items: page(0, 20), pageSize: 20 }, { type: 'request', key: 'a' }, { type: 'failed', key: 'a' });
    expect(s).toMatchObject({ loading: false, finished: true, failed: true, page: 1 });
    expect(s.items).toHaveLength(20);
    expect(listPhase(s)).toBe('no-more');
  });

  it('retry asks for the same next page again after a failure', () => {
    const failed = run(initialPaging('a'), { type: 'request', key: 'a' }, { type: 'loaded', key: 'a', page: 1, items: page(0, 20), pageSize: 20 }, { type: 'request', key: 'a' }, { type: 'failed', key: 'a' });
    const retried = run(failed, { type: 'retry', key: 'a' });
    expect(retried).toMatchObject({ loading: true, finished: false, failed: false, page: 1 });
    expect(run(retried, { type: 'loaded', key: 'a', page: 2, items: page(20, 1), pageSize: 20 }).items).toHaveLength(21);
    // Retry means nothing on a list that did not fail.
    const fine = run(initialPaging('a'), { type: 'request', key: 'a' }, { type: 'loaded', key: 'a', page: 1, items: [], pageSize: 20 });
    expect(run(fine, { type: 'retry', key: 'a' })).toBe(fine);
  });

  it('a reset (tab or filter change) empties the list and starts at page 1', () => {
    const loaded = run(initialPaging('a'), { type: 'request', key: 'a' }, { type: 'loaded', key: 'a', page: 1, items: page(0, 3), pageSize: 20 });
    const s = run(loaded, { type: 'reset', key: 'b' });
    expect(s).toEqual({ key: 'b', page: 0, items: [], loading: false, finished: false, failed: false });
  });

  it('drops answers that belong to a list the user already left', () => {
    const s = run(initialPaging('a'), { type: 'request', key: 'a' }, { type: 'reset', key: 'b' }, { type: 'request', key: 'b' });
    const late = run(s, { type: 'loaded', key: 'a', page: 1, items: page(100, 20), pageSize: 20 }, { type: 'failed', key: 'a' });
    expect(late).toBe(s);
    const fresh = run(late, { type: 'loaded', key: 'b', page: 1, items: page(0, 2), pageSize: 20 });
    expect(fresh.items).toEqual([0, 1]);
  });

  it('never appends the same page twice nor a page nobody asked for', () => {
    let s = run(initialPaging('a'), { type: 'request', key: 'a' }, { type: 'loaded', key: 'a', page: 1, items: page(0, 20), pageSize: 20 });
    s = run(s, { type: 'loaded', key: 'a', page: 1, items: page(0, 20), pageSize: 20 });
    expect(s.items).toHaveLength(20);
    s = run(s, { type: 'request', key: 'a' }, { type: 'loaded', key: 'a', page: 3, items: page(0, 20), pageSize: 20 });
    expect(s.items).toHaveLength(20);
    expect(s.loading).toBe(true);
  });

  it('a second request while loading changes nothing', () => {
    const s = run(initialPaging('a'), { type: 'request', key: 'a' });
    expect(run(s, { type: 'request', key: 'a' })).toBe(s);
  });
});
