'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LazyErrorState } from '@/components/ui/LazyErrorState';
import { ListFooter } from '@/components/ui/ListFooter';
import { SkeletonList } from '@/components/ui/Skeleton';
import { listPhase, type PagingState } from '@/lib/reports/paging';

/**
 * The body of every paged list (records, releases): skeleton on the first page, the empty picture,
 * the rows, then "loading" / "no more" or a retry after a failed page (spec §2, §4). A failed first
 * page is the shared error state.
 */
export function PagedList<T>({
  state,
  loadMore,
  retry,
  testId,
  emptyText,
  skeletonRows,
  listClassName,
  renderItem,
  dataListKey,
  emptyAction,
}: {
  state: PagingState<T>;
  loadMore: () => void;
  retry: () => void;
  testId: string;
  emptyText: string;
  skeletonRows: number;
  listClassName: string;
  renderItem: (item: T, index: number) => ReactNode;
  dataListKey?: string;
  /** Under the empty picture, e.g. "Clear filter" when a filter matched nothing. */
  emptyAction?: ReactNode;
}) {
  const t = useTranslations('reports');
  const phase = listPhase(state);
  return (
    <div data-testid={testId} data-phase={phase} data-list-key={dataListKey} aria-busy={state.loading}>
      {phase === 'first-load' ? (
        <SkeletonList rows={skeletonRows} />
      ) : phase === 'empty' ? (
        state.failed ? (
          <LazyErrorState onRetry={retry} />
        ) : (
          <EmptyState text={emptyText} action={emptyAction} />
        )
      ) : (
        <>
          <ul className={listClassName}>{state.items.map(renderItem)}</ul>
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

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('reports');
  return (
    <Button variant="ghost" size="sm" onClick={onRetry} className="mx-auto text-accent" data-testid="list-retry">
      {t('retry')}
    </Button>
  );
}
