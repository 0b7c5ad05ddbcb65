// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeApi } from '@/lib/api/home';
import { queryKeys } from '@/lib/api/keys';
import { useI18n } from '@/lib/i18n/store';
import en from '@/messages/en-US.json';
import { HomeScreen } from './HomeScreen';

// The card and the ranking are not what this test is about.
vi.mock('@/components/layout/LazyBalanceCard', () => ({ LazyBalanceCard: () => null }));
vi.mock('./RankingSection', () => ({ RankingSection: () => null }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useI18n.setState({ requested: null });
});

function renderHome(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en-US" messages={en}>
        <HomeScreen />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('HomeScreen', () => {
  it('asks for the banners (its largest paint) in the effects of its first render, with no code to download first', () => {
    const banners = vi.spyOn(homeApi, 'banners').mockReturnValue(new Promise(() => {}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    useI18n.setState({ requested: 'en-US' }); // as Providers' layout effect has done by then
    renderHome(client);
    // Synchronously: a lazily loaded carousel would ask only after its chunk arrived.
    expect(banners).toHaveBeenCalledTimes(1);
  });

  it('asks only once the language is detected, and then once, in that language', () => {
    const banners = vi.spyOn(homeApi, 'banners').mockReturnValue(new Promise(() => {}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderHome(client);
    expect(banners).not.toHaveBeenCalled();
    act(() => useI18n.setState({ requested: 'ko-KR' }));
    expect(banners).toHaveBeenCalledTimes(1);
    // The one request is the Korean list's; the default language's never left.
    expect(client.isFetching({ queryKey: queryKeys.banners('ko-KR') })).toBe(1);
    expect(client.isFetching({ queryKey: queryKeys.banners('en-US') })).toBe(0);
  });
});
