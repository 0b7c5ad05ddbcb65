import { appConfig } from '@/lib/config';
import { LANG_HEADER, DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { recordServerTime } from '@/lib/time/serverClock';
// The envelope's codes straight from their module, not the contract's index: the client is in every
// page's first load, and the index would bring every enum of the app with it (issue 13).
import { INTERNAL_ERROR_CODE, SESSION_INVALID_CODES as SESSION_CODES, SUCCESS_CODE as OK_CODE } from '@/lib/contract/envelope';
import type { Envelope } from '@/lib/contract';

/**
 * The one HTTP client (spec §7-9):
 * - base URL from config, `Token` header when stored, `Lang` header from the active language;
 * - 120000 ms timeout; success only when `code === 0`;
 * - 40100 / 40200 / 40300 (also inside an HTTP error body) end the session: storage cleared (but the
 *   language), page reloaded;
 * - any other non-zero code rejects with an ApiError carrying the body, shows the server `msg` as a
 *   toast and clears the loading overlay;
 * - an internal server error (code 50000, or HTTP 5xx without an envelope) shows a friendly translated
 *   message, never the server's raw text;
 * - `server_time` (unix ms), when an answer carries it, success or error, sets the server clock offset.
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

export type FallbackKind = 'network' | 'timeout' | 'server';

export interface ApiClientHooks {
  getToken(): string | null;
  getLocale(): Locale;
  /** Session invalid: clear storage and reload. */
  onSessionInvalid(code: number): void;
  /** Business or transport failure the user should see; `scope` is the API path (see lib/ui/toast.ts). */
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

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/**
 * Per-call options. `silent` skips the error toast (the caller shows the error inline); `signal`
 * cancels the call (React Query passes one); `timeout` overrides the spec's 120000 ms.
 */
export interface RequestOptions {
  silent?: boolean;
  signal?: AbortSignal;
  timeout?: number;
  headers?: Record<string, string>;
}

/** Absolute URL of an API path. An empty or path-only base means the page's own origin. */
export function apiUrl(path: string, base = appConfig.apiBase) {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  if (/^https?:\/\//.test(base)) return `${base.replace(/\/$/, '')}${cleanPath}`;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return `${origin}${base.replace(/\/$/, '')}${cleanPath}`;
}

/** Applies the envelope rules to a parsed body. Exported for unit tests. */
export function unwrapEnvelope<T>(body: unknown, silent = false, scope = ''): T {
  if (!isEnvelope(body)) {
    throw fail(new ApiError(-1, hooks.fallbackMessage('network'), body), silent, scope);
  }
  if (body.code === SUCCESS_CODE) return body.data as T;
  if (SESSION_INVALID_CODES.includes(body.code)) {
    hooks.onSessionInvalid(body.code);
    throw new ApiError(body.code, body.msg, body);
  }
  // An internal error's text ("Internal error") means nothing to a user: say it kindly, in their language.
  const message = body.code === INTERNAL_ERROR_CODE || !body.msg ? hooks.fallbackMessage(body.code === INTERNAL_ERROR_CODE ? 'server' : 'network') : body.msg;
  throw fail(new ApiError(body.code, message, body), silent, scope);
}

function fail(error: ApiError, silent: boolean, scope: string) {
  hooks.clearOverlay();
  if (!silent) hooks.onError(error.message, scope);
  return error;
}

/** The data of a successful envelope, or with `keepMessage` `{ data, msg }` (calls whose msg the screen shows). */
function finish<T>(body: unknown, silent: boolean, path: string, keepMessage: boolean): T {
  const data = unwrapEnvelope<unknown>(body, silent, path);
  return (keepMessage ? { data, msg: (body as Envelope).msg ?? '' } : data) as T;
}

/** Thrown when the answer does not arrive within the timeout (the caller's own abort stays an AbortError). */
class TimeoutError extends Error {}

/** What a call sends: a JSON body, a multipart form, or a query string. */
type Payload = { json?: unknown; form?: FormData; query?: Record<string, string> };

/**
 * One request over the platform's fetch: no HTTP library on the first load (ky was 7.7 KiB gzip of
 * every route's first load; issue 13). Headers as the spec says, the timeout through an AbortController
 * that also follows the caller's signal, the body parsed as JSON whatever the status.
 */
async function request(
  method: 'GET' | 'POST',
  url: string,
  payload: Payload,
  options: RequestOptions,
  session: EarlySession = { token: hooks.getToken(), locale: hooks.getLocale() },
): Promise<{ status: number; ok: boolean; body: unknown }> {
  const headers = new Headers(options.headers);
  const { token } = session;
  if (token) headers.set('Token', token);
  headers.set('Lang', langHeader(session.locale));
  headers.set('Accept', 'application/json');
  let body: BodyInit | undefined;
  if (payload.form) body = payload.form;
  else if (payload.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(payload.json);
  }
  if (payload.query && Object.keys(payload.query).length) url += `?${new URLSearchParams(payload.query)}`;

  const controller = new AbortController();
  const { signal } = options;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? appConfig.requestTimeoutMs);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  try {
    const response = await fetch(url, { method, headers, body, signal: controller.signal });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, ok: response.ok, body: parsed };
  } catch (error) {
    if (timedOut) throw new TimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', follow);
  }
}

