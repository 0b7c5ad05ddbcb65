import * as z from 'zod/mini';

/**
 * Field rules of spec §5. Every message is a message key under `validation.` in messages/*.json,
 * so the form shows it in the active language; the en-US texts are the spec's words.
 * zod/mini keeps these schemas tree-shakable: a form page loads only the checks it uses.
 * Checks run in order and a form shows the first failing one, so "required" comes first.
 */
export { NICKNAME_PATTERN, PIN_PATTERN, EMAIL_PATTERN, PIN_LENGTH, NICKNAME_MIN, NICKNAME_MAX_EDIT, NICKNAME_MAX_REGISTER } from '@/shared/contract/limits';
import { NICKNAME_MAX_EDIT, NICKNAME_MAX_REGISTER, PIN_PATTERN } from '@/shared/contract/limits';
import { emailText, nicknameText, requiredText } from '@/shared/contract/requests/fields';

/** The contract's rules (shared/contract/requests/fields.ts, the server checks the same) in the form's words. */
export { requiredText };

export const emailField = emailText({ required: 'validation.emailRequired', invalid: 'validation.emailInvalid' });

/** One nickname validator for register (max 42) and edit profile (max 36). */
export function nicknameField(max: typeof NICKNAME_MAX_EDIT | typeof NICKNAME_MAX_REGISTER) {
  return nicknameText(max, {
    required: 'validation.nicknameRequired',
    charset: 'validation.nicknamePattern',
    tooShort: 'validation.nicknameMin',
    tooLong: max === NICKNAME_MAX_EDIT ? 'validation.nicknameMaxEdit' : 'validation.nicknameMaxRegister',
  });
}

/** A 6-digit security password (PIN). */
export const pinField = (requiredKey: string) => z.string().check(z.minLength(1, requiredKey), z.regex(PIN_PATTERN, 'validation.pinSixDigits'));

/** Account passwords: at least 8 characters with a letter and a digit (the server sees only the MD5). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

/** A new account password (register, change password): required, then the strength rule. */
export const newPasswordField = (requiredKey: string) => z.string().check(z.minLength(1, requiredKey), z.regex(PASSWORD_PATTERN, 'validation.passwordRule'));

/**
 * The "type it again" rule of a new password or PIN: once the confirmation is typed it must equal the
 * new value, and the message shows under the confirmation. `unless` lets a form skip it (a PIN too
 * long stops the change-PIN submit silently instead, spec §5).
 */
export function confirmationMatches<T extends Record<string, unknown>>(field: keyof T & string, confirm: keyof T & string, message: string, unless: (values: T) => boolean = () => false) {
  return z.refine<T>((values) => unless(values) || values[confirm] === '' || values[field] === values[confirm], { path: [confirm], message });
}

/** The confirmation's own rule: typed at all (whether it matches is `confirmationMatches`). */
export const confirmPasswordField = z.string().check(z.minLength(1, 'validation.confirmPasswordRequired'));
