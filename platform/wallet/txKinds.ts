import { API_CODES } from '@/shared/contract';
import { ApiError } from '@/platform/http/client';
import { creditedOnce, depositApi, purchaseApi } from '@/platform/wallet/orders';
import { networkInfo } from '@/shared/chain/networks';
import type { PendingTx } from './pendingTx';
import type { TxConfirmations, TxKind, TxKinds } from './txRunner';

/**
 * Answers after which asking again can never credit this transaction to this user: it reverted, it is
 * not a deposit / payment of ours, it belongs to another user, its order does not exist, or what was
 * stored is malformed. "Already credited" never gets here (creditedOnce makes it a success). Anything
 * else (offline, a timeout, the node or the server down, rate limited, logged out) passes with time.
 */
const FINAL_REFUSALS: ReadonlySet<number> = new Set([
  API_CODES.INVALID_INPUT,
  API_CODES.KINBO_BSC_ONLY,
  API_CODES.TX_FAILED,
  API_CODES.TX_NOT_DEPOSIT,
  API_CODES.TX_MISMATCH,
  API_CODES.TX_OTHER_USER,
  API_CODES.ORDER_NOT_FOUND,
]);

export function isFinalRefusal(error: unknown): boolean {
  return error instanceof ApiError && FINAL_REFUSALS.has(error.code);
}

/** How often a follow-up asks again while the API waits for confirmations, and for how long at most. */
export const CONFIRMATION_POLL_MS = 1000;
const CONFIRMATION_WAIT_MS = 15 * 60 * 1000;

type Confirming = { status: string; confirmations?: number; confirmations_required?: number };

/**
 * Asks until the order is credited: an answer still pending with k/N (confirmations) is reported and
 * asked again; any other answer ends it, as does an API without k/N (it credited or refused at once).
 * Past the wait it fails for a passing reason, so the transaction stays for a later resume.
 */
export async function untilConfirmed(ask: () => Promise<Confirming>, progress?: (confirmations: TxConfirmations) => void, pollMs = CONFIRMATION_POLL_MS): Promise<void> {
  const until = Date.now() + CONFIRMATION_WAIT_MS;
  for (;;) {
    const order = await ask();
    if (order.status !== 'pending' || order.confirmations === undefined || order.confirmations_required === undefined) return;
    progress?.({ count: order.confirmations, required: order.confirmations_required });
    if (Date.now() > until) throw new Error('still waiting for confirmations');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** deposit(…) on our contract → deposit confirm with the hash, until the chain's confirmations credit it. */
async function confirmDeposit(tx: PendingTx, progress?: (confirmations: TxConfirmations) => void) {
  const network = networkInfo(tx.chainId);
  // Only a corrupted entry names a chain we do not support; retrying would not change that.
  if (!network) throw new ApiError(API_CODES.INVALID_INPUT, `Unsupported chain ${tx.chainId}`, null);
  await creditedOnce(untilConfirmed(() => depositApi.confirm({ chain: network.chainCode, hash: tx.hash }, { silent: true }), progress));
}

/** The USDT transfer of a KinBo purchase → order/hash with the hash (and its order, when stored). */
async function submitPurchaseHash(tx: PendingTx, progress?: (confirmations: TxConfirmations) => void) {
  const id = typeof tx.extra?.orderId === 'number' ? tx.extra.orderId : undefined;
  await creditedOnce(untilConfirmed(() => purchaseApi.submitHash({ hash: tx.hash, id }, { silent: true }), progress));
}

export type TxPurpose = 'approve' | 'deposit' | 'purchase';

/**
 * THE registry of transaction kinds: `purpose` of a stored pending transaction → what must follow its
 * receipt. Every runner and every resume reads it, so no screen can resume a transaction with another
 * kind's follow-up or none (a purchase resumed by the deposit screen still gets its order/hash).
 * A new kind of transaction must be added here before it can be sent.
 */
export const TX_KINDS: TxKinds & Record<TxPurpose, TxKind> = {
  /** An allowance: the receipt is all; nothing to tell the API. */
  approve: {},
  deposit: { followUp: confirmDeposit, isFinalRefusal },
  purchase: { followUp: submitPurchaseHash, isFinalRefusal },
};
