'use client';
import { lazyComponent } from '@/platform/async/lazy';
import { Skeleton } from '@/ui/Skeleton';
import type { IncomeClaimButtonProps } from './IncomeClaimButtonLive';

/**
 * Claims the released income as KinBo (user/incomeReceive) on the one money-action path: busy while in
 * flight (no double claim), the server's msg as the toast, balances and records refreshed. Used on the
 * KinBo card and on the release details; disabled while nothing is pending. Loaded after the screen
 * (React Query's mutation code stays out of the first load), once its answers are in: loaded on mount,
 * its chunk took one of the browser's six connections while /wallet's four requests went out.
 */
export const IncomeClaimButton = lazyComponent<IncomeClaimButtonProps>(() => import('./IncomeClaimButtonLive').then((m) => m.default), {
  loading: () => <Skeleton className="h-11 w-20 rounded-control" />,
  when: 'after-screen',
});
