import * as z from 'zod/mini';
import { CODE_MAX, EMAIL_MAX, EMAIL_PATTERN, MAX_ID, MAX_PAGE, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, MD5_PATTERN, NICKNAME_MIN, NICKNAME_PATTERN } from '../limits';
import { issue } from './issues';

/**
 * The field rules of the API's requests, once for the server's checks and the app's forms. Each rule
 * takes the messages it reports: the request schemas pass server catalogue keys (`issue(...)`), the
 * forms their next-intl keys (lib/validation/rules.ts), so both sides apply the same rule in their own
 * words. zod/mini keeps them tree-shakable; the app loads them only with a form's lazy resolver.
 * Checks run in order and both sides show the first failing one, so "required" comes first.
 */

/**
 * A required string, trimmed: `undefined`/`null` and a blank string give `required`; any other
 * non-string gives zod's own message, which the server turns into "field X has an invalid value".
 */
export function requiredText(required: string) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : undefined) })
    .check(z.trim(), z.minLength(1, required));
}

/** A well-formed e-mail address (not yet lower-cased). */
export function emailText(messages: { required: string; invalid: string }) {
  return requiredText(messages.required).check(z.maxLength(EMAIL_MAX, messages.invalid), z.regex(EMAIL_PATTERN, messages.invalid));
}

/** Letters and digits with at least one letter, NICKNAME_MIN..max characters (register 42, edit 36). */
export function nicknameText(max: number, messages: { required: string; charset: string; tooShort: string; tooLong: string }) {
  return requiredText(messages.required).check(
    z.regex(NICKNAME_PATTERN, messages.charset),
    z.minLength(NICKNAME_MIN, messages.tooShort),
    z.maxLength(max, messages.tooLong),
  );
}

/** The e-mail verification code. */
export function codeText(messages: { required: string; invalid: string }) {
  return requiredText(messages.required).check(z.maxLength(CODE_MAX, messages.invalid));
}

// ---- the wire's own fields (server messages) ----

const lowerCase = (value: string) => value.toLowerCase();

/** An e-mail as the server stores it: lower case. */
export const emailField = z.pipe(emailText({ required: issue('email_required'), invalid: issue('email_invalid') }), z.transform(lowerCase));

/** An MD5 hex digest (either case), normalised to lower case. */
export function md5Field(required: Parameters<typeof issue>[0], format: Parameters<typeof issue>[0]) {
  return z.pipe(requiredText(issue(required)).check(z.regex(MD5_PATTERN, issue(format))), z.transform(lowerCase));
}

/** The security PIN as MD5 hex. */
export const pinField = md5Field('pay_password_required', 'pay_password_format');

/** A row id in a JSON body: a whole number, or a string of digits. */
export const idField = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value)),
  z.number().check(z.refine(Number.isSafeInteger), z.gte(1), z.lte(MAX_ID)),
);

/** A JSON number or a numeric string given as a number: one of `choices`, else "field X has an invalid value". */
export function numberChoice<const T extends readonly number[]>(choices: T, field: string) {
  const invalid = issue('field_invalid', { field });
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value)),
    z.pipe(
      z.number({ error: invalid }).check(z.refine((n) => choices.includes(n), invalid)),
      z.transform((n) => n as T[number]),
    ),
  );
}

// ---- query strings (always strings on the wire; a bad value is "field X has an invalid value") ----

/** A whole number in [min, max] given as a decimal string. */
export function intParam(min: number, max: number) {
  return z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^-?\d{1,12}$/)), z.transform(Number)),
    z.number().check(z.refine(Number.isSafeInteger), z.gte(min), z.lte(max)),
  );
}

/** One of the given whole numbers. */
export function intChoice<const T extends readonly number[]>(choices: T) {
  return z.pipe(
    intParam(Math.min(...choices), Math.max(...choices)).check(z.refine((n) => choices.includes(n))),
    z.transform((n) => n as T[number]),
  );
}

/** One of the given strings. */
export function textChoice<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.pipe(z.string().check(z.trim()), z.enum(choices));
}

export const pageParams = {
  page: z._default(intParam(1, MAX_PAGE), 1),
  limit: z._default(intParam(1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
};
