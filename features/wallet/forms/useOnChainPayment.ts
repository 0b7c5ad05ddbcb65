'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BALANCE_DOMAINS, invalidateDomains } from '@/platform/query/keys';
import { confirmationHref } from '@/platform/shell/routes';
import { hasPendingTx, listPendingTx } from '@/platform/wallet/pendingTx';
import type { TxResult } from '@/platform/wallet/txRunner';
import type { useTxRunner } from '../../../platform/wallet/useTxRunner';

/**
 * What the deposit and purchase forms do around their on-chain payment (one of `purpose`):
 * - `refresh`: balances, records and the form's own chain reads, once a payment is credited;
 * - `settle`: a credited payment goes to its confirmation; one sent but not finished (slow chain, the
 *   follow-up call failed) keeps its card, and is never paid again;
 * - `resume`: the transactions a reload interrupted, each waited for and given the follow-up of its
 *   own kind, on entry once per mount (a purchase gets its order/hash on the deposit screen too); this
 *   form's own payment then settles as a fresh one would. The pending card's "Check" calls it again.
 */
export function useOnChainPayment(tx: ReturnType<typeof useTxRunner>, purpose: 'deposit' | 'purchase', reads: { refetch: () => Promise<unknown> }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [resuming, setResuming] = useState(false);

  const refresh = useCallback(async () => {
    await Promise.all([invalidateDomains(queryClient, BALANCE_DOMAINS), reads.refetch()]);
  }, [queryClient, reads]);

  const settle = useCallback(
    (result: TxResult | null) => {
      if (result?.status === 'confirmed' && result.followUpError === undefined) router.push(confirmationHref(purpose));
    },
    [router, purpose],
  );

  const resume = useCallback(async () => {
    const own = listPendingTx().find((pending) => pending.purpose === purpose);
    setResuming(true);
    try {
      const results = await tx.resume(refresh);
      const result = own && results.find((settled) => 'hash' in settled && settled.hash === own.hash);
      if (result) settle(result);
    } finally {
      setResuming(false);
    }
  }, [purpose, refresh, settle, tx]);

  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !hasPendingTx()) return;
    resumed.current = true;
    void resume();
  }, [resume]);

  return { refresh, settle, resume, resuming };
}
