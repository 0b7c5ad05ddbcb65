import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, ErrorCode } from './errors';
import type { Envelope } from '../../shared/contract/shapes';
import { translate, type Lang, type MessageKey } from './messages';

/**
 * Every /api answer is the contract's Envelope. This server always sends `server_time`: its clock in
 * unix milliseconds when the answer was made (the injected `now()`), so clients can run countdowns on
 * server time.
 */
type ServerEnvelope<T> = Envelope<T> & { server_time: number };

/** Variables every request carries through the middleware chain. */
export type BaseVariables = { lang: Lang; now: () => Date };

type BaseContext = Context<{ Variables: BaseVariables }>;

function langOf(c: Context): Lang {
  return (c as BaseContext).get('lang') ?? 'en';
}

/** The app's injected clock (set by the first middleware); the wall clock only outside the app. */
function serverTimeOf(c: Context): number {
  const now = (c as BaseContext).get('now');
  return (now ? now() : new Date()).getTime();
}

export function ok<T>(c: Context, data: T, messageKey: MessageKey = 'success') {
  const body: ServerEnvelope<T> = { code: ErrorCode.OK, msg: translate(messageKey, langOf(c)), data, server_time: serverTimeOf(c) };
  return c.json(body, 200);
}

/** Business errors answer HTTP 200 (the front end reads `code`); pass a status only for 404/5xx. */
export function fail(c: Context, error: AppError, status: ContentfulStatusCode = 200) {
  const body: ServerEnvelope<Record<string, unknown> | null> = {
    code: error.code,
    msg: translate(error.messageKey, langOf(c), error.params),
    data: error.data,
    server_time: serverTimeOf(c),
  };
  return c.json(body, status);
}
