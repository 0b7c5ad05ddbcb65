import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_ID, MAX_PAGE, MAX_PAGE_SIZE, MD5_PATTERN } from '../limits';
import { emailText, requiredText } from './fields';
import { issue, type InputIssueKey } from './issues';
import { plainCount, plainCountText, readPlainInteger } from './numbers';

/** The wire's own fields, in the server's messages (catalogue keys), shared by the request schemas. */
const lowerCase = (value: string) => value.toLowerCase();

/** An e-mail as the server stores it: lower case. */
export const emailField = z.pipe(emailText({ required: issue('email_required'), invalid: issue('email_invalid') }), z.transform(lowerCase));

/** An MD5 hex digest (either case), normalised to lower case. */
export function md5Field(required: InputIssueKey, format: InputIssueKey) {
  return z.pipe(requiredText(issue(required)).check(z.regex(MD5_PATTERN, issue(format))), z.transform(lowerCase));
}

/** The security PIN as MD5 hex. */
export const pinField = md5Field('pay_password_required', 'pay_password_format');

/** A row id in a JSON body: a whole number, or a string of plain digits (./numbers.ts). */
export const idField = plainCount(1, MAX_ID);

/** A JSON number or a numeric string given as a number: one of `choices`, else "field X has an invalid value". */
export function numberChoice<const T extends readonly number[]>(choices: T, field: string) {
  const invalid = issue('field_invalid', { field });
  return z.pipe(
    z.transform(readPlainInteger),
    z.pipe(
      z.number({ error: invalid }).check(z.refine((n) => choices.includes(n), invalid)),
      z.transform((n) => n as T[number]),
    ),
  );
}

// ---- query strings (always strings on the wire; a bad value is "field X has an invalid value") ----

/** A whole number in [min, max] given as a plain decimal string (./numbers.ts). */
export function intParam(min: number, max: number) {
  return plainCountText(min, max);
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
