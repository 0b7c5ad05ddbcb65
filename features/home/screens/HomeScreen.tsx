'use client';
import { useTranslations } from 'next-intl';
import { LazyBalanceCard } from '@/platform/account/LazyBalanceCard';
import { preloadWhileRendering } from '@/platform/async/lazy';
import { coinListQuery } from '@/platform/account/kinboPrice';
import { useRequestWhileHydrating } from '@/platform/query/useRequestWhileHydrating';
import { BannerCarousel } from './BannerCarousel';
import { RankingSection } from './RankingSection';

/**
 * Spec §2 home: banner carousel, the balance card (issue 12), then the ranking. The carousel is in
 * Home's first load although it draws only a skeleton until the banners arrive: its first banner is
 * the largest paint, and loaded lazily it asked for the banners only once its code had come.
 * `npm run measure`, /home, median of 9, runs of the same day: LCP 2823 ms and TBT 286 ms, against
 * 2879 and 372 lazy with its banners prefetched, and 3075 and 451 lazy alone. The first load stays
 * within its 170 KiB because what the app layout shares with the visitors' pages is no longer copied
 * into each page (`shellShared` in next.config.mjs).
 */
export function HomeScreen() {
  const t = useTranslations('home');
  // The balance card's code and its KinBo price (the coin list) leave while the page hydrates, in the
  // task that renders this screen, just before the carousel sends the banners' request
  // (lib/api/useRequestWhileHydrating.ts).
  preloadWhileRendering(LazyBalanceCard);
  useRequestWhileHydrating(coinListQuery());
  return (
    <div className="flex flex-col gap-6 py-3">
      <h1 className="sr-only">{t('title')}</h1>
      <BannerCarousel />
      <LazyBalanceCard />
      <RankingSection />
    </div>
  );
}
