import { LANG_HEADER, type Locale } from '@/platform/i18n/locales';

/**
 * The mall frame's contract (spec §2 /mall, §8, §9). The spec names what travels but not the names
 * on the wire; these are assumed and documented in the README ("Mall frame"). Everything here is
 * plain (no schema library) so the mall screen loads no validation code; the shape of incoming
 * messages is checked by the schema in ./messages.
 */

/** Query parameters of the frame address (assumed names). */
export const MALL_QUERY = {
  token: 'token',
  tokenTime: 'tokenTime',
  lang: 'lang',
  iframe: 'iframe',
} as const;

/** Message types (assumed names). App → mall: the language; mall → app: an API code such as 40200. */
export const MALL_MESSAGE = {
  language: 'kinbo:lang',
  code: 'kinbo:code',
} as const;

/** Spec §8: the mall's "login expired" code. */
export const MALL_SESSION_EXPIRED_CODE = 40200;
/** Spec §9: delay before /login after the mall reports an expired session. */
export const MALL_REDIRECT_DELAY_MS = 500;
/** Spec §9: frame height is the window height minus this. */
export const MALL_FRAME_OFFSET_PX = 75;

/**
 * What the shop needs and nothing more: its scripts, its own origin (storage, cookies, and an
 * origin the app can check — an opaque origin would post as "null"), forms (checkout) and popups
 * (payment pages) that are not themselves sandboxed. Left out: top navigation (the shop can never
 * navigate the app away), modals, downloads, pointer lock, presentation.
 */
export const MALL_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
/** Powerful features the shop never gets, even when it is served from the app's own origin. */
export const MALL_PERMISSIONS = "camera 'none'; microphone 'none'; geolocation 'none'";

/** The configured mall address resolved against the page (a path means the app's own origin). */
export function resolveMallUrl(configured: string, pageOrigin: string): URL | null {
  try {
    const url = new URL(configured, pageOrigin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The only origin the app talks to and listens to: derived from the configured address. */
export function mallOrigin(configured: string, pageOrigin: string): string | null {
  return resolveMallUrl(configured, pageOrigin)?.origin ?? null;
}

export interface MallSession {
  token: string;
  /** Token expiry, unix seconds (the login's ex_time); omitted when unknown. */
  tokenTime: number | null;
  locale: Locale;
}

/** The frame address: the configured URL (its own query kept) plus token, token time, language, iframe flag. */
export function buildMallFrameUrl(configured: string, pageOrigin: string, session: MallSession): string | null {
  const url = resolveMallUrl(configured, pageOrigin);
  if (!url) return null;
  url.searchParams.set(MALL_QUERY.token, session.token);
  if (session.tokenTime !== null) url.searchParams.set(MALL_QUERY.tokenTime, String(session.tokenTime));
  else url.searchParams.delete(MALL_QUERY.tokenTime);
  url.searchParams.set(MALL_QUERY.lang, LANG_HEADER[session.locale]);
  url.searchParams.set(MALL_QUERY.iframe, '1');
  return url.toString();
}

/** The address without its query: what the reachability check loads (never the token). */
export function mallProbeUrl(configured: string, pageOrigin: string): string | null {
  const url = resolveMallUrl(configured, pageOrigin);
  if (!url) return null;
  return `${url.origin}${url.pathname}`;
}

export interface LanguageMessage {
  type: typeof MALL_MESSAGE.language;
  /** The same code as the API's Lang header (spec §9): en, zh, kr, id, vn, fil. */
  lang: string;
}

export function languageMessage(locale: Locale): LanguageMessage {
  return { type: MALL_MESSAGE.language, lang: LANG_HEADER[locale] };
}

/**
 * A message may come from the mall only when both hold: its origin is exactly the mall's origin,
 * and it was posted by the frame the app itself opened (not another frame or window that happens
 * to share the origin). Anything else is ignored before its data is even looked at.
 */
export function isFromMallFrame(event: { origin: string; source: unknown }, expected: { origin: string | null; frame: unknown }): boolean {
  if (!expected.origin || expected.origin === 'null' || !expected.frame) return false;
  return event.origin === expected.origin && event.source === expected.frame;
}

/** Spec §9: window height minus 75, never negative, whole pixels. */
export function mallFrameHeight(viewportHeight: number): number {
  return Math.max(0, Math.floor(viewportHeight) - MALL_FRAME_OFFSET_PX);
}
