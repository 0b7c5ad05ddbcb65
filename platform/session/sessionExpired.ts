import { sessionStore } from '@/platform/session/safeStorage';

/**
 * Whether the last session ended by expiry, so the login screen can say so. Kept in sessionStorage
 * like the return path, but in a module of its own: the root layout marks it on every page, and must
 * not import returnPath.ts (with its route table), which the pages load in their own scripts.
 */
const EXPIRED_KEY = 'auth.sessionExpired';

export function markSessionExpired() {
  sessionStore.set(EXPIRED_KEY, '1');
}

/** Whether the last session ended by expiry (kept until the next login). */
export const peekSessionExpired = () => sessionStore.get(EXPIRED_KEY) === '1';

/** True once after a session ended by expiry (the login screen says so), then forgotten. */
export function takeSessionExpired(): boolean {
  const expired = sessionStore.get(EXPIRED_KEY) === '1';
  sessionStore.set(EXPIRED_KEY, null);
  return expired;
}
