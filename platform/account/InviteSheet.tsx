'use client';
import { lazyComponent } from '@/platform/async/lazy';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Button } from '@/ui/Button';
import { Sheet } from '@/ui/Overlay';
import { Skeleton } from '@/ui/Skeleton';
import { useCopy } from '@/ui/useCopy';

const QR_SIZE = 184;
/** The QR encoder loads only when a sheet opens, never with the page. */
const QrCode = lazyComponent(() => import('@/ui/QrCode').then((m) => m.default), {
  loading: () => <Skeleton className="h-[184px] w-[184px] rounded-control" />,
});

export type ShareData = { title: string; text: string; url: string };

/**
 * Share a link: the native share sheet where the browser has one (Web Share API),
 * otherwise — or when it fails — our InviteSheet. Used by the game rooms' "Invite friend" and the
 * profile's invite link.
 */
export function useShareLink() {
  const [open, setOpen] = useState(false);
  const share = useCallback(async (data: ShareData) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the user closed it
      }
    }
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, share, close };
}

/** The link to share, a copy button ("Copy successful" / "Copy failed") and a QR code of the link. */
export function InviteSheet({ open, onClose, title, text, link }: { open: boolean; onClose: () => void; title: string; text: string; link: string }) {
  const tc = useTranslations('common');
  const copy = useCopy();
  return (
    <Sheet open={open} onClose={onClose} title={title}>
      <div className="flex flex-col items-center gap-4" data-testid="invite-sheet">
        <p className="self-stretch text-sm text-fg-muted">{text}</p>
        {open && <QrCode text={link} size={QR_SIZE} />}
        <p className="self-stretch break-all rounded-control bg-surface-sunken p-3 text-sm" data-testid="invite-link">
          {link}
        </p>
        <Button block onClick={() => void copy(link)} data-testid="invite-copy">
          {tc('copy')}
        </Button>
      </div>
    </Sheet>
  );
}
