'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRequestLanguage } from '@/platform/i18n/store';
import { IncomeClaimButton } from '@/platform/account/IncomeClaimButton';
import { PageHeader } from '@/platform/shell/PageHeader';
import { Skeleton } from '@/ui/Skeleton';
import { cn } from '@/ui/cn';
import { coinListQuery, kinboPrice } from '@/platform/account/kinboPrice';
import { releaseListQuery } from '@/features/reports/api';
import { releasePoolInfoQuery } from '@/platform/account/releasePool';
import type { ReleaseExpand, ReleaseRecord } from '@/shared/contract';
import { formatSigned } from '@/shared/format/amount';
import { formatRelease, RELEASE_DECIMALS, recordDateParts } from '@/shared/format/recordAmount';
import { ROUTES } from '@/platform/shell/routes';
import { PagedList, pagedListTexts } from '@/platform/query/PagedList';
import { usePagedList } from '@/platform/query/usePagedList';

/** Spec §2: the expand fields of a release, in screen order, with their units. */
const EXPAND_FIELDS: ReadonlyArray<{ field: keyof ReleaseExpand; unit: 'USDT' | 'KinBo' }> = [
  { field: 'pool_usdt', unit: 'USDT' },
  { field: 'accelerated_release_usdt', unit: 'USDT' },
  { field: 'wallet_kinbo', unit: 'KinBo' },
  { field: 'usdt_price', unit: 'USDT' },
  { field: 'kinbo_number', unit: 'KinBo' },
  { field: 'pool_number', unit: 'USDT' },
];

function Summary() {
  const t = useTranslations('reports');
  const ta = useTranslations('assets');
  const pool = useQuery(releasePoolInfoQuery());
  const coins = useQuery(coinListQuery());
  const price = kinboPrice(coins.data);
  const row = (label: string, value: string | null, pending: boolean, testId: string, big = false) => (
    <div className="flex min-h-[44px] items-center justify-between gap-3 py-2" data-testid={testId}>
      <span className="text-sm text-fg-muted">{label}</span>
      {pending ? (
        <Skeleton className="h-6 w-32" />
      ) : (
        <span className={cn('text-right font-bold tabular-nums', big ? 'text-xl' : 'text-base')}>
          {value === null ? '—' : formatRelease(value)} <span className="text-xs font-medium text-fg-faint">USDT</span>
        </span>
      )}
    </div>
  );
  return (
    <section className="flex flex-col divide-y divide-line/60 rounded-card border border-line/60 bg-surface px-4 py-1" aria-label={t('release.summary')}>
      {row(t('release.pending'), pool.data?.number ?? null, pool.isPending, 'release-pending', true)}
      {row(t('release.kinboPrice'), price, coins.isPending, 'release-price')}
      {/* Claim the pending release as KinBo (user/incomeReceive), with its release record. */}
      <div className="py-3">
        <IncomeClaimButton pending={pool.data?.number} label={ta('claim')} block data-testid="release-claim" />
      </div>
    </section>
  );
}

function ReleaseItem({ record }: { record: ReleaseRecord }) {
  const t = useTranslations('reports');
  const when = recordDateParts(record);
  const pm: 0 | 1 = Number(record.pm) === 1 ? 1 : 0;
  return (
    <li className="rounded-card border border-line/60 bg-surface p-4" data-testid="release-item">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="text-[15px] font-medium leading-snug [overflow-wrap:anywhere]">{record.title}</span>
          <time dateTime={when.dateTime.replace(' ', 'T')} className="text-xs tabular-nums text-fg-faint">
            {when.dateTime}
          </time>
        </div>
        <span className={cn('shrink-0 text-right text-[15px] font-semibold tabular-nums', pm === 1 ? 'text-success' : 'text-fg')}>
          {formatSigned(record.amount, pm, RELEASE_DECIMALS)}
          <span className="block text-[11px] font-normal text-fg-faint">USDT</span>
        </span>
      </div>
      {record.expand && (
        <dl className="mt-3 flex flex-col gap-1.5 border-t border-line/60 pt-3" data-testid="release-expand">
          {EXPAND_FIELDS.map(({ field, unit }) => (
            <div key={field} className="flex items-baseline justify-between gap-3 text-[13px]">
              <dt className="text-fg-muted">{t(`release.fields.${field}`)}</dt>
              <dd className="shrink-0 font-medium tabular-nums" data-field={field}>
                {formatRelease(record.expand?.[field])} <span className="text-fg-faint">{unit}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** Spec §2 release details: the pending pool and KinBo price, then the paged KinBo release entries. */
export function ReleaseDetailsScreen() {
  const t = useTranslations('reports');
  const language = useRequestLanguage();
  const list = usePagedList<ReleaseRecord>(language === null ? null : releaseListQuery(language), 'release');

  return (
    <div className="flex flex-col gap-4 pb-2">
      <PageHeader title={t('release.title')} fallbackHref={ROUTES.wallet} />
      <Summary />
      <PagedList
        {...list}
        texts={pagedListTexts(t)}
        testId="release-list"
        emptyText={t('release.empty')}
        skeletonRows={4}
        listClassName="flex flex-col gap-3"
        renderItem={(record, index) => <ReleaseItem key={`${record.id}-${index}`} record={record} />}
      />
    </div>
  );
}
