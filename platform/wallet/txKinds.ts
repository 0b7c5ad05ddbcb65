import { API_CODES } from '@/shared/contract';
import { ApiError } from '@/platform/http/client';
import { creditedOnce, depositApi, purchaseApi } from '@/platform/wallet/orders';
import { networkInfo } from '@/shared/chain/networks';
import type { PendingTx } from './pendingTx';
import type { TxKind, TxKinds } from './txRunner';

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

/** deposit(…) on our contract → deposit confirm with the hash. */
async function confirmDeposit(tx: PendingTx) {
  const network = networkInfo(tx.chainId);
  // Only a corrupted entry names a chain we do not support; retrying would not change that.
  if (!network) throw new ApiError(API_CODES.INVALID_INPUT, `Unsupported chain ${tx.chainId}`, null);
  await creditedOnce(depositApi.confirm({ chain: network.chainCode, hash: tx.hash }, { silent: true }));
}

/** The USDT transfer of a KinBo purchase → order/hash with the hash (and its order, when stored). */
async function submitPurchaseHash(tx: PendingTx) {
  const id = typeof tx.extra?.orderId === 'number' ? tx.extra.orderId : undefined;
  await creditedOnce(purchaseApi.submitHash({ hash: tx.hash, id }, { silent: true }));
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
