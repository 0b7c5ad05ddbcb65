import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, ErrorCode } from './errors';
import { translate, type Lang, type MessageKey } from './messages';

/** The JSON shape of every /api answer. */
export type Envelope<T = unknown> = { code: number; msg: string; data: T };

/** Variables every request carries through the middleware chain. */
export type BaseVariables = { lang: Lang };

type LangContext = Context<{ Variables: BaseVariables }>;

function langOf(c: Context): Lang {
  return (c as LangContext).get('lang') ?? 'en';
}

export function ok<T>(c: Context, data: T, messageKey: MessageKey = 'success') {
  const body: Envelope<T> = { code: ErrorCode.OK, msg: translate(messageKey, langOf(c)), data };
  return c.json(body, 200);
}

/** Business errors answer HTTP 200 (the front end reads `code`); pass a status only for 404/5xx. */
export function fail(c: Context, error: AppError, status: ContentfulStatusCode = 200) {
  const body: Envelope<null> = { code: error.code, msg: translate(error.messageKey, langOf(c), error.params), data: null };
  return c.json(body, status);
}
