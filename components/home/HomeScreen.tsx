'use client';
import { useTranslations } from 'next-intl';
import { LazyBalanceCard } from '@/components/layout/LazyBalanceCard';
import { BannerCarousel } from './BannerCarousel';
import { RankingSection } from './RankingSection';

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
