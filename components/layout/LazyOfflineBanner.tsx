'use client';
import dynamic from 'next/dynamic';

/** The offline banner, loaded right after the screen (it must be there before the network goes away). */
export const LazyOfflineBanner = dynamic(() => import('./OfflineBanner').then((m) => m.OfflineBanner), { ssr: false });
