'use client';
import { useTranslations } from 'next-intl';
import { BalanceCard } from '@/platform/account/BalanceCard';
import { BannerCarousel } from './BannerCarousel';
import { RankingSection } from './RankingSection';

/**
 * Spec §2 home: banner carousel, the balance card, then the ranking. What the first paint waits for
 * leaves as the route is entered (features/home/route.client.ts).
 */
export function HomeScreen() {
  const t = useTranslations('home');
  return (
    <div className="flex flex-col gap-6 py-3">
      <h1 className="sr-only">{t('title')}</h1>
      <BannerCarousel />
      <BalanceCard />
      <RankingSection />
    </div>
  );
}
