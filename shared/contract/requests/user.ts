import * as z from 'zod/mini';
import { AVATAR_MAX, INVITE_MAX, NICKNAME_MAX_EDIT, NICKNAME_MAX_REGISTER } from '../limits';
import { codeText, nicknameText, requiredText } from './fields';
import { emailField, md5Field } from './wire';
import { issue } from './issues';

/**
 * Requests of /api/user/* (spec §7; recovery calls assumed, server/README.md). Passwords and PINs
 * travel as MD5 hex. The server validates with these schemas; the types below are what it receives.
 */

/** Code types: 1 registration (the spec's), 2 forgot password, 3 forgot security password. A number or a numeric string. */
const sendEmailType = z.pipe(
  z._default(z.optional(z.union([z.literal(1), z.literal('1'), z.literal(2), z.literal('2'), z.literal(3), z.literal('3')], { error: issue('code_type_invalid') })), 1),
  z.transform((value) => Number(value) as 1 | 2 | 3),
);
/**
 * The type first (a bad one is the answer, whatever the e-mail); then types 1 and 2 need the e-mail,
 * while type 3 goes to the logged-in account's own e-mail (one given is ignored).
 */
export const sendEmailRequest = z.pipe(
  z.looseObject({ type: sendEmailType }),
  z.discriminatedUnion('type', [z.object({ type: z.literal(3) }), z.object({ email: emailField, type: z.literal([1, 2]) })]),
);
export type SendEmailRequest = z.infer<typeof sendEmailRequest>;

const codeField = codeText({ required: issue('code_required'), invalid: issue('code_invalid') });

const nicknameField = (max: number) =>
  nicknameText(max, {
    required: issue('nickname_required'),
    charset: issue('nickname_charset'),
    tooShort: issue('nickname_too_short'),
    tooLong: issue('nickname_too_long', { max }),
  });

export const registerRequest = z.object({
  email: emailField,
  code: codeField,
  nickname: nicknameField(NICKNAME_MAX_REGISTER),
  /** Hex MD5 of the password. */
  password: md5Field('password_required', 'password_format'),
  invite: z.pipe(
    requiredText(issue('invite_required')).check(z.maxLength(INVITE_MAX, issue('invite_invalid'))),
    z.transform((value) => value.toUpperCase()),
  ),
  /** Hex MD5 of the 6-digit PIN. */
  pay_password: md5Field('pay_password_required', 'pay_password_format'),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailField,
  /** Hex MD5 of the password. */
  password: md5Field('password_required', 'password_format'),
  /** The device token an earlier login answered (optional; an unknown or malformed one is a new device). */
  device: z.optional(z.string().check(z.maxLength(128))),
  /** The e-mail's code (sendEmail type 2), asked for by 20021 when a new device logs in past the e-mail-wide ceiling. */
  code: z.optional(codeField),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const updateProfileRequest = z
  .object({
    nickname: z.optional(nicknameField(NICKNAME_MAX_EDIT)),
    avatar: z.optional(z.string().check(z.trim(), z.maxLength(AVATAR_MAX, issue('avatar_invalid')))),
  })
  .check(z.refine((body) => body.nickname !== undefined || body.avatar !== undefined, issue('nothing_to_update')));
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const checkEmailQuery = z.object({ email: emailField });

type SecretKind = 'password' | 'pay_password';
const formatOf = (kind: SecretKind) => (kind === 'password' ? 'password_format' : 'pay_password_format');
const differOf = (kind: SecretKind) => issue(kind === 'password' ? 'passwords_differ' : 'pay_passwords_differ');
const sameTwice = (kind: SecretKind) =>
  z.refine<{ password: string; confirm_password: string }>((body) => body.password === body.confirm_password, {
    message: differOf(kind),
    path: ['confirm_password'],
  });

/** resetPassword / resetPayPassword: every value is an MD5 hex digest (spec §7). */
function passwordChangeRequest(kind: SecretKind) {
  return z
    .object({
      old_password: md5Field('old_password_required', formatOf(kind)),
      password: md5Field('new_password_required', formatOf(kind)),
      confirm_password: md5Field('confirm_password_required', formatOf(kind)),
    })
    .check(sameTwice(kind));
}
export const resetPasswordRequest = passwordChangeRequest('password');
export const resetPayPasswordRequest = passwordChangeRequest('pay_password');
export type PasswordChangeRequest = z.infer<typeof resetPasswordRequest>;

/** A new password or PIN twice (MD5 hex each) with the e-mailed code, as the recovery forms send it. */
function recoveryRequest(kind: SecretKind) {
  return z
    .object({
      code: codeField,
      password: md5Field('new_password_required', formatOf(kind)),
      confirm_password: md5Field('confirm_password_required', formatOf(kind)),
    })
    .check(sameTwice(kind));
}
export const forgetPayPasswordRequest = recoveryRequest('pay_password');
export type ForgetPayPasswordRequest = z.infer<typeof forgetPayPasswordRequest>;
export const forgetPasswordRequest = z.intersection(recoveryRequest('password'), z.object({ email: emailField }));
export type ForgetPasswordRequest = z.infer<typeof forgetPasswordRequest>;
