import ky, { isTimeoutError } from 'ky';
import { appConfig } from '@/shared/config';
import { LANG_HEADER, DEFAULT_LOCALE, type Locale } from '@/platform/i18n/locales';
import { ApiError, apiUrl, appHooks } from './clientSetup';
import { recordServerTime } from '@/platform/time/serverClock';
import { trackRequest } from '@/platform/async/requestsInFlight';
// The envelope's codes straight from their module, not the contract's index: the client loads with
// most pages, and the index would bring every enum of the app with it.
import { INTERNAL_ERROR_CODE, SESSION_INVALID_CODES as SESSION_CODES, SUCCESS_CODE as OK_CODE } from '@/shared/contract/envelope';
import type { Envelope } from '@/shared/contract';

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
 * Built on ky (the stack's client): its hooks carry the headers, the envelope rules and the mapping of
 * transport failures; see `http` below. The side effects are injected (configureApiClient) so this
 * file stays free of React and testable.
 */

export const SUCCESS_CODE = OK_CODE;
export const SESSION_INVALID_CODES: readonly number[] = SESSION_CODES;

// What the app plugs in lives apart from ky, so the root layout configures the client without loading it.
export { ApiError, apiUrl, configureApiClient, currentToken, type ApiClientHooks, type FallbackKind } from './clientSetup';

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

/** Applies the envelope rules to a parsed body. Exported for unit tests. */
export function unwrapEnvelope<T>(body: unknown, silent = false, scope = ''): T {
  if (!isEnvelope(body)) {
    throw fail(new ApiError(-1, appHooks().fallbackMessage('network'), body), silent, scope);
  }
  if (body.code === SUCCESS_CODE) return body.data as T;
  if (SESSION_INVALID_CODES.includes(body.code)) {
    appHooks().onSessionInvalid(body.code);
    throw new ApiError(body.code, body.msg, body);
  }
  // An internal error's text ("Internal error") means nothing to a user: say it kindly, in their language.
  const message = body.code === INTERNAL_ERROR_CODE || !body.msg ? appHooks().fallbackMessage(body.code === INTERNAL_ERROR_CODE ? 'server' : 'network') : body.msg;
  throw fail(new ApiError(body.code, message, body), silent, scope);
}

function fail(error: ApiError, silent: boolean, scope: string) {
  appHooks().clearOverlay();
  if (!silent) appHooks().onError(error.message, scope);
  return error;
}

const langHeader = (locale: Locale) => LANG_HEADER[locale] ?? LANG_HEADER[DEFAULT_LOCALE];

/** What each call tells the hooks: whether to toast, the API path (the toast's scope), when it was sent. */
interface CallContext {
  silent: boolean;
  scope: string;
  sentAt: number;
}
const callOf = (context: Record<string, unknown>) => context as unknown as CallContext;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The ky instance every call goes through. Its hooks are the protocol: the headers on the way out,
 * the envelope rules on the way back (a failure is thrown as an ApiError, so a call that resolves
 * holds a success envelope), and the transport failures turned into the same ApiErrors. No retries:
 * a POST moves money. HTTP errors are not thrown by ky, because their bodies carry envelopes too.
 */
/**
 * ky 1 clones every request to prepare a retry (we never retry), which leaves the request it sends
 * with a teed stream for a body: DevTools, and so the e2e checks of what a form sent, no longer see it.
 * The request goes out with its body read back into bytes, as a plain fetch would send it.
 */
const sendBuffered = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  if (!(input instanceof Request) || input.method === 'GET' || input.method === 'HEAD') return fetch(input, init);
  const body = await input.arrayBuffer();
  return fetch(input.url, { method: input.method, headers: input.headers, body, signal: input.signal, ...init });
};

const http = ky.create({
  timeout: appConfig.requestTimeoutMs,
  retry: 0,
  throwHttpErrors: false,
  fetch: sendBuffered,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = appHooks().getToken();
        if (token) request.headers.set('Token', token);
        request.headers.set('Lang', langHeader(appHooks().getLocale()));
        request.headers.set('Accept', 'application/json');
      },
    ],
    afterResponse: [
      async (_request, options, response) => {
        const { silent, scope, sentAt } = callOf(options.context);
        const body = await readJson(response);
        if (isEnvelope(body)) {
          // Session codes may arrive inside an HTTP error body (spec §4); so may business errors.
          recordServerTime(body.server_time, Date.now(), sentAt);
          if (body.code !== SUCCESS_CODE) unwrapEnvelope(body, silent, scope);
          return;
        }
        if (!response.ok) throw fail(new ApiError(response.status, appHooks().fallbackMessage(response.status >= 500 ? 'server' : 'network'), body), silent, scope);
        unwrapEnvelope(body, silent, scope);
      },
    ],
  },
});

/** What a call sends: a JSON body, a multipart form, or a query string. */
type Payload = { json?: unknown; form?: FormData; query?: Record<string, string> };

/** Every call is counted while under way, so what loads after the screen waits for its answers. */
function send<T>(method: 'get' | 'post', path: string, payload: Payload, options: RequestOptions = {}, keepMessage = false): Promise<T> {
  return trackRequest(sendNow<T>(method, path, payload, options, keepMessage));
}

async function sendNow<T>(method: 'get' | 'post', path: string, payload: Payload, options: RequestOptions, keepMessage: boolean): Promise<T> {
  const { silent = false, signal, timeout, headers } = options;
  const context: CallContext = { silent, scope: path, sentAt: Date.now() };
  let response: Response;
  try {
    response = await http(apiUrl(path), {
      method,
      headers,
      signal,
      json: payload.json,
      body: payload.form,
      searchParams: payload.query,
      context: context as unknown as Record<string, unknown>,
      ...(timeout === undefined ? {} : { timeout }),
    });
  } catch (error) {
    // The caller's own abort stays an AbortError (React Query cancels quietly); envelope failures are final.
    if (error instanceof ApiError || signal?.aborted || (error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    // No answer at all (offline, refused, timed out): the same ApiError the screens know. A read that
    // fails while the device is offline raises no toast: the offline banner already says why.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw fail(new ApiError(-1, appHooks().fallbackMessage(isTimeoutError(error) ? 'timeout' : 'network'), null), silent || (offline && method === 'get'), path);
  }
  // The hooks let only success envelopes through.
  const body = (await response.json()) as Envelope;
  return (keepMessage ? { data: body.data, msg: body.msg ?? '' } : body.data) as T;
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
    return send<T>('get', path, { query: cleanQuery(query) }, options);
  },
  post<T>(path: string, json?: unknown, options?: RequestOptions) {
    return send<T>('post', path, { json: json ?? {} }, options);
  },
  /** A POST whose success `msg` the screen shows as its toast (spec §7 "reads msg"): `{ data, msg }`. */
  postWithMessage<T>(path: string, json?: unknown, options?: RequestOptions) {
    return send<{ data: T; msg: string }>('post', path, { json: json ?? {} }, options, true);
  },
  upload<T>(path: string, form: FormData, options?: RequestOptions) {
    return send<T>('post', path, { form }, options);
  },
};
