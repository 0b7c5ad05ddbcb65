'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorState } from '@/ui/ErrorState';
import { Skeleton, SkeletonList } from '@/ui/Skeleton';
import { Tabs } from '@/ui/Tabs';
import { cn } from '@/ui/cn';
import { DEFAULT_RANKING_PERIOD, RANKING_TAB_ORDER, rankingQuery } from '@/features/home/api';
import { userInfoQuery } from '@/platform/account/user';
import { RankingResults } from './RankingResults';
import type { RankingPeriod } from '@/shared/contract';

const PERIOD_LABEL: Record<RankingPeriod, string> = { 2: 'allTime', 1: 'month', 0: 'week', 3: 'day' };

function PodiumSkeleton() {
  return (
    <div className="flex items-start gap-2" aria-hidden="true" data-testid="podium-skeleton">
      {[1, 0, 2].map((i) => (
        <div key={i} className={cn('flex flex-1 flex-col items-center gap-2', i !== 0 && 'mt-6')}>
          <Skeleton className={cn('rounded-pill', i === 0 ? 'h-[68px] w-[68px]' : 'h-[54px] w-[54px]')} />
          <Skeleton className={cn('w-full rounded-t-control', i === 0 ? 'h-[104px]' : 'h-[84px]')} />
        </div>
      ))}
    </div>
  );
}

function RankingSkeleton() {
  return (
    <>
      <PodiumSkeleton />
      <SkeletonList rows={4} />
    </>
  );
}

/**
 * Spec §2 ranking: period tabs (all time by default), a podium for the top three and ranks 4 onward.
 * Each period is its own query; changing the period clears that period's list and reloads it.
 */
export function RankingSection() {
  const t = useTranslations('home');
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState<RankingPeriod>(DEFAULT_RANKING_PERIOD);
  const ranking = useQuery(rankingQuery(period));
  const { data, isError, refetch, isRefetching } = ranking;
  const me = useQuery(userInfoQuery());
  const myNickname = me.data?.nickname;
  // The podium waits for the user's own nickname too: a "You" badge popping in later would move the amounts (layout shift).
  const isPending = ranking.isPending || me.isPending;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="ranking-title">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id="ranking-title" className="text-lg font-bold">
            {t('rankingTitle')}
          </h2>
          <p className="text-xs text-fg-muted">{t('rankingSubtitle')}</p>
        </div>
      </div>
      <Tabs
        label={t('periodsLabel')}
        items={RANKING_TAB_ORDER.map((key) => ({ key, label: t(`periods.${PERIOD_LABEL[key]}`) }))}
        value={period}
        onChange={(next) => {
          if (next === period) return;
          // Spec §2: a switch clears the list and reloads it, a period seen before included.
          queryClient.removeQueries({ queryKey: rankingQuery(next).queryKey, exact: true });
          setPeriod(next);
        }}
        // Four periods must fit one phone row in every language: tighter tab padding.
        className="[&>button]:px-2"
      />
      <div role="tabpanel" aria-busy={isPending} data-testid="ranking" data-period={period} className="flex flex-col gap-4">
        {isPending ? (
          <RankingSkeleton />
        ) : isError ? (
          // A failed load is not an empty ranking: one error state, not "No one on the list" three times.
          <ErrorState onRetry={() => void refetch()} retrying={isRefetching} text={t('rankingError')} />
        ) : (
          <RankingResults entries={data ?? []} myNickname={myNickname} />
        )}
      </div>
    </section>
  );
}
