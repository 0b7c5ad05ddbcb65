'use client';
import { useTranslations } from 'next-intl';
import { LazyBalanceCard } from '@/components/layout/LazyBalanceCard';
import { lazyComponent } from '@/components/ui/lazy';
import { BannerSkeleton } from './BannerSkeleton';
import { RankingSection } from './RankingSection';
import { bootHome } from '@/lib/api/homeBoot';
import { preloadImage } from './preloadImage';

// Issue 13 (LCP): the banners and the ranking start loading while this code is evaluated, before
// hydration; the first slide's image (the largest thing on the screen) as soon as its address is known.
void bootHome()?.banners.then((page) => preloadImage(page?.list?.[0]?.img));

// The carousel draws nothing but its skeleton until the banners arrive, so its code (autoplay, swipe,
// dots) is not in Home's first load; it downloads from here, beside the banners' request.
const BannerCarousel = lazyComponent(() => import('./BannerCarousel').then((m) => m.BannerCarousel), { loading: BannerSkeleton });
if (typeof window !== 'undefined') void BannerCarousel.preload();

/** Spec §2 home: banner carousel, the balance card (issue 12), then the ranking. */
export function HomeScreen() {
  const t = useTranslations('home');
  return (
    <div className="flex flex-col gap-6 py-3">
      <h1 className="sr-only">{t('title')}</h1>
      <BannerCarousel />
      <LazyBalanceCard />
      <RankingSection />
    </div>
  );
}
