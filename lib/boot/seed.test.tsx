// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannersQuery } from '@/lib/api/home';
import { mainConfigQuery } from '@/lib/api/main';
import { reportListQuery } from '@/lib/api/report';
import { userInfoQuery } from '@/lib/api/user';
import { coinListQuery } from '@/lib/api/home';
import { DEFAULT_FILTER, reportListParams } from '@/lib/reports/filter';
import { DEFAULT_REPORT_TAB } from '@/lib/reports/tabs';
import { FIRST_REQUESTS, firstRequestsScript } from './firstRequests';
import { useFirstRequestSeed } from './seed';
import { FIRST_REQUESTS_GLOBAL, seedKey } from './seedKey';

const KEY = ['config', 'banners', 'en-US'] as const;
const globals = window as unknown as Record<string, unknown>;

function park(key: readonly unknown[], answer: unknown) {
  const parked = (globals[FIRST_REQUESTS_GLOBAL] ??= {}) as Record<string, Promise<unknown>>;
  parked[seedKey(key)] = Promise.resolve(answer);
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

/** A screen that seeds its query, then uses it as its components do. */
function useScreen(ownCall: () => Promise<unknown>) {
  const options = queryOptions({ queryKey: KEY, queryFn: ownCall });
  useFirstRequestSeed(options);
  return useQuery(options);
}

afterEach(() => {
  delete globals[FIRST_REQUESTS_GLOBAL];
  localStorage.clear();
  document.documentElement.removeAttribute('data-lang-pending');
  vi.unstubAllGlobals();
});

describe('useFirstRequestSeed', () => {
  it('a parked success answer is the query data: the screen does not ask again', async () => {
    park(KEY, { body: { code: 0, data: { list: ['parked'] } }, sentAt: 1, receivedAt: 2 });
    const ownCall = vi.fn(async () => ({ list: ['own'] }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useScreen(ownCall), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ list: ['parked'] }));
    expect(ownCall).not.toHaveBeenCalled();
  });

  it('a failed or error answer falls back to the query own call (which toasts, ends a session)', async () => {
    for (const answer of [null, { body: { code: 40100, msg: 'Token expired' }, sentAt: 1, receivedAt: 2 }]) {
      park(KEY, answer);
      const ownCall = vi.fn(async () => ({ list: ['own'] }));
      const { wrapper } = setup();
      const { result } = renderHook(() => useScreen(ownCall), { wrapper });
      await waitFor(() => expect(result.current.data).toEqual({ list: ['own'] }));
      expect(ownCall).toHaveBeenCalledTimes(1);
    }
  });

  it('an answer is taken once: the next mount (a client-side visit) asks as usual', async () => {
    park(KEY, { body: { code: 0, data: 'parked' }, sentAt: 1, receivedAt: 2 });
    const first = setup();
    const one = renderHook(() => useScreen(async () => 'own'), { wrapper: first.wrapper });
    await waitFor(() => expect(one.result.current.data).toBe('parked'));
    const second = setup();
    const two = renderHook(() => useScreen(async () => 'own'), { wrapper: second.wrapper });
    await waitFor(() => expect(two.result.current.data).toBe('own'));
  });

  it('a paged list gets the answer as its first page rows', async () => {
    const options = reportListQuery(reportListParams(DEFAULT_REPORT_TAB, DEFAULT_FILTER), 'en-US');
    park(options.queryKey, { body: { code: 0, data: { list: [{ id: 7 }], total: 1 } }, sentAt: 1, receivedAt: 2 });
    const { wrapper } = setup();
    // As ReportList: seed, then the paged list's own query (gcTime 0: it lives while observed).
    const { result } = renderHook(
      () => {
        useFirstRequestSeed(options, { fromData: (data) => (data as { list: unknown[] }).list });
        return useInfiniteQuery(options);
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual({ pages: [[{ id: 7 }]], pageParams: [1] }));
  });
});

describe('first-requests script', () => {
  it('parks each request of the route under the key of the query its screen asks with', () => {
    const keys = (route: keyof typeof FIRST_REQUESTS) => FIRST_REQUESTS[route].map((r) => r.key);
    expect(keys('/home')).toEqual([bannersQuery('en-US').queryKey]);
    expect(keys('/reports')).toEqual([reportListQuery(reportListParams(DEFAULT_REPORT_TAB, DEFAULT_FILTER), 'en-US').queryKey]);
    expect(keys('/wallet')).toEqual([userInfoQuery().queryKey, mainConfigQuery().queryKey, coinListQuery().queryKey]);
  });

  it('with a live session and the default language, fetches with the session token and Lang en', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: 'x' })));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'abc');
    localStorage.setItem('tokenTime', String(Math.floor(Date.now() / 1000) + 3600));
    new Function(firstRequestsScript('/wallet'))();
    expect(fetchMock.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['/api/user/info', '/api/main/config', '/api/coin/list']);
    expect((fetchMock.mock.calls[0] as unknown[])[1]).toEqual({ headers: { Token: 'abc', Lang: 'en', Accept: 'application/json' } });
    const parked = globals[FIRST_REQUESTS_GLOBAL] as Record<string, Promise<{ body: unknown }>>;
    expect((await parked[seedKey(['balances', 'userInfo'])]).body).toEqual({ code: 0, data: 'x' });
  });

  it('reports: asks nothing when the screen opens on another tab (?type=, or one handed over by another screen)', () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'abc');
    window.history.replaceState(null, '', '/reports?type=kinbo');
    new Function(firstRequestsScript('/reports'))();
    window.history.replaceState(null, '', '/reports');
    sessionStorage.setItem('reports.initialTab', 'kinbo');
    new Function(firstRequestsScript('/reports'))();
    expect(fetchMock).not.toHaveBeenCalled();
    sessionStorage.clear();
    new Function(firstRequestsScript('/reports'))();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a live session, or while another language loads', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    new Function(firstRequestsScript('/home'))();
    localStorage.setItem('token', 'abc');
    localStorage.setItem('tokenTime', '1000');
    new Function(firstRequestsScript('/home'))();
    localStorage.setItem('tokenTime', '');
    document.documentElement.setAttribute('data-lang-pending', '');
    new Function(firstRequestsScript('/home'))();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
