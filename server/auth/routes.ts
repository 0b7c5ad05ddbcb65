import { Hono } from 'hono';
import { ok } from '../platform/envelope';
import { parseInput, readJsonObject } from '../platform/validation';
import { VERIFICATION_PURPOSE } from '../platform/db/schema';
import type { Services } from '../platform/services';
import { handle, requireSession, type AppEnv } from '../platform/route-context';
import type { LoginResult, NoData, PublicProfile, UserInfo } from '../../shared/contract/shapes';
import {
  checkEmailQuery,
  forgetPasswordRequest,
  forgetPayPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  resetPayPasswordRequest,
  sendEmailRequest,
  sendEmailTypeRequest,
  updateProfileRequest,
} from '../../shared/contract/requests/user';

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
      const { type } = parseInput(sendEmailTypeRequest, raw);
      if (type === 3) {
        const session = await services.sessions.authenticate(c.req.header('Token'));
        await services.verification.sendRecoveryCode(await services.users.emailOf(session.userId), VERIFICATION_PURPOSE.resetPayPassword, c.get('client'));
        return ok(c, null satisfies NoData, 'code_sent');
      }
      const body = parseInput(sendEmailRequest, raw);
      if (type === 1) await services.verification.sendRegisterCode(body.email, c.get('client'));
      // Forgot password: only an account's e-mail receives a code, but the answers (the 60 s "wait"
      // included) are the same for any e-mail, so they do not tell who is registered.
      else if (await services.users.exists(body.email)) {
        await services.verification.sendRecoveryCode(body.email, VERIFICATION_PURPOSE.resetPassword, c.get('client'));
      } else {
        await services.verification.recordUndeliveredRecovery(body.email, VERIFICATION_PURPOSE.resetPassword, c.get('client'));
      }
      return ok(c, null satisfies NoData, 'code_sent');
    }),
  );

  app.post(
    '/register',
    handle(async (c) => {
      services.limits.auth.take(c.get('client'));
      const body = parseInput(registerRequest, await readJsonObject(c));
      await services.users.register({
        email: body.email,
        nickname: body.nickname,
        invite: body.invite,
        passwordMd5: body.password,
        code: body.code,
        payPasswordMd5: body.pay_password,
        client: c.get('client'),
      });
      return ok(c, null satisfies NoData, 'registered');
    }),
  );

  app.post(
    '/login',
    handle(async (c) => {
      services.limits.auth.take(c.get('client'));
      const body = parseInput(loginRequest, await readJsonObject(c));
      return ok(c, (await services.sessions.login(body.email, body.password, c.get('client'))) satisfies LoginResult, 'logged_in');
    }),
  );

  // The hot read: the session is looked up in the same statement as the info (services/user-info.ts).
  app.get(
    '/info',
    handle(async (c) => {
      const { session, info } = await services.userInfo.forToken(c.req.header('Token'));
      c.set('session', session);
      return ok(c, info satisfies UserInfo);
    }),
  );

  app.post(
    '/info',
    auth,
    handle(async (c) => {
      const body = parseInput(updateProfileRequest, await readJsonObject(c));
      await services.users.updateProfile(c.get('session').userId, body);
      return ok(c, null satisfies NoData, 'updated');
    }),
  );

  app.get(
    '/checkEmail',
    auth,
    handle(async (c) => {
      const query = parseInput(checkEmailQuery, c.req.query());
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
      return ok(c, null satisfies NoData, 'logged_out');
    }),
  );

  // Forgot password (assumed path): e-mail code, then a new password; every session of the user ends.
  app.post(
    FORGET_PASSWORD_PATH,
    handle(async (c) => {
      services.limits.auth.take(c.get('client'));
      const body = parseInput(forgetPasswordRequest, await readJsonObject(c));
      await services.users.recoverPassword(body.email, body.code, body.password, c.get('client'));
      return ok(c, null satisfies NoData, 'password_reset');
    }),
  );

  // Forgot security password (assumed path, Token): the code sent to the account's e-mail, then a new PIN.
  app.post(
    FORGET_PAY_PASSWORD_PATH,
    auth,
    handle(async (c) => {
      services.limits.auth.take(c.get('client'));
      const body = parseInput(forgetPayPasswordRequest, await readJsonObject(c));
      await services.users.recoverPayPassword(c.get('session').userId, body.code, body.password, c.get('client'));
      return ok(c, null satisfies NoData, 'pay_password_reset');
    }),
  );

  app.post(
    '/resetPassword',
    auth,
    handle(async (c) => {
      const body = parseInput(resetPasswordRequest, await readJsonObject(c));
      await services.users.changePassword(c.get('session'), body.old_password, body.password, c.get('client'));
      return ok(c, null satisfies NoData, 'password_changed');
    }),
  );

  app.post(
    '/resetPayPassword',
    auth,
    handle(async (c) => {
      const body = parseInput(resetPayPasswordRequest, await readJsonObject(c));
      await services.users.changePayPassword(c.get('session').userId, body.old_password, body.password);
      return ok(c, null satisfies NoData, 'pay_password_changed');
    }),
  );

  return app;
}
