import { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import { emailField, parseInput } from '../lib/validation';
import type { Services } from '../services';
import { handle, requireSession, type AppEnv } from './context';

/** /api/dev/* — mounted only when LOCAL_MODE is on. Helpers for people and tests on a local server. */
export function devRoutes(services: Services) {
  const app = new Hono<AppEnv>();

  // The local server sends no e-mail: this returns the code the user would have received.
  app.get(
    '/mailbox',
    handle(async (c) => {
      const { email } = parseInput(z.object({ email: emailField }), c.req.query());
      return ok(c, await services.verification.latestUnusedCode(email));
    }),
  );

  // Expires the caller's own session, so clients can exercise code 40200.
  app.post(
    '/expireSession',
    requireSession(services.sessions),
    handle(async (c) => {
      await services.sessions.expire(c.get('session').sessionId);
      return ok(c, null, 'session_expired_marked');
    }),
  );

  return app;
}
