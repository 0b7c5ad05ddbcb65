'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/ui/Button';
import { OfflineIcon } from '@/ui/icons/Offline';

/** Shown by the service worker when a page cannot be fetched and is not cached. */
export function OfflineScreen() {
  const t = useTranslations('pwa');
  const tc = useTranslations('common');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-pill bg-surface-raised text-fg-muted">
        <OfflineIcon size={30} />
      </span>
      <h1 className="text-xl font-bold">{t('offlineTitle')}</h1>
      <p className="max-w-[280px] text-sm text-fg-muted">{t('offlineBody')}</p>
      <Button onClick={() => window.location.reload()}>{tc('retry')}</Button>
    </div>
  );
}
