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
  /** The interface language (platform/i18n): the device's, not the account's. */
  language: 'language',
  /**
   * The device token a login answered (not in the spec; an API without it sends none): sent with
   * later logins, so strangers' failed logins never lock this device out. Outlives a logout.
   */
  loginDevice: 'loginDevice',
  /** Set once the install offer was shown on this device (platform/pwa/install): it is never shown again. */
  installOffered: 'installOffered',
} as const;

/**
 * What outlives a session: the language the visitor chose belongs to the device, so a logout or an
 * expired session lands on a login screen in that language, and so does the login device token
 * (and the note that the install offer was shown).
 * Everything else goes.
 */
export const DEVICE_KEYS: readonly string[] = [STORAGE_KEYS.language, STORAGE_KEYS.loginDevice, STORAGE_KEYS.installOffered];

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
  /** Removes every key but those in `keep`. */
  clear(keep?: readonly string[]): void;
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
    clear(keep = []) {
      try {
        const s = area(which);
        if (!s) return;
        const kept = keep.map((key) => [key, s.getItem(key)] as const);
        s.clear();
        for (const [key, value] of kept) if (value !== null) s.setItem(key, value);
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
/** Ends the session in local storage: every value goes except the device's own (DEVICE_KEYS). */
export const clearSessionStorage = () => localStore.clear(DEVICE_KEYS);
