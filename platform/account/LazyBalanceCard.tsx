'use client';
import { lazyComponent } from '@/platform/async/lazy';
import { Skeleton } from '@/ui/Skeleton';

/**
 * The balance card, loaded after the screen so Home keeps to its first-load budget (issue 13);
 * a skeleton of the card's height holds its place, so nothing moves when it arrives (238 px: whole
 * pixels, the shortcut labels have a fixed 16 px line; e2e/speed.spec.ts checks there is no shift).
 */
export const LazyBalanceCard = lazyComponent(() => import('./BalanceCard').then((m) => m.BalanceCard), {
  loading: () => <Skeleton className="h-[238px] w-full rounded-card" />,
});
