/**
 * THE browser-storage wrapper: localStorage and sessionStorage access that never throws (private
 * modes, quota, blocked storage, SSR). Every module that stores something goes through here.
 * The spec names the localStorage keys, so they are kept one per value rather than as one JSON blob.
 */
export const STORAGE_KEYS = {
  token: 'token',
  tokenTime: 'tokenTime',
  userInfo: 'userInfo',
  roomId: 'roomId',
  invite: 'invite',
  roomURL: 'roomURL',
  walletAddress: 'walletAddress',
  walletChainId: 'walletChainId',
} as const;

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export interface SafeStorage {
  get(key: string): string | null;
  /** `null` removes the key. Returns false when the value could not be stored. */
  set(key: string, value: string | null): boolean;
  getJson<T>(key: string): T | null;
  clear(): void;
  /** The raw Storage (or null), for code that takes a `Pick<Storage, 'getItem'>`. */
  raw(): Storage | null;
}

function safeStorage(which: StorageArea): SafeStorage {
  const self: SafeStorage = {
    get(key) {
      try {
        return area(which)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const s = area(which);
        if (!s) return false;
        if (value === null) s.removeItem(key);
        else s.setItem(key, value);
        return true;
      } catch {
        return false; // state still lives in memory
      }
    },
    getJson<T>(key: string) {
      const text = self.get(key);
      if (!text) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    clear() {
      try {
        area(which)?.clear();
      } catch {
        /* ignore */
      }
    },
    raw: () => area(which),
  };
  return self;
}

export const localStore = safeStorage('local');
export const sessionStore = safeStorage('session');

// Shorthands for localStorage, the common case.
export const readItem = (key: string) => localStore.get(key);
export const writeItem = (key: string, value: string | null) => void localStore.set(key, value);
export const readJson = <T>(key: string) => localStore.getJson<T>(key);
export const clearStorage = () => localStore.clear();
