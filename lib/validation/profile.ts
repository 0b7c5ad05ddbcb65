import type { PasswordChangePayload } from '@/lib/api/user';
import * as z from 'zod/mini';
import { md5Lower } from '@/lib/crypto/md5';
import { nicknameField, NICKNAME_MAX_EDIT, PIN_LENGTH, PIN_PATTERN } from './rules';

/**
 * Forms of the account area (spec §5). Messages are message keys; the ones that exist for register
 * live under `validation.`, the account area's own under `security.errors.`.
 */

/** Edit profile: the nickname shares its validator with register, capped at 36 here. */
export const editProfileSchema = z.object({ nickname: nicknameField(NICKNAME_MAX_EDIT) });
export type EditProfileValues = z.infer<typeof editProfileSchema>;

/** Change account password: old, new and confirm required; new equals confirm. */
export const accountPasswordSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, 'security.errors.oldPasswordRequired')),
    password: z.string().check(z.minLength(1, 'security.errors.newPasswordRequired')),
    confirmPassword: z.string().check(z.minLength(1, 'validation.confirmPasswordRequired')),
  })
  .check(
    z.refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'validation.passwordsDiffer',
    }),
  );
export type AccountPasswordValues = z.infer<typeof accountPasswordSchema>;

/**
 * Spec §5: a security password longer than 6 characters makes the submit stop silently (no request,
 * no message). So the schema lets an over-long value through, and the submit checks `pinTooLong`.
 */
const isOverLong = (value: string) => value.length > PIN_LENGTH;
const pinInput = (requiredKey: string) =>
  z.string().check(
    z.minLength(1, requiredKey),
    // A PIN shorter than 6 digits would lock the user out of every money action: say so.
    z.refine((v) => isOverLong(v) || PIN_PATTERN.test(v), 'validation.pinSixDigits'),
  );

/** Change security password: old, new, confirm required, 6 digits; new equals confirm. */
export const securityPasswordSchema = z
  .object({
    oldPin: pinInput('security.errors.oldPinRequired'),
    pin: pinInput('security.errors.newPinRequired'),
    confirmPin: pinInput('security.errors.confirmPinRequired'),
  })
  .check(
    z.refine((v) => pinTooLong(v) || v.confirmPin === '' || v.pin === v.confirmPin, {
      path: ['confirmPin'],
      message: 'security.errors.pinsDiffer',
    }),
  );
export type SecurityPasswordValues = z.infer<typeof securityPasswordSchema>;

/** True when any of the three fields is longer than a PIN: the submit then stops without a word. */
export function pinTooLong(values: SecurityPasswordValues) {
  return [values.oldPin, values.pin, values.confirmPin].some(isOverLong);
}

/** The wire shape of /api/user/resetPassword and /api/user/resetPayPassword: every value MD5 hex, lower case. */
export function accountPasswordPayload(values: AccountPasswordValues): PasswordChangePayload {
  return {
    old_password: md5Lower(values.oldPassword),
    password: md5Lower(values.password),
    confirm_password: md5Lower(values.confirmPassword),
  };
}

/** The payload for a valid form, or null when the submit must stop silently (a value longer than 6). */
export function securityPasswordPayload(values: SecurityPasswordValues): PasswordChangePayload | null {
  if (pinTooLong(values)) return null;
  return {
    old_password: md5Lower(values.oldPin),
    password: md5Lower(values.pin),
    confirm_password: md5Lower(values.confirmPin),
  };
}

/** The PIN dialog's rule (spec §5): 6 digits. Returns the message key, or null when the PIN is complete. */
export function pinDialogError(pin: string): string | null {
  return PIN_PATTERN.test(pin) ? null : 'validation.pinSixDigits';
}

/** What a PIN input keeps of typed or pasted text: digits only, at most 6 ("12 34-56" pastes as 123456). */
export function sanitizePin(text: string) {
  return text.replace(/\D/g, '').slice(0, PIN_LENGTH);
}
