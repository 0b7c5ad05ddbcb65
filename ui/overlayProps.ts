import type { ReactNode } from 'react';

/**
 * Props of Sheet, Dialog and Drawer. In their own module so Overlay.tsx (which lazy-loads the panels)
 * and OverlayPanels.tsx both import it without importing each other.
 */
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
