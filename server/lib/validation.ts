import type { Context } from 'hono';
import { z } from 'zod';
import { invalidInput, type AppError } from './errors';
import { isMessageKey, type MessageKey, type MessageParams } from './messages';

/**
 * Input validation helpers. Zod issue messages are message keys from the catalogue, optionally
 * with parameters (`nickname_too_long?max=42`); any other message (zod's own) becomes the generic
 * "field X is required / has an invalid value", so every bad input gets a clear, translated `msg`.
 */

/** Encodes a catalogue key and its params as a zod issue message. */
export function issue(key: MessageKey, params: MessageParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${key}?${query}` : key;
}

function decodeIssue(message: string): { key: MessageKey; params: MessageParams } | null {
  const [key = '', query = ''] = message.split('?', 2);
  if (!isMessageKey(key)) return null;
  return { key, params: Object.fromEntries(new URLSearchParams(query)) };
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The first problem of a failed parse, as an AppError (code 10001) with a translatable message. */
export function toInputError(error: z.ZodError, input: unknown): AppError {
  const first = error.issues[0];
  if (!first) return invalidInput('body_not_json');
  const decoded = decodeIssue(first.message);
  if (decoded) return invalidInput(decoded.key, decoded.params);
  const field = first.path.map(String).join('.');
  if (!field) return invalidInput('body_not_json');
  const missing = valueAt(input, first.path) === undefined;
  return invalidInput(missing ? 'field_required' : 'field_invalid', { field });
}

/** Validates input against a schema; throws an AppError (code 10001) on the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw toInputError(result.error, input);
  return result.data;
}

/**
 * Reads the body as a JSON object. An empty body counts as `{}` so that the field checks can
 * name what is missing; anything that is not a JSON object is rejected with a clear message.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw invalidInput('body_not_json');
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidInput('body_not_json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidInput('body_not_json');
  return value as Record<string, unknown>;
}

// ---- shared field schemas ----

/**
 * A required string: `undefined`/`null` gives `requiredKey`, a non-string gives the generic
 * "invalid value" for the field, and a blank string gives `requiredKey` too.
 */
export function requiredString(requiredKey: MessageKey) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? issue(requiredKey) : undefined) })
    .trim()
    .min(1, issue(requiredKey));
}

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** A well-formed e-mail, lower-cased. */
export const emailField = requiredString('email_required')
  .max(254, issue('email_invalid'))
  .regex(EMAIL_PATTERN, issue('email_invalid'))
  .transform((value) => value.toLowerCase());

/** An MD5 hex digest (either case), normalised to lower case. */
export function md5Field(requiredKey: MessageKey, formatKey: MessageKey) {
  return requiredString(requiredKey)
    .regex(/^[0-9a-fA-F]{32}$/, issue(formatKey))
    .transform((value) => value.toLowerCase());
}

export const NICKNAME_MIN = 6;
export const NICKNAME_MAX_REGISTER = 42;
export const NICKNAME_MAX_EDIT = 36;

/** Letters and digits only, not digits only, NICKNAME_MIN..max characters. */
export function nicknameField(max: number) {
  return requiredString('nickname_required')
    .regex(/^[A-Za-z0-9]*$/, issue('nickname_charset'))
    .refine((value) => !/^\d+$/.test(value), issue('nickname_charset'))
    .refine((value) => value.length >= NICKNAME_MIN, issue('nickname_too_short'))
    .refine((value) => value.length <= max, issue('nickname_too_long', { max }));
}
