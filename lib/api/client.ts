import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { appConfig } from '@/lib/config';
import { LANG_HEADER, DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { SESSION_INVALID_CODES as SESSION_CODES, SUCCESS_CODE as OK_CODE, type Envelope } from '@/lib/contract';

/**
 * The one HTTP client (spec §7-9):
 * - base URL from config, `Token` header when stored, `Lang` header from the active language;
 * - 120000 ms timeout; success only when `code === 0`;
 * - 40100 / 40200 / 40300 (also inside an HTTP error body) end the session: storage cleared, page reloaded;
 * - any other non-zero code rejects with an ApiError carrying the body, shows the server `msg` as a
 *   toast and clears the loading overlay.
 * The side effects are injected (configureApiClient) so this file stays free of React and testable.
 */

export const SUCCESS_CODE = OK_CODE;
export const SESSION_INVALID_CODES: readonly number[] = SESSION_CODES;

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

export interface ApiClientHooks {
  getToken(): string | null;
  getLocale(): Locale;
  /** Session invalid: clear storage and reload. */
  onSessionInvalid(code: number): void;
  /** Business or transport failure the user should see. */
  onError(message: string): void;
  /** Clears the loading overlay. */
  clearOverlay(): void;
  /** Text for failures that carry no server message (network down, timeout). */
  fallbackMessage(kind: 'network' | 'timeout'): string;
}

const noop = () => {};
let hooks: ApiClientHooks = {
  getToken: () => null,
  getLocale: () => DEFAULT_LOCALE,
  onSessionInvalid: noop,
  onError: noop,
  clearOverlay: noop,
  fallbackMessage: (kind) => (kind === 'timeout' ? 'Request timed out' : 'Network error'),
};

export function configureApiClient(next: Partial<ApiClientHooks>) {
  hooks = { ...hooks, ...next };
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/** Per-call options on top of ky's. `silent` skips the error toast (the caller shows the error inline). */
export interface RequestOptions extends Omit<Options, 'prefix' | 'baseUrl'> {
  silent?: boolean;
}

/** Absolute URL of an API path. An empty or path-only base means the page's own origin. */
export function apiUrl(path: string, base = appConfig.apiBase) {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  if (/^https?:\/\//.test(base)) return `${base.replace(/\/$/, '')}${cleanPath}`;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return `${origin}${base.replace(/\/$/, '')}${cleanPath}`;
}

const http = ky.create({
  timeout: appConfig.requestTimeoutMs,
  retry: 0,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = hooks.getToken();
        if (token) request.headers.set('Token', token);
        request.headers.set('Lang', LANG_HEADER[hooks.getLocale()] ?? LANG_HEADER[DEFAULT_LOCALE]);
      },
    ],
  },
});

/** Applies the envelope rules to a parsed body. Exported for unit tests. */
export function unwrapEnvelope<T>(body: unknown, silent = false): T {
  if (!isEnvelope(body)) {
    throw fail(new ApiError(-1, hooks.fallbackMessage('network'), body), silent);
  }
  if (body.code === SUCCESS_CODE) return body.data as T;
  if (SESSION_INVALID_CODES.includes(body.code)) {
    hooks.onSessionInvalid(body.code);
    throw new ApiError(body.code, body.msg, body);
  }
  throw fail(new ApiError(body.code, body.msg || hooks.fallbackMessage('network'), body), silent);
}

function fail(error: ApiError, silent: boolean) {
  hooks.clearOverlay();
  if (!silent) hooks.onError(error.message);
  return error;
}

async function send<T>(method: 'get' | 'post', path: string, options: RequestOptions = {}): Promise<T> {
  const { silent = false, ...kyOptions } = options;
  let body: unknown;
  try {
    body = await http(apiUrl(path), { method, ...kyOptions }).json();
  } catch (error) {
    if (error instanceof HTTPError) {
      // Session codes may arrive inside an HTTP error body (spec §4); so may business errors.
      const data = (error as HTTPError & { data?: unknown }).data;
      if (isEnvelope(data)) return unwrapEnvelope<T>(data, silent);
      throw fail(new ApiError(error.response.status, hooks.fallbackMessage('network'), data), silent);
    }
    if (error instanceof TimeoutError) throw fail(new ApiError(-1, hooks.fallbackMessage('timeout'), null), silent);
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw fail(new ApiError(-1, hooks.fallbackMessage('network'), null), silent);
  }
  return unwrapEnvelope<T>(body, silent);
}

type Query = Record<string, string | number | boolean | undefined | null>;

function cleanQuery(query?: Query) {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

export const api = {
  get<T>(path: string, query?: Query, options?: RequestOptions) {
    return send<T>('get', path, { ...options, searchParams: cleanQuery(query) });
  },
  post<T>(path: string, json?: unknown, options?: RequestOptions) {
    return send<T>('post', path, { ...options, json: json ?? {} });
  },
  upload<T>(path: string, form: FormData, options?: RequestOptions) {
    return send<T>('post', path, { ...options, body: form });
  },
};
