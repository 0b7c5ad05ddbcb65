'use client';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/ui/Button';
import { ChevronRightIcon } from '@/ui/icons/ChevronRight';
import { CopyIcon } from '@/ui/icons/Copy';
import { Sheet } from '@/ui/Overlay';
import { useCopy } from '@/ui/useCopy';
import { openWalletModal } from '@/platform/wallet/useWallet';
import { WALLET_APPS, walletConnectEnabled } from '@/platform/wallet/walletApps';

/**
 * Connect on a phone browser that has no wallet: links that open this very page (path and query
 * kept, so a shared room link lands in the room) inside a wallet app's browser, where Connect then
 * works in one tap. With WalletConnect set up, the user may instead connect from here through the
 * app (the connect modal's WalletConnect list).
 */
export function OpenInWalletSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('wallet');
  const copy = useCopy();
  // Read when the sheet opens: the page (and its query) the user is on now.
  const page = useMemo(() => (open ? new URL(window.location.href) : null), [open]);
  const walletConnect = walletConnectEnabled();

  return (
    <Sheet open={open} onClose={onClose} title={t('openInAppTitle')}>
      <p className="pb-3 text-sm text-fg-muted">{t('openInAppIntro')}</p>
      <ul className="flex flex-col gap-1" data-testid="wallet-app-links">
        {page &&
          WALLET_APPS.map((app) => (
            <li key={app.id}>
              {/* Same tab: the app (or its download page) takes over; noopener as for any external link. */}
              <a
                href={app.link(page)}
                rel="noopener noreferrer"
                data-wallet-app={app.id}
                className="flex min-h-[52px] items-center gap-3 rounded-control px-2 text-base text-fg hover:bg-surface-raised"
              >
                <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-[10px] text-sm font-bold text-white" style={{ backgroundColor: app.color }}>
                  {app.name.charAt(0)}
                </span>
                <span className="flex-1">{t('openInApp', { wallet: app.name })}</span>
                <ChevronRightIcon size={18} className="text-fg-faint" />
              </a>
            </li>
          ))}
      </ul>
      {/* A row like the links above (not a Button): the same list, one more way in. */}
      <button
        type="button"
        onClick={() => page && void copy(page.href)}
        className="mt-1 flex min-h-[52px] w-full items-center gap-3 rounded-control px-2 text-left text-base text-fg hover:bg-surface-raised"
      >
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-[10px] bg-surface-raised" aria-hidden="true">
          <CopyIcon size={18} />
        </span>
        <span className="flex-1">{t('copyPageLink')}</span>
      </button>
      <p className="pt-1 text-xs text-fg-faint">{t('copyPageLinkHint')}</p>
      {walletConnect && (
        <Button
          variant="secondary"
          block
          className="mt-4"
          onClick={() => {
            onClose();
            openWalletModal('walletConnect');
          }}
        >
          {t('useWalletConnect')}
        </Button>
      )}
    </Sheet>
  );
}
