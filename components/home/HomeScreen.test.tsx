// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeApi } from '@/lib/api/home';
import en from '@/messages/en-US.json';
import { HomeScreen } from './HomeScreen';

// The carousel's code never arrives; the card and the ranking are not what this test is about.
vi.mock('./BannerCarousel', () => new Promise(() => {}));
vi.mock('@/components/layout/LazyBalanceCard', () => ({ LazyBalanceCard: () => null }));
vi.mock('./RankingSection', () => ({ RankingSection: () => null }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('HomeScreen', () => {
  it("asks for the banners (its largest paint) with the screen, while the carousel's code is still on its way", async () => {
    const banners = vi.spyOn(homeApi, 'banners').mockReturnValue(new Promise(() => {}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="en-US" messages={en}>
          <HomeScreen />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(banners).toHaveBeenCalledTimes(1));
  });
});
