import { safeReturnPath } from '@/platform/session/returnPath';

/**
 * Detours that come back: a way out of a refusal (buy tickets, deposit) carries `returnTo`, the screen it
 * started from, and the screens on the way show a link back to it. Only a same-origin path of an app
 * route is carried or followed (safeReturnPath); a detour of a detour keeps the first screen.
 */
export const RETURN_TO_PARAM = 'returnTo';

/** `href` with `returnTo` added, or `href` as it is when `returnTo` is not a safe app path. */
export function withReturnTo(href: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  if (safe === null) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`;
}

/** The safe `returnTo` of an address's query string, or null. */
export function returnToOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/** Where a detour started from this screen should come back to: this screen's own `returnTo`, else this screen. */
export function currentReturnTo(): string | null {
  if (typeof window === 'undefined') return null;
  const { pathname, search } = window.location;
  return returnToOf(search) ?? safeReturnPath(`${pathname}${search}`);
}
