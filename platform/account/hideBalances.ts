import { useSyncExternalStore } from 'react';
import { localStore } from '@/platform/session/safeStorage';

/**
 * "Hide balances": one switch for every balance card, kept in local storage across visits and in
 * step across tabs (the storage event). Server rendering and the first render show balances hidden
 * only when the stored switch says so, read on the client.
 */
export const HIDE_BALANCES_KEY = 'hideBalances';
const listeners = new Set<() => void>();

export const readHideBalances = () => localStore.get(HIDE_BALANCES_KEY) === '1';

export function setHideBalances(hidden: boolean) {
  localStore.set(HIDE_BALANCES_KEY, hidden ? '1' : null);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HIDE_BALANCES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHideBalances(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(subscribe, readHideBalances, () => false);
  return [hidden, setHideBalances];
}

/** What a hidden amount shows instead of digits. */
export const HIDDEN_AMOUNT = '******';
