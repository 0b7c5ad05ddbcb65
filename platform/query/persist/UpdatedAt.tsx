'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { useFormatDateTime } from '@/platform/i18n/timeZone';

/** When this page was opened: an answer older than that came from the last session. */
const pageStart = () => (typeof performance === 'undefined' ? 0 : performance.timeOrigin);

/**
 * A quiet "updated hh:mm" under data restored from the last session, until the fresh answer replaces
 * it. Nothing for an answer of this visit, or before anything is shown.
 */
export function UpdatedAt({ queryKey }: { queryKey: readonly unknown[] }) {
  const client = useQueryClient();
  const t = useTranslations('common');
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const updatedAt = useSyncExternalStore(
    subscribe,
    () => client.getQueryState(queryKey)?.dataUpdatedAt ?? 0,
    () => 0,
  );
  if (updatedAt === 0 || updatedAt >= pageStart()) return null;
  return <RestoredTime at={updatedAt} label={(time) => t('updatedAt', { time })} />;
}

function RestoredTime({ at, label }: { at: number; label: (time: string) => string }) {
  const format = useFormatDateTime();
  return (
    <p data-testid="updated-at" className="text-xs text-fg-muted">
      {label(format(new Date(at), { hour: '2-digit', minute: '2-digit' }))}
    </p>
  );
}
