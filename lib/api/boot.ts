import { detectBrowserLocale } from '@/lib/i18n/detect';
import { useI18n } from '@/lib/i18n/store';
import { normalizePath } from '@/lib/routes';
import { hasLiveToken, useSession } from '@/lib/session/store';
import { readItem, STORAGE_KEYS } from '@/lib/storage/safeStorage';
import type { EarlySession } from './client';

/**
 * The first requests of the screens measured in issue 13 (LCP), started when the screen's code is
 * evaluated — before hydration — rather than by its queries after it (see `sendEarly` in client.ts).
 * Each screen's list (homeBoot.ts, reportsBoot.ts, walletBoot.ts: one file each, so a screen's first
 * load carries only its own) names the same api calls, with the same arguments, as the screen's
 * first queries, which then find the answers already on their way (boot.test.ts checks they match).
 * Browser only, and only with a live session: nothing is sent otherwise.
 */
export function bootSession(routes: readonly string[]): EarlySession | null {
  if (typeof window === 'undefined') return null;
  // Only on the screen's own page: Next evaluates a route's code when a link to it is prefetched,
  // on another page; a client navigation then loads through the queries as usual.
  if (!routes.includes(normalizePath(window.location.pathname))) return null;
  const session = useSession.getState();
  // Before hydration the store has not read storage yet: read it the way the store will.
  const token = session.hydrated ? session.token : readItem(STORAGE_KEYS.token);
  const stored = readItem(STORAGE_KEYS.tokenTime);
  const tokenTime = session.hydrated ? session.tokenTime : stored ? Number(stored) || null : null;
  if (!hasLiveToken({ token, tokenTime })) return null;
  // The language the requests will carry: the one asked for (detected at start, as the i18n store will).
  return { token, locale: useI18n.getState().requested ?? detectBrowserLocale() };
}
