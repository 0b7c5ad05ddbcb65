'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/ui/Skeleton';
import { incomeInfoQuery } from '@/features/reports/api';
import type { RewardCategory } from '@/shared/contract';
import { formatAmount } from '@/shared/format/amount';

/** Overview tab: the chosen reward category's total and today's rewards (USDT). */
export function IncomeSummary({ category }: { category: RewardCategory }) {
  const t = useTranslations('reports');
  const { data, isPending, isError } = useQuery(incomeInfoQuery(category));
  if (isError) return null;
  return (
    <section
      aria-label={t('income.label', { category: t(`categories.${category}`) })}
      className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line/60 bg-line/60"
      data-testid="income-summary"
    >
      {(['total', 'today'] as const).map((field) => (
        <div key={field} className="flex flex-col gap-1 bg-surface px-4 py-3">
          <span className="text-xs text-fg-muted">{field === 'total' ? t('income.total', { category: t(`categories.${category}`) }) : t('income.today')}</span>
          {isPending ? (
            <Skeleton className="h-7 w-24" />
          ) : (
            <span className="text-lg font-bold tabular-nums">
              {formatAmount(data?.[field], 2)} <span className="text-xs font-medium text-fg-faint">USDT</span>
            </span>
          )}
        </div>
      ))}
    </section>
  );
}
