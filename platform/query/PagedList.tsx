'use client';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListFooter } from '../../ui/ListFooter';
import { SkeletonList } from '../../ui/Skeleton';
import { listPhase, type PagingState } from '@/platform/query/paging';

/** The words under a paged list, in the screen's own namespace. */
export interface PagedListTexts {
  loading: string;
  noMore: string;
  loadFailed: string;
  retry: string;
}

/** Those words from a screen's namespace (`reports`, `vouchers`), where each has the same four keys. */
export const pagedListTexts = (t: (key: keyof PagedListTexts) => string): PagedListTexts => ({
  loading: t('loading'),
  noMore: t('noMore'),
  loadFailed: t('loadFailed'),
  retry: t('retry'),
});

/**
 * The body of every paged list (records, releases, NFT vouchers): skeleton on the first page, the empty picture,
 * the rows, then "loading" / "no more" or a retry after a failed page (spec §2, §4).
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
  texts,
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
  texts: PagedListTexts;
  /** Shown under the empty picture (e.g. "Clear filter"). */
  emptyAction?: ReactNode;
}) {
  const phase = listPhase(state);
  return (
    <div data-testid={testId} data-phase={phase} data-list-key={dataListKey} aria-busy={state.loading}>
      {phase === 'first-load' ? (
        <SkeletonList rows={skeletonRows} />
      ) : phase === 'empty' ? (
        // A failed first page is the shared error state.
        state.failed ? (
          <ErrorState onRetry={retry} />
        ) : (
          <EmptyState text={emptyText} action={emptyAction} />
        )
      ) : (
        <>
          <ul className={listClassName}>{state.items.map(renderItem)}</ul>
          {state.failed ? (
            <div className="flex flex-col items-center gap-1 py-3 text-sm text-fg-faint" data-testid="list-failed">
              <span>{texts.loadFailed}</span>
              <RetryButton onRetry={retry} label={texts.retry} />
            </div>
          ) : (
            <ListFooter loading={state.loading} finished={state.finished} onLoadMore={loadMore} loadingText={texts.loading} noMoreText={texts.noMore} />
          )}
        </>
      )}
    </div>
  );
}

function RetryButton({ onRetry, label }: { onRetry: () => void; label: string }) {
  return (
    <Button variant="ghost" size="sm" onClick={onRetry} className="mx-auto text-accent" data-testid="list-retry">
      {label}
    </Button>
  );
}
