'use client';
import { useState } from 'react';
import { OverlayPanels } from '@/platform/async/overlayPanels';
import type { OverlayProps } from './overlayProps';

// Sheet and Dialog share their panels (Headless UI), whose code loads when the first overlay opens.

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
