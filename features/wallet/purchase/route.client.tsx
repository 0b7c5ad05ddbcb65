'use client';
import { lazyComponent } from '@/platform/async/lazy';
import { PurchaseSkeleton } from './PurchaseScreen';

/** The purchase form runs on the wallet libraries (wagmi, viem): its code loads after the page, behind a skeleton. */
export const purchaseParts = {
  PurchaseForm: lazyComponent(() => import('./PurchaseForm').then((m) => m.PurchaseForm), { loading: PurchaseSkeleton }),
};
