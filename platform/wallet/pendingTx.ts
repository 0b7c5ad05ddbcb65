import { useSyncExternalStore } from 'react';
import { localStore } from '@/platform/session/safeStorage';

/**
 * Transactions sent but not yet followed up (e.g. a deposit whose hash the API must still be told).
 * Kept in localStorage, so the follow-up survives navigation, a reload or a closed tab: on the next
 * start resumePendingTransactions (txRunner.ts) waits for each receipt and makes the call of its kind
 * (TX_KINDS, txKinds.ts). Free of wallet libraries; the wallet host reads the key to load the wallet
 * code at start when something waits to be finished.
 */
export interface PendingTx {
  hash: `0x${string}`;
  chainId: number;
  /** Its kind, e.g. 'deposit' or 'purchase': picks the follow-up in TX_KINDS (txKinds.ts). */
  purpose: string;
  /** Data the follow-up API call needs (order id, amount…); JSON-serialisable. */
  extra?: Record<string, string | number | boolean | null>;
  /** Unix ms when it was sent. */
  sentAt: number;
}

/** Where the pending transactions are stored; the key is removed when the list empties. */
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

const listeners = new Set<() => void>();

function save(list: PendingTx[]) {
  localStore.set(PENDING_TX_KEY, list.length ? JSON.stringify(list) : null);
  for (const listener of listeners) listener();
}

/** Told of every change (a screen's card follows what the app-wide watcher or another tab settles). */
export function subscribePendingTx(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === PENDING_TX_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

export function hasPendingTx(): boolean {
  return listPendingTx().length > 0;
}

// The snapshot must stay the same object while the stored text does not change (useSyncExternalStore).
let snapshot: { raw: string | null; list: PendingTx[] } = { raw: null, list: [] };
function pendingSnapshot(): PendingTx[] {
  const raw = localStore.get(PENDING_TX_KEY);
  if (raw !== snapshot.raw) snapshot = { raw, list: listPendingTx() };
  return snapshot.list;
}
const NONE: PendingTx[] = [];
const noPending = () => NONE;

/** The first stored transaction of one kind, kept current as transactions are settled (null when none). */
export function usePendingTx(purpose: string): PendingTx | null {
  const list = useSyncExternalStore(subscribePendingTx, pendingSnapshot, noPending);
  return list.find((tx) => tx.purpose === purpose) ?? null;
}

export function addPendingTx(tx: PendingTx) {
  save([...listPendingTx().filter((t) => t.hash !== tx.hash), tx]);
}

export function removePendingTx(hash: string) {
  save(listPendingTx().filter((t) => t.hash.toLowerCase() !== hash.toLowerCase()));
}
