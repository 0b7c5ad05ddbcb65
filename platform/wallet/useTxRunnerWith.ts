'use client';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast, type ToastLink } from '@/ui/toast';
import { explorerTxUrl, networkInfo } from '@/shared/chain/networks';
import { openWalletModal } from '@/platform/wallet/useWallet';
import type { PendingTx } from '@/platform/wallet/pendingTx';
import { TX_KINDS } from '@/platform/wallet/txKinds';
import { resumePendingTransactions, runTransaction, type Hash, type TxClient, type TxKinds, type TxRequest, type TxResult } from '@/platform/wallet/txRunner';

/** Where a transaction run is; `idle` when none is. */
export type TxStage = 'idle' | 'preparing' | 'switching' | 'signing' | 'confirming' | 'finishing';

/** The action's own words (spec §8: "authorization success or failure; deposit success or failure"). */
export interface TxLabels {
  success: string;
  failure: string;
}

export interface TxRunnerOptions {
  /** Receipt wait before "unknown" (the runner's default otherwise). */
  timeoutMs?: number;
  /** The registry of kinds and their follow-ups: the app's TX_KINDS; tests pass their own. */
  kinds?: TxKinds;
}

function errorText(error: unknown): string | null {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * The transaction runner (platform/wallet/txRunner.ts) with one toast per stage, over any TxClient.
 * Screens use useTxRunner() (wagmi); tests pass a fake client here. While a run is in flight a
 * second run() answers null at once: money actions never double-submit.
 */
export function useTxRunnerWith<TCall>(client: TxClient<TCall>, { timeoutMs, kinds = TX_KINDS }: TxRunnerOptions = {}) {
  const t = useTranslations('wallet');
  const [stage, setStage] = useState<TxStage>('idle');
  const inFlight = useRef(false);

  const link = useCallback(
    (chainId: number, hash: Hash): ToastLink | undefined => {
      const href = explorerTxUrl(chainId, hash);
      return href ? { href, label: t('viewTransaction') } : undefined;
    },
    [t],
  );

  /** The client, reporting each step as a stage and a toast (one scope per purpose: each replaces the last). */
  const tracked = useCallback(
    (scope: string): TxClient<TCall> => ({
      account: () => client.account(),
      async switchChain(chainId) {
        setStage('switching');
        const network = networkInfo(chainId);
        toast.info(t('txSwitching', { network: network ? t(network.nameKey) : String(chainId) }), scope);
        await client.switchChain(chainId);
      },
      simulate: (call, chainId) => client.simulate(call, chainId),
      async write(prepared) {
        setStage('signing');
        toast.info(t('txConfirmInWallet'), scope);
        return client.write(prepared);
      },
      async waitForReceipt(hash, chainId) {
        setStage('confirming');
        toast.info(t('txPending'), scope, link(chainId, hash));
        return client.waitForReceipt(hash, chainId);
      },
    }),
    [client, link, t],
  );

  const report = useCallback(
    (result: TxResult, chainId: number, labels: TxLabels, scope: string) => {
      switch (result.status) {
        case 'confirmed':
          if (result.followUpError === undefined) toast.success(labels.success, scope, link(chainId, result.hash));
          else toast.error(errorText(result.followUpError) ?? t('txFollowUpFailed'), scope, link(chainId, result.hash));
          return;
        case 'reverted':
          toast.error(labels.failure, scope, link(chainId, result.hash));
          return;
        case 'unknown':
          toast.info(t('txUnknown'), scope, link(chainId, result.hash));
          return;
        case 'cancelled':
          toast.info(t('txCancelled'), scope);
          return;
        case 'not-connected':
          openWalletModal('connect');
          return;
        case 'failed':
          toast.error(t('txFailedWith', { label: labels.failure, reason: result.message }), scope);
      }
    },
    [link, t],
  );

  const run = useCallback(
    async (request: TxRequest<TCall>, labels: TxLabels): Promise<TxResult | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setStage('preparing');
      const scope = `tx:${request.purpose}`;
      const kind = kinds[request.purpose];
      const followUp = kind?.followUp;
      try {
        const result = await runTransaction(
          tracked(scope),
          // The registry's follow-up, reporting its stage; a resume elsewhere would make the same call.
          followUp
            ? {
                ...kinds,
                [request.purpose]: {
                  ...kind,
                  followUp: (tx: PendingTx) => {
                    setStage('finishing');
                    // While the API waits for the chain's blocks: "Confirming k/N" in the stage's toast.
                    return followUp(tx, ({ count, required }) => toast.info(t('txConfirmations', { count, required }), scope, link(request.chainId, tx.hash)));
                  },
                },
              }
            : kinds,
          request,
          timeoutMs === undefined ? {} : { timeoutMs },
        );
        report(result, request.chainId, labels, scope);
        return result;
      } finally {
        inFlight.current = false;
        setStage('idle');
      }
    },
    [kinds, link, report, t, timeoutMs, tracked],
  );

  /**
   * Settles EVERY transaction a reload interrupted (platform/wallet/pendingTx.ts), each with the follow-up
   * of its own kind from the registry, whichever screen asks; no toasts.
   */
  const resume = useCallback(
    (invalidate?: () => Promise<unknown> | void) => resumePendingTransactions(client, kinds, { invalidate, ...(timeoutMs === undefined ? {} : { timeoutMs }) }),
    [client, kinds, timeoutMs],
  );

  return useMemo(() => ({ run, resume, stage, busy: stage !== 'idle' }), [run, resume, stage]);
}
