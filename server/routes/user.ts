import { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import {
  emailField,
  issue,
  md5Field,
  nicknameField,
  NICKNAME_MAX_EDIT,
  NICKNAME_MAX_REGISTER,
  parseInput,
  readJsonObject,
  requiredString,
} from '../lib/validation';
import { VERIFICATION_PURPOSE } from '../db/schema';
import type { Services } from '../services';
import { handle, requireSession, type AppEnv } from './context';
import type { LoginResult, PublicProfile, UserInfo } from '../../lib/contract/shapes';

// Code types: 1 registration (the spec's), 2 forgot password, 3 forgot security password (assumed, see
// server/README.md). A number or a numeric string.
const sendEmailType = z
  .union([z.literal(1), z.literal('1'), z.literal(2), z.literal('2'), z.literal(3), z.literal('3')], { error: issue('code_type_invalid') })
  .optional()
  .default(1)
  .transform((value) => Number(value) as 1 | 2 | 3);
const sendEmailBody = z.object({ email: emailField, type: sendEmailType });
/** Type 3 goes to the logged-in account's own e-mail: no `email` needed (one given is ignored). */
const sendEmailTypeOnly = z.object({ type: sendEmailType });

const codeField = requiredString('code_required').max(16, issue('code_invalid'));

/** A new password or PIN twice (MD5 hex each), as the change forms send it. */
function newSecretBody(kind: 'password' | 'pay_password') {
  const format = kind === 'password' ? 'password_format' : 'pay_password_format';
  return z
    .object({
      code: codeField,
      password: md5Field('new_password_required', format),
      confirm_password: md5Field('confirm_password_required', format),
    })
    .refine((body) => body.password === body.confirm_password, {
      message: issue(kind === 'password' ? 'passwords_differ' : 'pay_passwords_differ'),
      path: ['confirm_password'],
    });
}
const forgetPasswordBody = newSecretBody('password').and(z.object({ email: emailField }));
const forgetPayPasswordBody = newSecretBody('pay_password');

const registerBody = z.object({
  email: emailField,
  code: codeField,
  nickname: nicknameField(NICKNAME_MAX_REGISTER),
  password: md5Field('password_required', 'password_format'),
  invite: requiredString('invite_required')
    .max(32, issue('invite_invalid'))
    .transform((value) => value.toUpperCase()),
  pay_password: md5Field('pay_password_required', 'pay_password_format'),
});

const loginBody = z.object({
  email: emailField,
  password: md5Field('password_required', 'password_format'),
});

const updateProfileBody = z
  .object({
    nickname: nicknameField(NICKNAME_MAX_EDIT).optional(),
    avatar: z.string().trim().max(2048, issue('avatar_invalid')).optional(),
  })
  .refine((body) => body.nickname !== undefined || body.avatar !== undefined, issue('nothing_to_update'));

const emailQuery = z.object({ email: emailField });

function passwordChangeBody(kind: 'password' | 'pay_password') {
  const format = kind === 'password' ? 'password_format' : 'pay_password_format';
  return z
    .object({
      old_password: md5Field('old_password_required', format),
      password: md5Field('new_password_required', format),
      confirm_password: md5Field('confirm_password_required', format),
    })
    .refine((body) => body.password === body.confirm_password, {
      message: issue(kind === 'password' ? 'passwords_differ' : 'pay_passwords_differ'),
      path: ['confirm_password'],
    });
}
const resetPasswordBody = passwordChangeBody('password');
const resetPayPasswordBody = passwordChangeBody('pay_password');

/** Paths of the recovery calls under /api/user (not given by the spec). */
export const FORGET_PASSWORD_PATH = '/forgetPassword';
export const FORGET_PAY_PASSWORD_PATH = '/forgetPayPassword';

/** Path of the logout call under /api/user (not given by the spec). */
export const LOGOUT_PATH = '/logout';

/** /api/user/* */
export function userRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  app.post(
    '/sendEmail',
    handle(async (c) => {
      services.limits.email.take(c.get('client'));
      const raw = await readJsonObject(c);
      const { type } = parseInput(sendEmailTypeOnly, raw);
      if (type === 3) {
        const session = await services.sessions.authenticate(c.req.header('Token'));
        await services.verification.sendRecoveryCode(await services.users.emailOf(session.userId), VERIFICATION_PURPOSE.resetPayPassword, c.get('client'));
        return ok(c, null, 'code_sent');
      }
      const body = parseInput(sendEmailBody, raw);
      if (type === 1) await services.verification.sendRegisterCode(body.email, c.get('client'));
      // Forgot password: only an account's e-mail receives a code, but the answers (the 60 s "wait"
      // included) are the same for any e-mail, so they do not tell who is registered.
      else if (await services.users.exists(body.email)) {
        await services.verification.sendRecoveryCode(body.email, VERIFICATION_PURPOSE.resetPassword, c.get('client'));
      } else {
        await services.verification.recordUndeliveredRecovery(body.email, VERIFICATION_PURPOSE.resetPassword, c.get('client'));
      }
      return ok(c, null, 'code_sent');
    }),
  );

  app.post(
    '/register',
    handle(async (c) => {
      services.limits.auth.take(c.get('client'));
      const body = parseInput(registerBody, await readJsonObject(c));
      await services.users.register({
        email: body.email,
        nickname: body.nickname,
        invite: body.invite,
        passwordMd5: body.password,
        code: body.code,
        payPasswordMd5: body.pay_password,
        client: c.get('client'),
      });
      return ok(c, null, 'registered');
    }),
  );

  app.post(
    '/login',
    handle(async (c) => {
      services.limits.auth.take(c.get('client'));
      const body = parseInput(loginBody, await readJsonObject(c));
      return ok(c, (await services.sessions.login(body.email, body.password, c.get('client'))) satisfies LoginResult, 'logged_in');
    }),
  );

  app.get(
    '/info',
    auth,
    handle(async (c) => ok(c, (await services.users.getInfo(c.get('session').userId)) satisfies UserInfo)),
  );

  app.post(
    '/info',
    auth,
    handle(async (c) => {
      const body = parseInput(updateProfileBody, await readJsonObject(c));
      await services.users.updateProfile(c.get('session').userId, body);
      return ok(c, null, 'updated');
    }),
  );

  app.get(
    '/checkEmail',
    auth,
    handle(async (c) => {
      const query = parseInput(emailQuery, c.req.query());
      services.countLookup(c.get('session').userId);
      return ok(c, (await services.users.findByEmail(query.email)) satisfies PublicProfile);
    }),
  );

  // Server-side logout (assumed path, see the root README): the token stops working at once.
  app.post(
    LOGOUT_PATH,
    auth,
    handle(async (c) => {
      await services.sessions.revoke(c.get('session').sessionId);
      return ok(c, null, 'logged_out');
    }),
  );

  // Forgot password (assumed path): e-mail code, then a new password; every session of the user ends.
  app.post(
    FORGET_PASSWORD_PATH,
    handle(async (c) => {
      services.limits.auth.take(c.get('client'));
      const body = parseInput(forgetPasswordBody, await readJsonObject(c));
      await services.users.recoverPassword(body.email, body.code, body.password, c.get('client'));
      return ok(c, null, 'password_reset');
    }),
  );

  // Forgot security password (assumed path, Token): the code sent to the account's e-mail, then a new PIN.
  app.post(
    FORGET_PAY_PASSWORD_PATH,
    auth,
    handle(async (c) => {
      services.limits.auth.take(c.get('client'));
      const body = parseInput(forgetPayPasswordBody, await readJsonObject(c));
      await services.users.recoverPayPassword(c.get('session').userId, body.code, body.password, c.get('client'));
      return ok(c, null, 'pay_password_reset');
    }),
  );

  app.post(
    '/resetPassword',
    auth,
    handle(async (c) => {
      const body = parseInput(resetPasswordBody, await readJsonObject(c));
      await services.users.changePassword(c.get('session'), body.old_password, body.password, c.get('client'));
      return ok(c, null, 'password_changed');
    }),
  );

  app.post(
    '/resetPayPassword',
    auth,
    handle(async (c) => {
      const body = parseInput(resetPayPasswordBody, await readJsonObject(c));
      await services.users.changePayPassword(c.get('session').userId, body.old_password, body.password);
      return ok(c, null, 'pay_password_changed');
    }),
  );

  return app;
}
