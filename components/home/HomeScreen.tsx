'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { bannersQuery } from '@/lib/api/home';
import { LazyBalanceCard } from '@/components/layout/LazyBalanceCard';
import { lazyComponent } from '@/components/ui/lazy';
import { BannerSkeleton } from './BannerSkeleton';
import { RankingSection } from './RankingSection';

// The carousel draws nothing but its skeleton until the banners arrive, so its code (autoplay, swipe,
// dots) is not in Home's first load; it downloads when the screen mounts, beside the banners' request.
const BannerCarousel = lazyComponent(() => import('./BannerCarousel').then((m) => m.BannerCarousel), { loading: BannerSkeleton });

/** Spec §2 home: banner carousel, the balance card (issue 12), then the ranking. */
export function HomeScreen() {
  const t = useTranslations('home');
  const locale = useLocale();
  const queryClient = useQueryClient();
  // The first banner is Home's largest paint: its request goes out with the screen's others, while
  // the carousel's code downloads, instead of after it (the carousel reads the same query). `npm run
  // measure`, /home, median of 9, same build apart from this: LCP 3075 -> 2879 ms (issue 26).
  useEffect(() => void queryClient.prefetchQuery(bannersQuery(locale)), [queryClient, locale]);
  return (
    <div className="flex flex-col gap-6 py-3">
      <h1 className="sr-only">{t('title')}</h1>
      <BannerCarousel />
      <LazyBalanceCard />
      <RankingSection />
    </div>
  );
}
