'use client';
import { useTranslations } from 'next-intl';
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
  return (
    <div className="flex flex-col gap-6 py-3">
      <h1 className="sr-only">{t('title')}</h1>
      <BannerCarousel />
      <LazyBalanceCard />
      <RankingSection />
    </div>
  );
}
