'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { queryPhase } from './queryPhase';

/**
 * The body of a screen that shows one query: `loading` while the first answer comes, the shared
 * error state with "Try again" when it failed (or is paused offline), the empty picture only for an
 * answer with nothing in it, else `children` with the data.
 */
export function QueryBody<T>({
  query,
  loading,
  emptyText,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  emptyText: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const phase = queryPhase(query, isEmpty);
  if (phase === 'loading') return <>{loading}</>;
  if (phase === 'failed') return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (phase === 'empty' || query.data === undefined) return <EmptyState text={emptyText} />;
  return <>{children(query.data)}</>;
}
