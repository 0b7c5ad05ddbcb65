'use client';
import type { ReactNode } from 'react';
import { PageHeader } from '@/platform/shell/PageHeader';
import { ReturnToLink } from '@/platform/shell/ReturnToLink';
import { Skeleton } from '@/ui/Skeleton';
import { ROUTES } from '@/platform/shell/routes';
import { NetworkBadge } from '../../../platform/wallet/NetworkBadge';
import { WalletScope } from '../../../platform/wallet/WalletScope';

/** A wallet payment form while its code loads: the balance card, the amount, the button; `intro` adds the purchase's intro line above. */
export function WalletFormSkeleton({ intro = false }: { intro?: boolean }) {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      {intro && <Skeleton className="h-10 w-full" />}
      <Skeleton className="h-14 w-full rounded-card" />
      <Skeleton className="h-[76px] w-full rounded-control" />
      <Skeleton className="h-[52px] w-full rounded-control" />
    </div>
  );
}

/**
 * The deposit and purchase screens: header, network badge and the form, which reads the wallet
 * through wagmi and so loads with the wallet code (WalletScope), after the first paint.
 */
export function WalletFormFrame({ title, skeleton, children }: { title: string; skeleton: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-2">
      <PageHeader title={title} fallbackHref={ROUTES.wallet} />
      <NetworkBadge className="-mt-2 self-start" />
      <ReturnToLink />
      <WalletScope fallback={skeleton}>{children}</WalletScope>
    </div>
  );
}
