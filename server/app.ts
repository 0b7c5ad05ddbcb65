import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { logger as requestLogger } from 'hono/logger';
import type { ServerConfig } from './config';
import type { AppDatabase } from './db/client';
import { fail } from './lib/envelope';
import { AppError, ErrorCode, invalidInput } from './lib/errors';
import { resolveLang } from './lib/messages';
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from './lib/password';
import { createStaticSite } from './lib/static-site';
import type { AppEnv } from './routes/context';
import { articleRoutes } from './routes/articles';
import { assetRoutes } from './routes/assets';
import { bidRoutes } from './routes/bid';
import { coinRoutes } from './routes/coin';
import { devRoutes } from './routes/dev';
import { mainRoutes } from './routes/main';
import { MALL_DEMO_PATH, mallDemoRoutes } from './routes/mallDemo';
import { reportRoutes } from './routes/report';
import { rewardRoutes } from './routes/rewards';
import { roomRoutes } from './routes/room';
import { rpcRoutes } from './routes/rpc';
import { staticHandler } from './routes/static';
import { uploadFileRoutes } from './routes/uploads';
import { userRoutes } from './routes/user';
import { walletRoutes } from './routes/wallet';
import { createServices } from './services';
import { consoleLogger, type Logger, type ServiceContext } from './services/context';

export type AppDeps = {
  db: AppDatabase;
  config: ServerConfig;
  /** Clock used by every rule (code expiry, throttle, sessions). Tests inject one they can move. */
  now?: () => Date;
  /** scrypt cost; tests lower it to stay fast. Stored hashes carry their own parameters. */
  scryptParams?: ScryptParams;
  log?: Logger;
  /** fetch used by the JSON-RPC proxy (tests stub the chain node). */
  fetch?: typeof fetch;
};

/** JSON bodies are small; anything bigger is refused before it is read. */
const MAX_JSON_BODY_BYTES = 64 * 1024;
const UPLOAD_PATH = '/api/main/upload';

/** Builds the HTTP app: /api (JSON envelope), /rpc (chain proxy), /uploads, and the static web app. */
export function createApp(deps: AppDeps) {
  const ctx: ServiceContext = {
    db: deps.db,
    config: deps.config,
    now: deps.now ?? (() => new Date()),
    scryptParams: deps.scryptParams ?? DEFAULT_SCRYPT_PARAMS,
    log: deps.log ?? consoleLogger,
  };
  const services = createServices(ctx);
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('lang', resolveLang(c.req.header('Lang')));
    c.set('now', ctx.now);
    await next();
  });
  if (deps.config.logRequests) app.use('*', requestLogger((line) => ctx.log.info(line)));

  // Tokens travel in headers, never cookies, so allowing any origin exposes nothing; it lets a
  // front end on another port (next dev) call this server.
  const corsPolicy = cors({ origin: '*', allowHeaders: ['Content-Type', 'Token', 'Lang'], allowMethods: ['GET', 'POST', 'OPTIONS'], maxAge: 600 });
  app.use('/api/*', corsPolicy);
  app.use('/rpc/*', corsPolicy);

  const jsonBodyLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => fail(c, invalidInput('body_too_large')) });
  app.use('/api/*', (c, next) => (c.req.path === UPLOAD_PATH ? next() : jsonBodyLimit(c, next)));

  app.route('/api/user', userRoutes(services));
  app.route('/api/user', rewardRoutes(services));
  app.route('/api/main', mainRoutes(services));
  app.route('/', articleRoutes(services));
  app.route('/', reportRoutes(services));
  app.route('/api/coin', coinRoutes(services));
  app.route('/api/wallet', walletRoutes(services));
  app.route('/api', assetRoutes(services));
  app.route('/api/room', roomRoutes(services));
  app.route('/api/bid', bidRoutes(services));
  if (deps.config.localMode) app.route('/api/dev', devRoutes(services));
  const apiNotFound = (c: Context) => fail(c, new AppError(ErrorCode.NOT_FOUND, 'not_found'), 404);
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);

  app.route('/rpc', rpcRoutes(deps.config.rpcUpstreams, deps.fetch));
  app.route('/uploads', uploadFileRoutes(services.uploads));
  app.route(MALL_DEMO_PATH, mallDemoRoutes());
  app.get('*', staticHandler(createStaticSite(deps.config.staticDir)));

  app.notFound((c) =>
    c.req.path === '/api' || c.req.path.startsWith('/api/') ? apiNotFound(c) : c.text('Not found', 404),
  );

  // Safety net only: expected failures are AppErrors handled in the routes.
  app.onError((error, c) => {
    if (error instanceof AppError) return fail(c, error);
    ctx.log.error(`[server] ${c.req.method} ${c.req.path} failed`, error);
    if (c.req.path.startsWith('/api/')) return fail(c, new AppError(ErrorCode.INTERNAL, 'internal_error'), 500);
    return c.text('Internal server error', 500);
  });

  // The services ride along so the entry point can start the wallet jobs and tests can drive them.
  return Object.assign(app, { services });
}

export type App = ReturnType<typeof createApp>;
