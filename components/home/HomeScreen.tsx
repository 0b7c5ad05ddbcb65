'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { LazyBalanceCard } from '@/components/layout/LazyBalanceCard';
import { lazyComponent } from '@/components/ui/lazy';
import { bannersQuery } from '@/lib/api/home';
import { detectBrowserLocale } from '@/lib/i18n/detect';
import { useI18n } from '@/lib/i18n/store';
import { BannerSkeleton } from './BannerSkeleton';
import { RankingSection } from './RankingSection';

// The carousel draws nothing but its skeleton until the banners arrive, so its code (autoplay, swipe,
// dots) is not in Home's first load; it downloads when the screen mounts, beside the banners' request.
const BannerCarousel = lazyComponent(() => import('./BannerCarousel').then((m) => m.BannerCarousel), { loading: BannerSkeleton });

/**
 * The banners' request starts while Home hydrates (in its render, as React Query's usePrefetchQuery
 * does) rather than after, when the carousel's query mounts: the first banner's image is the screen's
 * largest paint. MEASURED_GAIN. Only in the browser, only when the page's language is the one
 * the requests will carry (a visitor whose language is still loading asks after it has).
 */
function usePrefetchBanners() {
  const client = useQueryClient();
  const locale = useLocale();
  if (typeof window === 'undefined') return;
  const query = bannersQuery(locale);
  if (client.getQueryState(query.queryKey)) return;
  if ((useI18n.getState().requested ?? detectBrowserLocale()) !== locale) return;
  void client.prefetchQuery(query);
}

/** Spec §2 home: banner carousel, the balance card (issue 12), then the ranking. */
export function HomeScreen() {
  const t = useTranslations('home');
  usePrefetchBanners();
  return (
    <div className="flex flex-col gap-6 py-3">
      <h1 className="sr-only">{t('title')}</h1>
      <BannerCarousel />
      <LazyBalanceCard />
      <RankingSection />
    </div>
  );
}
