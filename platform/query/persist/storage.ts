import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The one IndexedDB record that holds the saved query cache (policy.ts says what is in it). Every call
 * settles quietly: a browser without IndexedDB (private modes) simply has no warm open.
 */
const KEY = 'queries';
let store: UseStore | null = null;

function db(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('kinbo-cache', 'cache');
  return store;
}

export async function readSavedCache(): Promise<unknown> {
  const target = db();
  return target ? get(KEY, target).catch(() => undefined) : undefined;
}

export async function writeSavedCache(value: unknown): Promise<void> {
  const target = db();
  if (target) await set(KEY, value, target).catch(() => undefined);
}

/** Logout and a change of account: nothing of the previous one is left on the device. */
export async function eraseSavedCache(): Promise<void> {
  const target = db();
  if (target) await del(KEY, target).catch(() => undefined);
}
