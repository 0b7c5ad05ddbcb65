/**
 * localStorage access that never throws (private modes, quota, SSR). The spec names the keys,
 * so they are kept one per value rather than as one JSON blob.
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

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null) {
  try {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    /* ignore: state still lives in memory */
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function clearStorage() {
  try {
    storage()?.clear();
  } catch {
    /* ignore */
  }
}
