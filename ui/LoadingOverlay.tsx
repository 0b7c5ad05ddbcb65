'use client';
import { useTranslations } from 'next-intl';
import { useLoadingOverlay } from '@/ui/overlay';
import { Spinner } from './Spinner';

/** Blocks the screen while a money action is in flight; the API client clears it on errors. */
export function LoadingOverlay() {
  const pending = useLoadingOverlay((s) => s.pending);
  const t = useTranslations('common');
  if (pending === 0) return null;
  return (
    <div className="fixed inset-0 z-[55] flex items-center justify-center bg-black/50" role="status" aria-live="assertive">
      <div className="flex items-center gap-3 rounded-card border border-line bg-surface px-5 py-4 text-sm">
        <Spinner className="h-5 w-5 text-accent" />
        {t('loading')}
      </div>
    </div>
  );
}
