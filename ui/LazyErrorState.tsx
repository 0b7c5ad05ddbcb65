'use client';
import { lazyComponent } from '@/platform/async/lazy';

/**
 * The shared error state, loaded after the screen: it is needed only when something failed, and the
 * entry routes have a first-load budget. Offline, the service worker's precache (app/sw.ts: every
 * hashed build asset) serves its chunk.
 */
export const LazyErrorState = lazyComponent(() => import('./ErrorState').then((m) => m.ErrorState));
