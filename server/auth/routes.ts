import { Hono, type MiddlewareHandler } from 'hono';
import { VERIFICATION_PURPOSE } from '../platform/db/schema';
import type { Services } from '../platform/services';
import { requireSession, type AppEnv } from '../platform/route-context';
import { reply, route } from '../platform/route';
import { USER } from '../../shared/contract/endpoints/user';

/** /api/user/*: the account. */
export function userRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);
  // Per-client limits count every attempt, a malformed one too: they run before the request is read.
  const emailLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    services.limits.email.take(c.get('client'));
    await next();
  };
  const authLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    services.limits.auth.take(c.get('client'));
    await next();
  };

  route(app, USER.sendEmail, emailLimit, async (c, body) => {
    if (body.type === 3) {
      const session = await services.sessions.authenticate(c.req.header('Token'));
      await services.verification.sendRecoveryCode(await services.users.emailOf(session.userId), VERIFICATION_PURPOSE.resetPayPassword, c.get('client'));
    } else if (body.type === 1) {
      await services.verification.sendRegisterCode(body.email, c.get('client'));
    } else if (await services.users.exists(body.email)) {
      // Forgot password: only an account's e-mail receives a code, but the answers (the 60 s "wait"
      // included) are the same for any e-mail, so they do not tell who is registered.
      await services.verification.sendRecoveryCode(body.email, VERIFICATION_PURPOSE.resetPassword, c.get('client'));
    } else {
      await services.verification.recordUndeliveredRecovery(body.email, VERIFICATION_PURPOSE.resetPassword, c.get('client'));
    }
    return reply(null, 'code_sent');
  });

  route(app, USER.register, authLimit, async (c, body) => {
    await services.users.register({
      email: body.email,
      nickname: body.nickname,
      invite: body.invite,
      passwordMd5: body.password,
      code: body.code,
      payPasswordMd5: body.pay_password,
      client: c.get('client'),
    });
    return reply(null, 'registered');
  });

  route(app, USER.login, authLimit, async (c, body) => reply(await services.sessions.login(body.email, body.password, c.get('client'), body.device, body.code), 'logged_in'));

  // The hot read: the session is looked up in the same statement as the info (services/user-info.ts).
  route(app, USER.info, async (c) => {
    const { session, info } = await services.userInfo.forToken(c.req.header('Token'));
    c.set('session', session);
    return info;
  });

  route(app, USER.updateInfo, auth, async (c, body) => {
    await services.users.updateProfile(c.get('session').userId, body);
    return reply(null, 'updated');
  });

  route(app, USER.checkEmail, auth, async (c, query) => {
    services.countLookup(c.get('session').userId);
    return services.users.findByEmail(query.email);
  });

  // Server-side logout: the token stops working at once.
  route(app, USER.logout, auth, async (c) => {
    await services.sessions.revoke(c.get('session').sessionId);
    return reply(null, 'logged_out');
  });

  // Forgot password: e-mail code, then a new password; every session of the user ends.
  route(app, USER.forgetPassword, authLimit, async (c, body) => {
    await services.users.recoverPassword(body.email, body.code, body.password, c.get('client'));
    return reply(null, 'password_reset');
  });

  // Forgot security password (Token): the code sent to the account's e-mail, then a new PIN.
  route(app, USER.forgetPayPassword, auth, authLimit, async (c, body) => {
    await services.users.recoverPayPassword(c.get('session').userId, body.code, body.password, c.get('client'));
    return reply(null, 'pay_password_reset');
  });

  route(app, USER.resetPassword, auth, async (c, body) => {
    await services.users.changePassword(c.get('session'), body.old_password, body.password, c.get('client'));
    return reply(null, 'password_changed');
  });

  route(app, USER.resetPayPassword, auth, async (c, body) => {
    await services.users.changePayPassword(c.get('session').userId, body.old_password, body.password);
    return reply(null, 'pay_password_changed');
  });

  return app;
}
