import * as z from 'zod/mini';
import { longerThanPin } from '@/shared/contract/limits-form';
import { pinTooLong } from '../../platform/account/passwordPayload';
import { confirmationMatches, confirmPasswordField, newPasswordField, nicknameField, NICKNAME_MAX_EDIT, PIN_PATTERN, pinField, requiredText } from '../../platform/forms/rules';

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
    password: newPasswordField('security.errors.newPasswordRequired'),
    confirmPassword: confirmPasswordField,
  })
  .check(confirmationMatches('password', 'confirmPassword', 'validation.passwordsDiffer'));
export type AccountPasswordValues = z.infer<typeof accountPasswordSchema>;

/**
 * Spec §5: a security password longer than 6 characters makes the submit stop silently (no request,
 * no message). So the schema lets an over-long value through, and the submit checks `pinTooLong`.
 */
const pinInput = (requiredKey: string) =>
  z.string().check(
    z.minLength(1, requiredKey),
    // A PIN shorter than 6 digits would lock the user out of every money action: say so.
    z.refine((v) => longerThanPin(v) || PIN_PATTERN.test(v), 'validation.pinSixDigits'),
  );

/** Change security password: old, new, confirm required, 6 digits; new equals confirm. */
export const securityPasswordSchema = z
  .object({
    oldPin: pinInput('security.errors.oldPinRequired'),
    pin: pinInput('security.errors.newPinRequired'),
    confirmPin: pinInput('security.errors.confirmPinRequired'),
  })
  .check(confirmationMatches('pin', 'confirmPin', 'security.errors.pinsDiffer', pinTooLong));
export type SecurityPasswordValues = z.infer<typeof securityPasswordSchema>;

/** Forgot security password: the e-mail code and a new 6-digit PIN twice. */
export const forgotPinSchema = z
  .object({
    code: requiredText('validation.codeRequired'),
    pin: pinField('security.errors.newPinRequired'),
    confirmPin: z.string().check(z.minLength(1, 'security.errors.confirmPinRequired')),
  })
  .check(confirmationMatches('pin', 'confirmPin', 'security.errors.pinsDiffer'));
export type ForgotPinValues = z.infer<typeof forgotPinSchema>;

// Zod-free helpers live in their own modules so screens can use them without loading the schemas.
export { accountPasswordPayload, pinTooLong, securityPasswordPayload } from '../../platform/account/passwordPayload';
export { pinDialogError, sanitizePin } from '@/shared/contract/pin';
