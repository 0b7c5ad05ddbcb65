'use client';
import { lazyComponent } from '@/components/ui/lazy';
import { whenIdle } from '@/lib/async/idle';

/**
 * The shared error state, loaded after the screen (it is needed only when something failed, and the
 * entry routes have a first-load budget). Fetched once the browser is idle, so it is there (and in the
 * service worker's cache) before a list can fail offline.
 */
export const LazyErrorState = lazyComponent(() => import('./ErrorState').then((m) => m.ErrorState));

if (typeof window !== 'undefined') whenIdle(() => void LazyErrorState.preload(), { fallbackMs: 1500 });
