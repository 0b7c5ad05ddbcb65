import * as z from 'zod/mini';
import { CODE_MAX, EMAIL_MAX, EMAIL_PATTERN, NICKNAME_MIN, NICKNAME_PATTERN } from '../limits';

/**
 * The field rules of the API's requests, once for the server's checks and the app's forms. Each rule
 * takes the messages it reports: the request schemas pass server catalogue keys (`issue(...)`), the
 * forms their next-intl keys (platform/forms/rules.ts), so both sides apply the same rule in their own
 * words. zod/mini keeps them tree-shakable; the app loads them only with a form's lazy resolver.
 * Factories only (no schema built at load): the wire's own fields are in ./wire.ts.
 * Checks run in order and both sides show the first failing one, so "required" comes first.
 */

/**
 * A required string, trimmed: `undefined`/`null` and a blank string give `required`; any other
 * non-string gives zod's own message, which the server turns into "field X has an invalid value".
 */
export function requiredText(required: string) {
  return z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : undefined) }).check(z.trim(), z.minLength(1, required));
}

/** A well-formed e-mail address (not yet lower-cased). */
export function emailText(messages: { required: string; invalid: string }) {
  return requiredText(messages.required).check(z.maxLength(EMAIL_MAX, messages.invalid), z.regex(EMAIL_PATTERN, messages.invalid));
}

/** Letters and digits with at least one letter, NICKNAME_MIN..max characters (register 42, edit 36). */
export function nicknameText(max: number, messages: { required: string; charset: string; tooShort: string; tooLong: string }) {
  return requiredText(messages.required).check(z.regex(NICKNAME_PATTERN, messages.charset), z.minLength(NICKNAME_MIN, messages.tooShort), z.maxLength(max, messages.tooLong));
}

/** The e-mail verification code. */
export function codeText(messages: { required: string; invalid: string }) {
  return requiredText(messages.required).check(z.maxLength(CODE_MAX, messages.invalid));
}
