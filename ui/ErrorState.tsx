'use client';
import { useTranslations } from 'next-intl';
import { Button } from './Button';
import { RefreshIcon } from './icons/Refresh';

/**
 * THE failed-to-load state of every list and the ranking: its own picture, what happened, and a
 * centred accent "Try again". `text` overrides the generic line (e.g. "Couldn't load the ranking").
 * The picture is precached by the service worker, so it shows offline too.
 */
export function ErrorState({ onRetry, text, retrying = false, className }: { onRetry: () => void; text?: string; retrying?: boolean; className?: string }) {
  const t = useTranslations('common');
  return (
    <div role="alert" className={`flex flex-col items-center gap-3 py-10 text-center ${className ?? ''}`} data-testid="error-state">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export */}
      <img src="/images/error.svg" alt="" width={160} height={120} />
      <p className="text-base font-semibold">{t('errorTitle')}</p>
      <p className="max-w-[280px] text-sm text-fg-muted">{text ?? t('errorBody')}</p>
      <Button onClick={onRetry} loading={retrying} className="mt-1 min-w-[160px]" data-testid="error-retry">
        <RefreshIcon size={18} />
        {t('tryAgain')}
      </Button>
    </div>
  );
}
