import type { Banner } from '@/shared/contract';

/** Where tapping a banner leads; `null` means the banner is not a link (unsafe or malformed URL). */
export type BannerTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string } | null;

const PROBE_ORIGIN = 'https://app.invalid';

/**
 * An in-app path: one leading '/' (never '//' or '/\', which browsers read as another host),
 * and it must stay on our origin once resolved.
 */
export function isInAppPath(value: string) {
  if (!/^\/(?![/\\])/.test(value) || /[\s\u0000-\u001f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export function isHttpUrl(value: string) {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Spec §2: jump type 0 navigates inside the app, 1 opens a new window. Anything but an http(s) URL
 * or an in-app path is ignored (javascript:, data:, protocol-relative and garbage links).
 * An in-app banner that carries a full URL of our own origin navigates in the app; one of another
 * origin cannot be shown inside the app, so it opens in a new window instead.
 */
export function bannerTarget(banner: Pick<Banner, 'jump_type' | 'jump_url'>, currentOrigin?: string): BannerTarget {
  const url = (banner.jump_url ?? '').trim();
  if (!url) return null;
  const inApp = isInAppPath(url);
  const http = !inApp && isHttpUrl(url);
  if (!inApp && !http) return null;
  if (Number(banner.jump_type) === 1) return { kind: 'external', href: url };
  if (Number(banner.jump_type) !== 0) return null;
  if (inApp) return { kind: 'internal', href: url };
  const parsed = new URL(url);
  if (currentOrigin && parsed.origin === currentOrigin) {
    return { kind: 'internal', href: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  return { kind: 'external', href: url };
}
