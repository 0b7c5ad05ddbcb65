import { addPendingTx, listPendingTx, removePendingTx, type PendingTx } from './pendingTx';

/**
 * THE way the app sends a transaction (approve, deposit…), whatever screen asks:
 *   connected? → right chain (switch) → simulate → write → wait for the receipt
 *   → `reverted` is a failure → a timeout is "unknown, may still be processed" (not a failure)
 *   → follow-up API call → invalidate.
 * The wallet is reached through a small TxClient (txClient.ts adapts wagmi; tests pass a fake), so
 * this file imports neither wagmi nor viem and is loaded only by wallet code paths.
 * A rejection in the wallet is a calm "cancelled", never an error.
 */

export type Hash = `0x${string}`;

export interface TxClient<TCall = unknown, TPrepared = unknown> {
  account(): { address: string | null; chainId: number | null };
  switchChain(chainId: number): Promise<void>;
  /** Dry-runs the call; throws with the chain's reason when it would fail. */
  simulate(call: TCall, chainId: number): Promise<TPrepared>;
  write(prepared: TPrepared): Promise<Hash>;
  waitForReceipt(hash: Hash, chainId: number): Promise<{ status: 'success' | 'reverted' }>;
}

export type TxResult =
  | { status: 'confirmed'; hash: Hash; followUpError?: unknown }
  | { status: 'reverted'; hash: Hash }
  /** Not confirmed in time: it may still go through; the pending entry stays for a later follow-up. */
  | { status: 'unknown'; hash: Hash }
  | { status: 'cancelled' }
  | { status: 'not-connected' }
  | { status: 'failed'; message: string; error: unknown };

export interface TxRequest<TCall> {
  chainId: number;
  call: TCall;
  purpose: string;
  extra?: PendingTx['extra'];
  /** The API call that must follow a confirmed transaction (e.g. deposit confirm with the hash). */
  followUp?: (tx: PendingTx) => Promise<unknown>;
  /** Refresh what changed (balances…) once confirmed. */
  invalidate?: () => Promise<unknown> | void;
}

/** How long to wait for a receipt before answering "unknown" (the chain may simply be slow). */
export const RECEIPT_TIMEOUT_MS = 120_000;

const USER_REJECTED_CODE = 4001;

/** Walks an error and its causes: did the user reject the request in the wallet? */
export function isUserRejection(error: unknown): boolean {
  for (let e = error as { code?: unknown; name?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 8; e = e.cause as typeof e, depth++) {
    if (e.code === USER_REJECTED_CODE || e.name === 'UserRejectedRequestError') return true;
  }
  return false;
}

/** The short message of a chain error (viem's shortMessage), else its message. */
export function shortErrorMessage(error: unknown): string {
  const e = error as { shortMessage?: unknown; message?: unknown } | undefined;
  if (typeof e?.shortMessage === 'string' && e.shortMessage) return e.shortMessage;
  if (typeof e?.message === 'string' && e.message) return e.message.split('\n')[0];
  return 'Transaction failed';
}

const TIMED_OUT = Symbol('timed out');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Waits for the receipt of a sent transaction and makes its follow-up; shared by run and resume. */
async function settle<TCall>(
  client: TxClient<TCall>,
  tx: PendingTx,
  followUp: TxRequest<TCall>['followUp'],
  invalidate: TxRequest<TCall>['invalidate'],
  timeoutMs: number,
): Promise<TxResult> {
  let receipt: { status: 'success' | 'reverted' } | typeof TIMED_OUT;
  try {
    receipt = await withTimeout(client.waitForReceipt(tx.hash, tx.chainId), timeoutMs);
  } catch {
    // The node did not answer (or viem's own wait gave up): nothing says it failed.
    return { status: 'unknown', hash: tx.hash };
  }
  if (receipt === TIMED_OUT) return { status: 'unknown', hash: tx.hash };
  if (receipt.status === 'reverted') {
    removePendingTx(tx.hash);
    return { status: 'reverted', hash: tx.hash };
  }
  let followUpError: unknown;
  if (followUp) {
    try {
      await followUp(tx);
    } catch (error) {
      followUpError = error; // stays pending: the follow-up is tried again on the next start
    }
  }
  if (followUpError === undefined) removePendingTx(tx.hash);
  await invalidate?.();
  return followUpError === undefined ? { status: 'confirmed', hash: tx.hash } : { status: 'confirmed', hash: tx.hash, followUpError };
}

export async function runTransaction<TCall>(
  client: TxClient<TCall>,
  request: TxRequest<TCall>,
  { timeoutMs = RECEIPT_TIMEOUT_MS, now = Date.now } = {},
): Promise<TxResult> {
  const { address, chainId } = client.account();
  if (!address) return { status: 'not-connected' };

  let hash: Hash;
  try {
    if (chainId !== request.chainId) await client.switchChain(request.chainId);
    const prepared = await client.simulate(request.call, request.chainId);
    hash = await client.write(prepared);
  } catch (error) {
    if (isUserRejection(error)) return { status: 'cancelled' };
    return { status: 'failed', message: shortErrorMessage(error), error };
  }

  // From here the transaction exists: remember it before waiting, so a reload cannot lose it.
  const tx: PendingTx = { hash, chainId: request.chainId, purpose: request.purpose, extra: request.extra, sentAt: now() };
  addPendingTx(tx);
  return settle(client, tx, request.followUp, request.invalidate, timeoutMs);
}

/**
 * On start (or when the wallet screen opens): settles every transaction a reload interrupted, with
 * the follow-up registered for its purpose. Entries whose receipt is still unknown stay.
 */
export async function resumePendingTransactions<TCall>(
  client: TxClient<TCall>,
  followUps: Record<string, (tx: PendingTx) => Promise<unknown>>,
  { timeoutMs = RECEIPT_TIMEOUT_MS, invalidate }: { timeoutMs?: number; invalidate?: () => Promise<unknown> | void } = {},
): Promise<TxResult[]> {
  const results: TxResult[] = [];
  for (const tx of listPendingTx()) {
    results.push(await settle(client, tx, followUps[tx.purpose], invalidate, timeoutMs));
  }
  return results;
}
