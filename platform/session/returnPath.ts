import { normalizePath, PUBLIC_ROUTES, ROUTES } from '@/platform/shell/routes';
import { sessionStore } from '@/platform/session/safeStorage';

/**
 * Where a visitor goes after logging in: the screen they opened while logged out (whether
 * their session had just expired is `sessionExpired.ts`). Kept in sessionStorage: per tab, gone when the tab closes,
 * and untouched by the logout/invalid-session wipe of localStorage.
 */
const RETURN_KEY = 'auth.returnTo';
const MAX_LENGTH = 512;
const PLACEHOLDER_ORIGIN = 'https://return.invalid';

/** Screens a login may return to: the app's own routes, never login, register or offline again. */
const APP_ROUTES = new Set<string>(Object.values(ROUTES).filter((route) => !PUBLIC_ROUTES.includes(route)));

/**
 * A return path as given, if it is safe to navigate to: a same-origin path of an app route, with its
 * query kept and its fragment dropped. Anything else (another origin, `//host`, `/\host`, a scheme,
 * control characters, an unknown route) is null.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const path = normalizePath(url.pathname);
  if (!APP_ROUTES.has(path)) return null;
  return `${path}${url.search}`;
}

/** Remembers the screen a logged-out visitor asked for; an unsafe path is not remembered. */
export function rememberReturnPath(raw: string) {
  const path = safeReturnPath(raw);
  sessionStore.set(RETURN_KEY, path);
}

/** The remembered screen, checked again (storage is input too), and forgotten. */
export function takeReturnPath(): string | null {
  const path = safeReturnPath(sessionStore.get(RETURN_KEY));
  sessionStore.set(RETURN_KEY, null);
  return path;
}
