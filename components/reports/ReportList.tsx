'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { reportApi } from '@/lib/api/report';
import { PAGE_SIZE, type ReportRecord, type ReportTabType } from '@/lib/contract';
import { buildReportQuery, listKey, type ReportFilter } from '@/lib/reports/filter';
import { PagedList } from './PagedList';
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
  return (
    <PagedList
      state={state}
      loadMore={loadMore}
      retry={retry}
      testId="report-list"
      dataListKey={key ?? ''}
      emptyText={t('empty')}
      skeletonRows={6}
      listClassName="divide-y divide-line/60 overflow-hidden rounded-card border border-line/60 bg-surface"
      renderItem={(record, index) => <ReportRow key={`${record.id}-${index}`} record={record} />}
    />
  );
}
