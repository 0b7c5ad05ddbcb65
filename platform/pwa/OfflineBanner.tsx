'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useToasts } from '@/ui/toast';
import { OfflineIcon } from '@/ui/icons/Offline';
import { useOnline } from '@/platform/pwa/useOnline';

/**
 * A slim banner while the browser is offline, on every screen (under the top bar, or at the top
 * of the login screens). It takes no room while online, so nothing moves on a normal load.
 * It loads with every page, not lazily: a lazy banner is one more request at the end of hydration,
 * beside the screen's own, and a banner whose code has not arrived cannot say "offline".
 * Going offline clears the error toasts on screen: the banner says why the calls failed.
 */
export function OfflineBanner({ belowTopBar }: { belowTopBar: boolean }) {
  const t = useTranslations('common');
  const offline = !useOnline();
  useEffect(() => {
    if (offline) useToasts.getState().clearErrors();
  }, [offline]);
  if (!offline) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className={`fixed inset-x-0 z-30 mx-auto flex max-w-app items-center justify-center gap-2 bg-danger px-4 py-1.5 text-[13px] font-semibold text-white ${
        belowTopBar ? 'top-[calc(env(safe-area-inset-top)+56px)]' : 'top-[env(safe-area-inset-top)]'
      }`}
    >
      <OfflineIcon size={16} />
      {t('offline')}
    </div>
  );
}
