'use client';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api/client';
import { depositApi } from '@/lib/api/deposit';
import { API_CODES } from '@/lib/contract';
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
    try {
      await depositApi.confirm({ chain: network.chainCode, hash: tx.hash }, { silent: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === API_CODES.TX_ALREADY_CREDITED) return;
      throw error;
    }
  }, []);
}
