'use client';
import { lazyComponent } from '@/platform/async/lazy';
import { WalletFormSkeleton } from '../forms/WalletFormFrame';

/** The deposit form runs on the wallet libraries (wagmi, viem): its code loads after the page, behind a skeleton. */
export const depositParts = {
  DepositForm: lazyComponent(() => import('./DepositForm').then((m) => m.DepositForm), { loading: WalletFormSkeleton }),
};
