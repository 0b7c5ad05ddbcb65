'use client';
import { lazyComponent } from '@/components/ui/lazy';
import { useState } from 'react';
import type { OverlayProps } from './overlayProps';

/**
 * Sheet and Dialog share one lazy chunk (Headless UI + the panels, ~40 KiB gzip) that is fetched
 * when the first overlay opens (or its trigger is touched) — never in a page's first load.
 */
const OverlayPanels = lazyComponent(() => import('./OverlayPanels').then((m) => m.default));

/**
 * The first touch or key press anywhere starts fetching the overlay chunk, so the panel is ready by the
 * time a tap on its trigger lands; not on idle, where parsing 40 KiB would extend the time to
 * interactive. Registered by this module, so only screens that can open an overlay warm it.
 */
if (typeof window !== 'undefined') {
  const warm = () => {
    window.removeEventListener('pointerdown', warm, true);
    window.removeEventListener('focusin', warm, true);
    void OverlayPanels.preload();
  };
  window.addEventListener('pointerdown', warm, true);
  window.addEventListener('focusin', warm, true);
}

export type { OverlayProps };

function useEverOpened(open: boolean) {
  const [ever, setEver] = useState(open);
  // Adjusting state while rendering (not in an effect): the panel stays mounted after the first open.
  if (open && !ever) setEver(true);
  return ever || open;
}

/** Bottom sheet: language picker, filters, confirmations on phones. */
export function Sheet(props: OverlayProps) {
  const ever = useEverOpened(props.open);
  return ever ? <OverlayPanels kind="sheet" {...props} /> : null;
}

/** Centred dialog: PIN entry, confirmations. */
export function Dialog(props: OverlayProps) {
  const ever = useEverOpened(props.open);
  return ever ? <OverlayPanels kind="dialog" {...props} /> : null;
}

/** Side drawer (the menu). */
export function Drawer(props: OverlayProps) {
  const ever = useEverOpened(props.open);
  return ever ? <OverlayPanels kind="drawer" {...props} /> : null;
}
