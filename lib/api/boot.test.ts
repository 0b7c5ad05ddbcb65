// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTER, reportListParams } from '@/lib/reports/filter';
import { DEFAULT_REPORT_TAB } from '@/lib/reports/tabs';
import { useReportsView } from '@/lib/reports/viewStore';
import { bootHome } from './homeBoot';
import { bootReports } from './reportsBoot';
import { bootWallet } from './walletBoot';
import { configureApiClient, resetEarly } from './client';
import { bannersQuery, coinListQuery, DEFAULT_RANKING_PERIOD, rankingQuery } from './home';
import { mainConfigQuery } from './main';
import { incomeInfoQuery, releasePoolInfoQuery, reportListQuery } from './report';
import { userInfoQuery } from './user';

// The screens' own queries must find the answers the boot lists started: same calls, same arguments.
// A drift (a changed path, query or argument in either place) shows here as a second request.

let calls: { url: string; token: string | null; lang: string | null }[];
const TOKEN = 'tok-boot';

beforeEach(() => {
  calls = [];
  resetEarly();
  localStorage.clear();
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('tokenTime', String(Math.floor(Date.now() / 1000) + 3600));
  window.history.replaceState(null, '', '/');
  useReportsView.getState().forget();
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({ url: request.url.replace(window.location.origin, ''), token: request.headers.get('Token'), lang: request.headers.get('Lang') });
    const data = request.url.includes('/api/main/articles') ? { list: [{ id: 1, img: '/b1.png' }], total: 1 } : request.url.includes('/list') ? { list: [] } : {};
    return new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { headers: { 'Content-Type': 'application/json' } });
  });
  // What the page's session gives the client after hydration.
  configureApiClient({ getToken: () => TOKEN, getLocale: () => 'en-US', onError: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('boot requests', () => {
  it('home: banners and ranking start at once with the stored token, and the screen queries take them', async () => {
    window.history.replaceState(null, '', '/home');
    const boot = bootHome();
    expect(calls.map((c) => c.url)).toEqual(['/api/main/articles?type=1&page=1&limit=20', `/api/user/ranking?type=${DEFAULT_RANKING_PERIOD}`]);
    expect(calls.every((c) => c.token === TOKEN && c.lang === 'en')).toBe(true);
    await expect(boot?.banners).resolves.toMatchObject({ list: [{ img: '/b1.png' }] });
    const qc = client();
    await qc.fetchQuery(bannersQuery('en-US'));
    await qc.fetchQuery(rankingQuery(DEFAULT_RANKING_PERIOD));
    expect(calls).toHaveLength(2);
  });

  it('reports: the default list and its income summary, taken by the list and summary queries', async () => {
    window.history.replaceState(null, '', '/reports');
    expect(bootReports()).toBe(true);
    expect(calls).toHaveLength(2);
    const qc = client();
    await qc.fetchInfiniteQuery(reportListQuery(reportListParams(DEFAULT_REPORT_TAB, DEFAULT_FILTER), 'en-US'));
    await qc.fetchQuery(incomeInfoQuery(DEFAULT_FILTER.category));
    expect(calls).toHaveLength(2);
  });

  it('reports: a tab from the address waits for its delay, so nothing starts', () => {
    window.history.replaceState(null, '', '/reports?type=kinbo');
    expect(bootReports()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('wallet: user info, config, prices and release pool, each taken by its query', async () => {
    window.history.replaceState(null, '', '/wallet/');
    bootWallet();
    expect(calls).toHaveLength(4);
    const qc = client();
    await Promise.all([qc.fetchQuery(userInfoQuery()), qc.fetchQuery(mainConfigQuery()), qc.fetchQuery(coinListQuery()), qc.fetchQuery(releasePoolInfoQuery())]);
    expect(calls).toHaveLength(4);
  });

  it('sends nothing on another page (Next evaluates a prefetched route\'s code there)', () => {
    window.history.replaceState(null, '', '/home');
    expect(bootReports()).toBeNull();
    expect(bootWallet()).toBeNull();
    window.history.replaceState(null, '', '/wallet');
    expect(bootHome()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('sends nothing without a session or with an expired one', () => {
    window.history.replaceState(null, '', '/wallet');
    localStorage.removeItem('token');
    expect(bootHome()).toBeNull();
    localStorage.setItem('token', TOKEN);
    localStorage.setItem('tokenTime', String(Math.floor(Date.now() / 1000) - 10));
    expect(bootWallet()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('an answer started for another token is not taken (a new request is sent)', async () => {
    window.history.replaceState(null, '', '/');
    bootHome();
    configureApiClient({ getToken: () => 'someone-else' });
    await client().fetchQuery(bannersQuery('en-US'));
    expect(calls).toHaveLength(3);
    expect(calls[2].token).toBe('someone-else');
  });
});
