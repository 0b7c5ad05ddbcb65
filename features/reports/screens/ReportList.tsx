'use client';
import { useTranslations } from 'next-intl';
import { useRequestLanguage } from '@/platform/i18n/store';
import { Button } from '@/ui/Button';
import { reportListQuery } from '@/features/reports/api';
import type { ReportRecord, ReportTabType } from '@/shared/contract';
import { listKey, reportListParams, type ReportFilter } from '@/features/reports/filter';
import { PagedList } from '@/platform/query/PagedList';
import { OVERVIEW_TYPE } from '@/features/reports/tabs';
import { ReportRow } from './ReportRow';
import { usePagedList } from '@/platform/query/usePagedList';

/**
 * The paged record list of one tab and filter (spec §4). `tab` null = wait (initial tab pending).
 * `onClearFilter` (given while a filter is on) offers "Clear filter" when nothing matched.
 */
export function ReportList({ tab, filter, onClearFilter }: { tab: ReportTabType | null; filter: ReportFilter; onClearFilter?: () => void }) {
  const t = useTranslations('reports');
  // Record titles come translated in the request's Lang: the language is part of the list's key.
  const language = useRequestLanguage();
  const key = tab === null ? null : listKey(tab, filter);
  const options = tab === null || language === null ? null : reportListQuery(reportListParams(tab, filter), language);
  const { state, loadMore, retry } = usePagedList<ReportRecord>(options, key ?? '');
  return (
    <PagedList
      state={state}
      loadMore={loadMore}
      retry={retry}
      texts={{ loading: t('loading'), noMore: t('noMore'), loadFailed: t('loadFailed'), retry: t('retry') }}
      testId="report-list"
      dataListKey={key ?? ''}
      emptyText={onClearFilter ? t('emptyFiltered') : tab === OVERVIEW_TYPE ? t('emptyCategory', { category: t(`categories.${filter.category}`) }) : t('empty')}
      emptyAction={
        onClearFilter && (
          <Button variant="secondary" size="sm" onClick={onClearFilter} data-testid="clear-filter">
            {t('clearFilter')}
          </Button>
        )
      }
      skeletonRows={6}
      listClassName="divide-y divide-line/60 overflow-hidden rounded-card border border-line/60 bg-surface"
      renderItem={(record, index) => <ReportRow key={`${record.id}-${index}`} record={record} />}
    />
  );
}
