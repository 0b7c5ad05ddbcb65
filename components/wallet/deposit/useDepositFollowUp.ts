'use client';
import { useCallback } from 'react';
import { creditedOnce, depositApi } from '@/lib/api/deposit';
import { networkInfo } from '@/lib/wallet/networks';
import type { PendingTx } from '@/lib/wallet/pendingTx';

/**
 * The deposit's follow-up: tell the API the hash (deposit confirm). "Already credited" (the
 * watcher or another tab was first) means the money arrived: that is success here, not an error.
 */
export function useDepositFollowUp() {
  return useCallback(async (tx: PendingTx) => {
    const network = networkInfo(tx.chainId);
    if (!network) throw new Error(`Unsupported chain ${tx.chainId}`);
    await creditedOnce(depositApi.confirm({ chain: network.chainCode, hash: tx.hash }, { silent: true }));
  }, []);
}
