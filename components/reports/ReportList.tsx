'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ListFooter } from '@/components/ui/ListFooter';
import { SkeletonList } from '@/components/ui/Skeleton';
import { PAGE_SIZE, reportApi, type ReportRecord, type ReportTabType } from '@/lib/api/report';
import { buildReportQuery, listKey, type ReportFilter } from '@/lib/reports/filter';
import { listPhase } from '@/lib/reports/paging';
import { ReportRow } from './ReportRow';
import { usePagedList } from './usePagedList';

/** The paged record list of one tab and filter (spec §4). `tab` null = wait (initial tab pending). */
export function ReportList({ tab, filter }: { tab: ReportTabType | null; filter: ReportFilter }) {
  const t = useTranslations('reports');
  const key = tab === null ? null : listKey(tab, filter);
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal): Promise<ReportRecord[]> => {
      if (tab === null) return [];
      const data = await reportApi.list(buildReportQuery(tab, filter, page, PAGE_SIZE), { signal });
      return Array.isArray(data?.list) ? data.list : [];
    },
    [tab, filter],
  );
  const { state, loadMore, retry } = usePagedList<ReportRecord>(key, fetchPage);
  const phase = listPhase(state);

  return (
    <div data-testid="report-list" data-phase={phase} data-list-key={key ?? ''} aria-busy={state.loading}>
      {phase === 'first-load' ? (
        <SkeletonList rows={6} />
      ) : phase === 'empty' ? (
        <>
          <EmptyState text={state.failed ? t('loadFailed') : t('empty')} />
          {state.failed && <RetryButton onRetry={retry} />}
        </>
      ) : (
        <>
          <ul className="divide-y divide-line/60 overflow-hidden rounded-card border border-line/60 bg-surface">
            {state.items.map((record, index) => (
              <ReportRow key={`${record.id}-${index}`} record={record} />
            ))}
          </ul>
          {state.failed ? (
            <div className="flex flex-col items-center gap-1 py-3 text-sm text-fg-faint" data-testid="list-failed">
              <span>{t('loadFailed')}</span>
              <RetryButton onRetry={retry} />
            </div>
          ) : (
            <ListFooter loading={state.loading} finished={state.finished} onLoadMore={loadMore} loadingText={t('loading')} noMoreText={t('noMore')} />
          )}
        </>
      )}
    </div>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('reports');
  return (
    <Button variant="ghost" size="sm" onClick={onRetry} className="mx-auto text-accent" data-testid="list-retry">
      {t('retry')}
    </Button>
  );
}
