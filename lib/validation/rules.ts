import * as z from 'zod/mini';

/**
 * Field rules of spec §5. Every message is a message key under `validation.` in messages/*.json,
 * so the form shows it in the active language; the en-US texts are the spec's words.
 * zod/mini keeps these schemas tree-shakable (classic zod adds ~15 KiB to every form page).
 * Checks run in order and a form shows the first failing one, so "required" comes first.
 */
/** Letters and digits only, with at least one letter (letters-only is fine, digits-only is not). */
export const NICKNAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9]+$/;
export const PIN_PATTERN = /^\d{6}$/;
export { EMAIL_PATTERN, PIN_LENGTH, NICKNAME_MIN, NICKNAME_MAX_EDIT, NICKNAME_MAX_REGISTER } from './limits';
import { EMAIL_PATTERN, NICKNAME_MIN, NICKNAME_MAX_EDIT, NICKNAME_MAX_REGISTER } from './limits';

export const requiredText = (key: string) => z.string().check(z.trim(), z.minLength(1, key));

export const emailField = z.string().check(
  z.trim(),
  z.minLength(1, 'validation.emailRequired'),
  z.regex(EMAIL_PATTERN, 'validation.emailInvalid'),
);

/** One nickname validator for register (max 42) and edit profile (max 36). */
export function nicknameField(max: typeof NICKNAME_MAX_EDIT | typeof NICKNAME_MAX_REGISTER) {
  return z.string().check(
    z.trim(),
    z.minLength(1, 'validation.nicknameRequired'),
    z.regex(NICKNAME_PATTERN, 'validation.nicknamePattern'),
    z.minLength(NICKNAME_MIN, 'validation.nicknameMin'),
    z.maxLength(max, max === NICKNAME_MAX_EDIT ? 'validation.nicknameMaxEdit' : 'validation.nicknameMaxRegister'),
  );
}

/** A 6-digit security password (PIN). */
export const pinField = (requiredKey: string) =>
  z.string().check(z.minLength(1, requiredKey), z.regex(PIN_PATTERN, 'validation.pinSixDigits'));

/** Account passwords: at least 8 characters with a letter and a digit (the server sees only the MD5). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

/** A new account password (register, change password): required, then the strength rule. */
export const newPasswordField = (requiredKey: string) =>
  z.string().check(z.minLength(1, requiredKey), z.regex(PASSWORD_PATTERN, 'validation.passwordRule'));
