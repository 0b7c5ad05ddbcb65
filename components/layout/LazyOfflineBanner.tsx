'use client';
import { lazyComponent } from '@/components/ui/lazy';

/** The offline banner, loaded right after the screen (it must be there before the network goes away). */
export const LazyOfflineBanner = lazyComponent(() => import('./OfflineBanner').then((m) => m.OfflineBanner));
