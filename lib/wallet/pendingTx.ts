import { localStore } from '@/lib/storage/safeStorage';

/**
 * Transactions sent but not yet followed up (e.g. a deposit whose hash the API must still be told).
 * Kept in localStorage, so the follow-up survives navigation, a reload or a closed tab: on the next
 * start resumePendingTransactions (txRunner.ts) waits for each receipt and makes the call.
 */
export interface PendingTx {
  hash: `0x${string}`;
  chainId: number;
  /** What it was for, e.g. 'deposit'; picks the follow-up. */
  purpose: string;
  /** Data the follow-up API call needs (order id, amount…); JSON-serialisable. */
  extra?: Record<string, string | number | boolean | null>;
  /** Unix ms when it was sent. */
  sentAt: number;
}

export const PENDING_TX_KEY = 'pendingTransactions';

function isPendingTx(value: unknown): value is PendingTx {
  const tx = value as PendingTx;
  return (
    typeof tx === 'object' &&
    tx !== null &&
    typeof tx.hash === 'string' &&
    /^0x[0-9a-fA-F]{64}$/.test(tx.hash) &&
    typeof tx.chainId === 'number' &&
    typeof tx.purpose === 'string' &&
    typeof tx.sentAt === 'number'
  );
}

export function listPendingTx(): PendingTx[] {
  const stored = localStore.getJson<unknown>(PENDING_TX_KEY);
  return Array.isArray(stored) ? stored.filter(isPendingTx) : [];
}

function save(list: PendingTx[]) {
  localStore.set(PENDING_TX_KEY, list.length ? JSON.stringify(list) : null);
}

export function addPendingTx(tx: PendingTx) {
  save([...listPendingTx().filter((t) => t.hash !== tx.hash), tx]);
}

export function removePendingTx(hash: string) {
  save(listPendingTx().filter((t) => t.hash.toLowerCase() !== hash.toLowerCase()));
}
