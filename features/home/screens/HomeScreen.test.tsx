// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeApi } from '@/features/home/api';
import { coinApi } from '@/platform/account/kinboPrice';
import { queryKeys } from '@/platform/query/keys';
import { useI18n } from '@/platform/i18n/store';
import { renderWithProviders, testQueryClient } from '@/platform/testing/providers';
import { endTestSession, startTestSession } from '@/platform/testing/session';
import { RouteEntry } from '@/platform/shell/RouteEntry';
import { homeFirstQueries } from '../route.client';
import { HomeScreen } from './HomeScreen';

// The card and the ranking are not what this test is about. The ranking renders after the carousel:
// it notes how many banner requests had left by then, in the same render pass, before any effect.
const renderOrder = vi.hoisted(() => ({ bannerCallsSeenByRanking: -1, bannerCalls: (): number => 0, coinCallsSeenByRanking: -1, coinCalls: (): number => 0 }));
vi.mock('@/platform/account/BalanceCard', () => ({ BalanceCard: () => null }));
vi.mock('./RankingSection', () => ({
  RankingSection: () => {
    renderOrder.bannerCallsSeenByRanking = renderOrder.bannerCalls();
    renderOrder.coinCallsSeenByRanking = renderOrder.coinCalls();
    return null;
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useI18n.setState({ requested: null });
  endTestSession();
});

/** Home as its route shell runs it: the manifest's first queries, then the screen. */
function renderHome(client: QueryClient) {
  renderWithProviders(<RouteEntry screen={HomeScreen} firstQueries={homeFirstQueries} />, client);
}

describe('HomeScreen', () => {
  it("asks for the banners (its largest paint) and the balance card's coin list as the route is entered, once each", () => {
    const banners = vi.spyOn(homeApi, 'banners').mockReturnValue(new Promise(() => {}));
    const coins = vi.spyOn(coinApi, 'list').mockReturnValue(new Promise(() => {}));
    renderOrder.bannerCalls = () => banners.mock.calls.length;
    renderOrder.coinCalls = () => coins.mock.calls.length;
    const client = testQueryClient();
    // As Providers has done before the first render: the session read, the language detected.
    startTestSession();
    useI18n.setState({ requested: 'en-US' });
    renderHome(client);
    // Before the screen rendered (the ranking, rendered last, saw them), and the screen's own queries
    // joined them: one request each.
    expect(renderOrder.bannerCallsSeenByRanking).toBe(1);
    expect(banners).toHaveBeenCalledTimes(1);
    expect(renderOrder.coinCallsSeenByRanking).toBe(1);
    expect(coins).toHaveBeenCalledTimes(1);
  });

  it('asks only once the language is detected, and then once, in that language', () => {
    const banners = vi.spyOn(homeApi, 'banners').mockReturnValue(new Promise(() => {}));
    vi.spyOn(coinApi, 'list').mockReturnValue(new Promise(() => {}));
    const client = testQueryClient();
    startTestSession();
    renderHome(client);
    expect(banners).not.toHaveBeenCalled();
    act(() => useI18n.setState({ requested: 'ko-KR' }));
    expect(banners).toHaveBeenCalledTimes(1);
    // The one request is the Korean list's; the default language's never left.
    expect(client.isFetching({ queryKey: queryKeys.banners('ko-KR') })).toBe(1);
    expect(client.isFetching({ queryKey: queryKeys.banners('en-US') })).toBe(0);
  });
});
