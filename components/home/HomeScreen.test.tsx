// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeApi } from '@/lib/api/home';
import en from '@/messages/en-US.json';
import { HomeScreen } from './HomeScreen';

// The card and the ranking are not what this test is about.
vi.mock('@/components/layout/LazyBalanceCard', () => ({ LazyBalanceCard: () => null }));
vi.mock('./RankingSection', () => ({ RankingSection: () => null }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('HomeScreen', () => {
  it('asks for the banners (its largest paint) in the effects of its first render, with no code to download first', () => {
    const banners = vi.spyOn(homeApi, 'banners').mockReturnValue(new Promise(() => {}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="en-US" messages={en}>
          <HomeScreen />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    // Synchronously: a lazily loaded carousel would ask only after its chunk arrived.
    expect(banners).toHaveBeenCalledTimes(1);
  });
});
