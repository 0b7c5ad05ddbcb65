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
import type { Services } from '../services';
import { handle, requireSession, type AppEnv } from './context';
import type { LoginResult, PublicProfile, UserInfo } from '../../lib/contract/shapes';

const sendEmailBody = z.object({
  email: emailField,
  // The only code type is 1 (registration); it may be sent as a number or a numeric string.
  type: z
    .union([z.literal(1), z.literal('1')], { error: issue('code_type_invalid') })
    .optional()
    .default(1),
});

const registerBody = z.object({
  email: emailField,
  code: requiredString('code_required').max(16, issue('code_invalid')),
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
      const body = parseInput(sendEmailBody, await readJsonObject(c));
      await services.verification.sendRegisterCode(body.email);
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
      });
      return ok(c, null, 'registered');
    }),
  );

  app.post(
    '/login',
    handle(async (c) => {
      services.limits.auth.take(c.get('client'));
      const body = parseInput(loginBody, await readJsonObject(c));
      return ok(c, (await services.sessions.login(body.email, body.password)) satisfies LoginResult, 'logged_in');
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
      services.limits.lookup.take(`user:${c.get('session').userId}`);
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

  app.post(
    '/resetPassword',
    auth,
    handle(async (c) => {
      const body = parseInput(resetPasswordBody, await readJsonObject(c));
      await services.users.changePassword(c.get('session'), body.old_password, body.password);
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
