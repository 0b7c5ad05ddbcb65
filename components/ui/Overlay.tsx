'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Sheet and Dialog share one lazy chunk (Headless UI + the panels, ~40 KiB gzip) that is fetched
 * when the first overlay opens, or on idle after the page has painted — never in a page's first load.
 */
const OverlayPanels = dynamic(() => import('./OverlayPanels'), { ssr: false });

let preloaded = false;
function preloadPanels() {
  if (preloaded) return;
  preloaded = true;
  void import('./OverlayPanels');
}

export function usePreloadOverlays() {
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    if (w.requestIdleCallback) w.requestIdleCallback(preloadPanels, { timeout: 4000 });
    else window.setTimeout(preloadPanels, 2000);
  }, []);
}

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Visually hidden title (the content already says it). */
  hideTitle?: boolean;
  children: ReactNode;
  /** Sticky action area at the bottom (buttons). */
  footer?: ReactNode;
}

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
