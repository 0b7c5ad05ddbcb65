'use client';
import { lazyComponent } from './lazy';

/**
 * The panels of ui/Overlay's Sheet and Dialog (Headless UI), loaded when the first overlay opens:
 * the primitive's loading, decided here with the rest of the app's loading.
 */
export const OverlayPanels = lazyComponent(() => import('@/ui/OverlayPanels').then((m) => m.default));
