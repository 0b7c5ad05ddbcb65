import { createHash } from 'node:crypto';

/**
 * Browser security headers. The same set is documented for a CDN deployment in the root README
 * ("Security headers"); keep the two in step.
 */

/** On every answer. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  // A stylesheet's own Referrer-Policy governs the requests it makes (its url()s), so assets keep it.
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** On every answer that can be a document (see `isBuildAsset`), with its Content-Security-Policy. */
export const DOCUMENT_SECURITY_HEADERS: Record<string, string> = {
  // Pages may be framed by themselves only (the mall frame is same-origin by default); never by other sites.
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), interest-cohort=()',
};

/**
 * The build's hashed scripts, styles, fonts and pictures (/_next/static/), except SVG: answers a
 * browser never renders as a document nor runs as a worker (no chunk starts a worker, which
 * e2e/csp.spec.ts checks on the build; the service worker is /sw.js), so the document policies
 * (CSP, X-Frame-Options, Permissions-Policy) do nothing on them, so they are left off:
 * HTTP/1.1 sends headers uncompressed on every request before a screen's first paint.
 */
export function isBuildAsset(path: string): boolean {
  return path.startsWith('/_next/static/') && !path.endsWith('.svg');
}

/** On /api and /rpc: balances and e-mail addresses are never cached, and nothing there renders. */
export const API_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** On /uploads: user files never run anything, even opened directly. */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

/** WalletConnect / Reown endpoints the wallet modal talks to (only when a WalletConnect wallet is picked). */
const WALLETCONNECT_CONNECT = [
  'https://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://*.walletconnect.com',
  'wss://*.walletconnect.org',
  'https://*.reown.com',
  'wss://*.reown.com',
  'https://*.web3modal.org',
];
const WALLETCONNECT_FRAMES = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org'];

/**
 * The pages' Content-Security-Policy. No 'unsafe-eval' and no 'unsafe-inline' for scripts: the
 * static export's inline scripts are allowed by their SHA-256 (computed per HTML file). Styles
 * allow inline because React and the wallet modal set style attributes.
 */
export function pageCsp(options: { scriptHashes?: readonly string[]; frameOrigins?: readonly string[] } = {}): string {
  const hashes = (options.scriptHashes ?? []).map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...WALLETCONNECT_CONNECT].join(' '),
    ['frame-src', "'self'", ...(options.frameOrigins ?? []), ...WALLETCONNECT_FRAMES].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** SHA-256 (base64) of every inline script of an HTML document, in order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}
