// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pagedListOptions } from '@/platform/query/paging';
import { usePagedList } from './usePagedList';

const SIZE = 3;
let queryClient: QueryClient;
let calls: Array<{ key: string; page: number }>;
let failPage: number | null;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  calls = [];
  failPage = null;
});

/** A list of `total` numbers served SIZE per page. */
function listOptions(key: string, total: number) {
  return pagedListOptions<string>(
    ['reports', 'test', key],
    async (page) => {
      calls.push({ key, page });
      if (page === failPage) throw new Error('Server is busy');
      const list = Array.from({ length: Math.max(0, Math.min(SIZE, total - (page - 1) * SIZE)) }, (_, i) => `${key}${(page - 1) * SIZE + i}`);
      return { list };
    },
    SIZE,
  );
}

function render(initial: { key: string | null; total: number }) {
  return renderHook(({ key, total }) => usePagedList<string>(key === null ? null : listOptions(key, total), key ?? ''), {
    wrapper,
    initialProps: initial,
  });
}

describe('usePagedList on an infinite query', () => {
  it('loads page after page on demand and finishes on a short page', async () => {
    const { result } = render({ key: 'a', total: 7 });
    await waitFor(() => expect(result.current.state.items).toEqual(['a0', 'a1', 'a2']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.state.items).toHaveLength(6));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.state.finished).toBe(true));
    expect(result.current.state.items).toHaveLength(7);
    act(() => result.current.loadMore());
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('waits while the key is null, and a new key starts again at page 1', async () => {
    const { result, rerender } = render({ key: null, total: 7 });
    expect(calls).toEqual([]);
    expect(result.current.state).toMatchObject({ page: 0, items: [] });
    rerender({ key: 'a', total: 7 });
    await waitFor(() => expect(result.current.state.items).toHaveLength(3));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.state.items).toHaveLength(6));
    rerender({ key: 'b', total: 7 });
    expect(result.current.state.items).toEqual([]); // the skeleton, not the old list
    await waitFor(() => expect(result.current.state.items).toEqual(['b0', 'b1', 'b2']));
    expect(calls).toEqual([
      { key: 'a', page: 1 },
      { key: 'a', page: 2 },
      { key: 'b', page: 1 },
    ]);
  });

  it('coming back to a list left behind starts again at page 1 with a skeleton; leaving the screen removes its list', async () => {
    const { result, rerender, unmount } = render({ key: 'a', total: 7 });
    await waitFor(() => expect(result.current.state.items).toHaveLength(3));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.state.items).toHaveLength(6));
    rerender({ key: 'b', total: 7 });
    await waitFor(() => expect(result.current.state.items).toEqual(['b0', 'b1', 'b2']));
    rerender({ key: 'a', total: 7 });
    expect(result.current.state.items).toEqual([]); // not the two pages loaded before
    await waitFor(() => expect(result.current.state.items).toEqual(['a0', 'a1', 'a2']));
    expect(calls).toEqual([
      { key: 'a', page: 1 },
      { key: 'a', page: 2 },
      { key: 'b', page: 1 },
      { key: 'a', page: 1 },
    ]);
    unmount();
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['reports', 'test'] })).toEqual([]));
  });

  it('a failed page finishes the list; retry asks for the same page again', async () => {
    failPage = 2;
    const { result } = render({ key: 'a', total: 9 });
    await waitFor(() => expect(result.current.state.items).toHaveLength(3));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.state.failed).toBe(true));
    expect(result.current.state).toMatchObject({ finished: true, items: ['a0', 'a1', 'a2'] });
    act(() => result.current.loadMore()); // scrolling on does nothing
    failPage = null;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.items).toHaveLength(6));
    expect(calls.map((c) => c.page)).toEqual([1, 2, 2]);
  });

  it('a failed first page shows the empty state with a retry that loads page 1', async () => {
    failPage = 1;
    const { result } = render({ key: 'a', total: 2 });
    await waitFor(() => expect(result.current.state.failed).toBe(true));
    failPage = null;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.items).toEqual(['a0', 'a1']));
    expect(result.current.state.finished).toBe(true);
  });

  it('invalidating "reports" (a money action) reloads the loaded pages in place', async () => {
    const { result } = render({ key: 'a', total: 7 });
    await waitFor(() => expect(result.current.state.items).toHaveLength(3));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.state.items).toHaveLength(6));
    await act(() => queryClient.invalidateQueries({ queryKey: ['reports'] }));
    expect(calls.map((c) => c.page)).toEqual([1, 2, 1, 2]);
    expect(result.current.state.items).toHaveLength(6);
  });
});
