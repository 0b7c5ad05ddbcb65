import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { InputIssueKey } from '../../shared/contract/requests/issues';
import { invalidInput, type AppError } from './errors';
import { isMessageKey, type MessageKey, type MessageParams } from './messages';

/**
 * Input validation helpers. The request schemas are the contract's (shared/contract/requests): their issue
 * messages are message keys from the catalogue, optionally with parameters (`nickname_too_long?max=42`);
 * any other message (zod's own) becomes the generic "field X is required / has an invalid value", so
 * every bad input gets a clear, translated `msg`.
 */

/** Every key the contract's schemas may report must be in the catalogue: a missing one breaks `tsc` here. */
type Translated<K extends MessageKey> = K;
export type TranslatedInputIssue = Translated<InputIssueKey>;

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
export function toInputError(error: z.core.$ZodError, input: unknown): AppError {
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
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
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
