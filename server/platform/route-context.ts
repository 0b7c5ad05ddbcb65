import type { Context, MiddlewareHandler } from 'hono';
import type { Lang } from './messages';
import type { SessionInfo, SessionService } from '../auth/sessions';

/** `client`: who calls, as the per-client limits count it (lib/client.ts `clientKey`: the address, an IPv6 one as its /64), and for the loopback-only dev routes. */
export type AppEnv = { Variables: { lang: Lang; now: () => Date; session: SessionInfo; client: string } };
export type AppContext = Context<AppEnv>;

/** Resolves the `Token` header to a session (40100 / 40200 otherwise) and stores it on the context. */
export function requireSession(sessions: SessionService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', await sessions.authenticate(c.req.header('Token')));
    await next();
  };
}
