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
  /** `retained`: the follow-up failed for a passing reason, so the entry stays for the next resume. */
  | { status: 'confirmed'; hash: Hash; followUpError?: unknown; retained?: boolean }
  | { status: 'reverted'; hash: Hash }
  /** Not confirmed in time (or of a kind this build does not know): it stays for a later resume. */
  | { status: 'unknown'; hash: Hash }
  | { status: 'cancelled' }
  | { status: 'not-connected' }
  | { status: 'failed'; message: string; error: unknown };

/**
 * What one kind of transaction (deposit, purchase, approve…) needs once it is confirmed. The app's
 * one registry is TX_KINDS (txKinds.ts): whoever settles a transaction (the screen that sent it, a
 * screen resuming after a reload, the app-wide watcher) looks its follow-up up there by `purpose`, so
 * a purchase always gets its order/hash and a deposit its deposit confirm, wherever it is resumed.
 */
export interface TxKind {
  /**
   * The API call that must follow the confirmed transaction; absent when the receipt is all (approve).
   * `progress` hears the chain confirmations while the API waits for them (k of N).
   */
  followUp?: (tx: PendingTx, progress?: (confirmations: TxConfirmations) => void) => Promise<unknown>;
  /**
   * A follow-up refusal that no retry can change (not ours, reverted, a bad order): the entry is
   * dropped. Any other failure (offline, node down, logged out) keeps it for the next resume.
   */
  isFinalRefusal?: (error: unknown) => boolean;
}

export type TxKinds = Readonly<Record<string, TxKind>>;

/** Blocks a credit has on the chain and the number the API waits for. */
export type TxConfirmations = { count: number; required: number };

export interface TxRequest<TCall> {
  chainId: number;
  call: TCall;
  /** Its kind in the registry: picks the follow-up, now and on any later resume. */
  purpose: string;
  extra?: PendingTx['extra'];
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

/**
 * Transactions being settled in this tab, by hash: a screen's resume and the app-wide watcher (or a
 * run and a resume) share one settlement instead of making the follow-up twice.
 */
const settling = new Map<string, Promise<TxResult>>();

function settleOnce<TCall>(client: TxClient<TCall>, tx: PendingTx, kind: TxKind, timeoutMs: number): Promise<TxResult> {
  const key = tx.hash.toLowerCase();
  const running = settling.get(key);
  if (running) return running;
  const settlement = settle(client, tx, kind, timeoutMs).finally(() => settling.delete(key));
  settling.set(key, settlement);
  return settlement;
}

/** Waits for the receipt of a sent transaction and makes its follow-up; shared by run and resume. */
async function settle<TCall>(client: TxClient<TCall>, tx: PendingTx, kind: TxKind, timeoutMs: number): Promise<TxResult> {
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
  if (kind.followUp) {
    try {
      await kind.followUp(tx);
    } catch (followUpError) {
      if (kind.isFinalRefusal?.(followUpError)) {
        removePendingTx(tx.hash);
        return { status: 'confirmed', hash: tx.hash, followUpError };
      }
      // A passing failure: the entry stays and the follow-up is tried again on the next resume.
      return { status: 'confirmed', hash: tx.hash, followUpError, retained: true };
    }
  }
  removePendingTx(tx.hash);
  return { status: 'confirmed', hash: tx.hash };
}

export async function runTransaction<TCall>(
  client: TxClient<TCall>,
  kinds: TxKinds,
  request: TxRequest<TCall>,
  { timeoutMs = RECEIPT_TIMEOUT_MS, now = Date.now } = {},
): Promise<TxResult> {
  const kind = kinds[request.purpose];
  // A kind without an entry could never be resumed after a reload: refuse before anything is sent.
  if (!kind) throw new Error(`No transaction kind "${request.purpose}" in the registry`);
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
  const result = await settleOnce(client, tx, kind, timeoutMs);
  if (result.status === 'confirmed') await request.invalidate?.();
  return result;
}

/**
 * After a reload, on any screen that resumes and in the app-wide watcher: settles every stored
 * transaction with the follow-up of its own kind. Entries whose receipt is still unknown, whose
 * follow-up failed for a passing reason, or whose kind this build does not know, stay.
 */
export async function resumePendingTransactions<TCall>(
  client: TxClient<TCall>,
  kinds: TxKinds,
  { timeoutMs = RECEIPT_TIMEOUT_MS, invalidate }: { timeoutMs?: number; invalidate?: () => Promise<unknown> | void } = {},
): Promise<TxResult[]> {
  const results = await Promise.all(
    listPendingTx().map((tx): Promise<TxResult> => {
      const kind = kinds[tx.purpose];
      return kind ? settleOnce(client, tx, kind, timeoutMs) : Promise.resolve({ status: 'unknown', hash: tx.hash });
    }),
  );
  if (results.some((result) => result.status === 'confirmed')) await invalidate?.();
  return results;
}
