import { appConfig } from '@/shared/config';
import { DEFAULT_LOCALE, type Locale } from '@/platform/i18n/locales';

/**
 * What the app plugs into the API client (client.ts): the session, the language and the side
 * effects of a failure (toast, overlay, session end), injected so the client stays free of React.
 * Kept apart from the client itself, which is built on ky: the root layout configures the client
 * on every page, and only the pages that call the API load ky.
 */

export class ApiError extends Error {
  readonly code: number;
  readonly body: unknown;
  constructor(code: number, msg: string, body: unknown) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.body = body;
  }
}

export type FallbackKind = 'network' | 'timeout' | 'server';

export interface ApiClientHooks {
  getToken(): string | null;
  getLocale(): Locale;
  /** Session invalid: clear storage and reload. */
  onSessionInvalid(code: number): void;
  /** Business or transport failure the user should see; `scope` is the API path (see ui/toast.ts). */
  onError(message: string, scope: string): void;
  /** Clears the loading overlay. */
  clearOverlay(): void;
  /** Text for failures that carry no usable server message (network down, timeout, internal error). */
  fallbackMessage(kind: FallbackKind): string;
}

const noop = () => {};
let hooks: ApiClientHooks = {
  getToken: () => null,
  getLocale: () => DEFAULT_LOCALE,
  onSessionInvalid: noop,
  onError: noop,
  clearOverlay: noop,
  fallbackMessage: (kind) => (kind === 'timeout' ? 'Request timed out' : kind === 'server' ? 'Something went wrong. Please try again.' : 'Network error'),
};

export function configureApiClient(next: Partial<ApiClientHooks>) {
  hooks = { ...hooks, ...next };
}

/** The stored session token (the live stream sends it as every call does). */
export const currentToken = () => hooks.getToken();

/** The hooks in force (read at each call: the app configures them once, tests many times). */
export const appHooks = () => hooks;

/** Absolute URL of an API path. An empty or path-only base means the page's own origin. */
export function apiUrl(path: string, base = appConfig.apiBase) {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  if (/^https?:\/\//.test(base)) return `${base.replace(/\/$/, '')}${cleanPath}`;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return `${origin}${base.replace(/\/$/, '')}${cleanPath}`;
}
