'use client';
import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/Skeleton';

/**
 * The balance card, loaded after the screen so Home keeps to its first-load budget (issue 13);
 * a skeleton of the card's height holds its place, so nothing moves when it arrives.
 */
export const LazyBalanceCard = dynamic(() => import('./BalanceCard').then((m) => m.BalanceCard), {
  ssr: false,
  loading: () => <Skeleton className="h-[244px] w-full rounded-card" />,
});
