import * as z from 'zod/mini';
import { confirmationMatches, confirmPasswordField, emailField, newPasswordField, nicknameField, NICKNAME_MAX_REGISTER, pinField, requiredText } from '../../platform/forms/rules';

export const loginSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
  /** Asked for only when the server answers 20021 (the screen checks it is filled then). */
  code: z.optional(z.string()),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    email: emailField,
    code: requiredText('validation.codeRequired'),
    nickname: nicknameField(NICKNAME_MAX_REGISTER),
    password: newPasswordField('validation.passwordRequired'),
    confirmPassword: confirmPasswordField,
    invite: requiredText('validation.inviteRequired'),
    payPassword: pinField('validation.payPasswordRequired'),
  })
  .check(confirmationMatches('password', 'confirmPassword', 'validation.passwordsDiffer'));
export type RegisterValues = z.infer<typeof registerSchema>;

/** Requesting a verification code needs only a non-empty e-mail (spec §5). */
export const sendCodeSchema = requiredText('validation.emailRequired');

/** Forgot password: e-mail, its code, and a new password (the register rule) twice. */
export const forgotPasswordSchema = z
  .object({
    email: emailField,
    code: requiredText('validation.codeRequired'),
    password: newPasswordField('validation.passwordRequired'),
    confirmPassword: confirmPasswordField,
  })
  .check(confirmationMatches('password', 'confirmPassword', 'validation.passwordsDiffer'));
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
