import type { Context, MiddlewareHandler } from 'hono';
import { fail } from './envelope';
import { AppError } from './errors';
import type { Lang } from './messages';
import type { SessionInfo, SessionService } from '../auth/sessions';

/** `client`: who calls, as the per-client limits count it (lib/client.ts `clientKey`: the address, an IPv6 one as its /64), and for the loopback-only dev routes. */
export type AppEnv = { Variables: { lang: Lang; now: () => Date; session: SessionInfo; client: string } };
export type AppContext = Context<AppEnv>;

/**
 * Wraps a route handler so expected failures (AppError) become an envelope with HTTP 200.
 * Anything else propagates to the app's onError safety net (logged, code 50000).
 */
export function handle(fn: (c: AppContext) => Promise<Response>) {
  return async (c: AppContext): Promise<Response> => {
    try {
      return await fn(c);
    } catch (error) {
      if (error instanceof AppError) return fail(c, error);
      throw error;
    }
  };
}

/** Resolves the `Token` header to a session (40100 / 40200 otherwise) and stores it on the context. */
export function requireSession(sessions: SessionService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      c.set('session', await sessions.authenticate(c.req.header('Token')));
    } catch (error) {
      if (error instanceof AppError) return fail(c, error);
      throw error;
    }
    await next();
  };
}