async function send<T>(method: 'GET' | 'POST', path: string, payload: Payload, options: RequestOptions = {}, keepMessage = false): Promise<T> {
  if (earlyFor) return startEarly<T>(method, path, payload, earlyFor);
  const { silent = false } = options;
  let sentAt = Date.now();
  let receivedAt: number | undefined;
  let answer: Awaited<ReturnType<typeof request>>;
  try {
    const started = takeEarly(method, path, payload);
    if (started) {
      ({ answer, sentAt, receivedAt } = await started);
      // The screen's queries take their parked answers together, in the hydration's effects: each is
      // handed over in a task of its own, so their renders do not make one long task (issue 13).
      await new Promise((resolve) => setTimeout(resolve, 0));
    } else answer = await request(method, apiUrl(path), payload, options);
  } catch (error) {
    if (error instanceof TimeoutError) throw fail(new ApiError(-1, hooks.fallbackMessage('timeout'), null), silent, path);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (options.signal?.aborted) throw error;
    throw fail(new ApiError(-1, hooks.fallbackMessage('network'), null), silent, path);
  }
  const { status, ok, body } = answer;
  if (isEnvelope(body)) {
    // Session codes may arrive inside an HTTP error body (spec §4); so may business errors.
    recordServerTime(body.server_time, receivedAt ?? Date.now(), sentAt);
    return finish<T>(body, silent, path, keepMessage);
  }
  if (!ok) {
    const kind = status >= 500 ? 'server' : 'network';
    throw fail(new ApiError(status, hooks.fallbackMessage(kind), body), silent, path);
  }
  return finish<T>(body, silent, path, keepMessage);
}

const langHeader = (locale: Locale) => LANG_HEADER[locale] ?? LANG_HEADER[DEFAULT_LOCALE];

/**
 * Early requests (issue 13, LCP): a screen's first GETs may start while its code is evaluated, before
 * hydration and before the session store has read storage, instead of after hydration in a query's
 * effect. `sendEarly` runs the api functions the screen's queries call, with the session given (the
 * stored token, the detected language): each GET starts at once and its answer is parked. The
 * screen's own call of the same GET (same path, query, token and Lang) within EARLY_TTL_MS takes it,
 * once, and handles it as its own answer (toasts, session end, server clock); a changed token or
 * language never matches. Nothing enters the query cache early, so hydration renders what the
 * exported HTML shows.
 */
export interface EarlySession {
  token: string | null;
  locale: Locale;
}
type Exchange = { answer: Awaited<ReturnType<typeof request>>; sentAt: number; receivedAt: number };
export const EARLY_TTL_MS = 10_000;
const early = new Map<string, { at: number; exchange: Promise<Exchange> }>();
let earlyFor: EarlySession | null = null;

const earlyKey = (method: string, path: string, payload: Payload, session: EarlySession) =>
  method === 'GET' && !payload.form && payload.json === undefined
    ? `${path}?${sortedQuery(payload.query)}|${session.token ?? ''}|${langHeader(session.locale)}`
    : null;

function sortedQuery(query: Record<string, string> | undefined) {
  const params = new URLSearchParams(query ?? {});
  params.sort();
  return params.toString();
}

function startEarly<T>(method: 'GET' | 'POST', path: string, payload: Payload, session: EarlySession): Promise<T> {
  const key = earlyKey(method, path, payload, session);
  // Only reads are sent early; anything else is not sent at all.
  if (key === null) return Promise.resolve(undefined as T);
  const sentAt = Date.now();
  const exchange = request(method, apiUrl(path), payload, {}, session).then((answer) => ({ answer, sentAt, receivedAt: Date.now() }));
  exchange.catch(noop); // a failure is the taker's to handle (or nobody's)
  early.set(key, { at: sentAt, exchange });
  // The data when all went well, for work that can start with it (e.g. preloading an image).
  return exchange.then(({ answer }) => (isEnvelope(answer.body) && answer.body.code === SUCCESS_CODE ? (answer.body.data as T) : (undefined as T)), () => undefined as T);
}

function takeEarly(method: 'GET' | 'POST', path: string, payload: Payload) {
  if (early.size === 0) return undefined;
  const key = earlyKey(method, path, payload, { token: hooks.getToken(), locale: hooks.getLocale() });
  const entry = key === null ? undefined : early.get(key);
  if (!entry) return undefined;
  early.delete(key!);
  return Date.now() - entry.at <= EARLY_TTL_MS ? entry.exchange : undefined;
}

/**
 * Runs `calls` (api functions, e.g. `() => homeApi.banners()`) as early requests for `session`:
 * their GETs start now and wait for the screen's identical calls. Each call's promise resolves with
 * its data, or undefined on any failure (never rejects, never toasts).
 */
export function sendEarly<T extends readonly (() => Promise<unknown>)[]>(
  session: EarlySession,
  calls: T,
): { [K in keyof T]: Promise<Awaited<ReturnType<T[K]>> | undefined> } {
  earlyFor = session;
  try {
    return calls.map((call) => call()) as { [K in keyof T]: Promise<Awaited<ReturnType<T[K]>> | undefined> };
  } finally {
    earlyFor = null;
  }
}

/** Forgets every early request (tests). */
export function resetEarly() {
  early.clear();
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
    return send<T>('GET', path, { query: cleanQuery(query) }, options);
  },
  post<T>(path: string, json?: unknown, options?: RequestOptions) {
    return send<T>('POST', path, { json: json ?? {} }, options);
  },
  /** A POST whose success `msg` the screen shows as its toast (spec §7 "reads msg"): `{ data, msg }`. */
  postWithMessage<T>(path: string, json?: unknown, options?: RequestOptions) {
    return send<{ data: T; msg: string }>('POST', path, { json: json ?? {} }, options, true);
  },
  upload<T>(path: string, form: FormData, options?: RequestOptions) {
    return send<T>('POST', path, { form }, options);
  },
};
