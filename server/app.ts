import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ServerConfig } from './config';
import type { AppDatabase, NotificationSource } from './platform/db/client';
import { fail } from './platform/envelope';
import { AppError, ErrorCode, invalidInput } from './platform/errors';
import { resolveLang } from './platform/messages';
import { clientKey, forwardedAddress, isLoopbackAddress, socketAddress, type ClientAddressResolver } from './platform/client';
import { createSecretHasher, DEFAULT_HASH_QUEUE, DEFAULT_SCRYPT_PARAMS, type HashQueueOptions, type ScryptParams, type SecretHasher } from './platform/password';
import { RateLimiter } from './platform/rate-limit';
import { API_HEADERS, BASE_SECURITY_HEADERS, DOCUMENT_SECURITY_HEADERS, isBuildAsset } from './platform/security-headers';
import { createStaticSite } from './platform/static-site';
import type { AppEnv } from './platform/route-context';
import { articleRoutes } from './home/articles-routes';
import { assetRoutes } from './wallet/assets-routes';
import { bidRoutes } from './games/bid-routes';
import { coinRoutes } from './home/coin-routes';
import { devRoutes } from './dev/routes';
import { mainRoutes } from './platform/main-routes';
import { MALL_DEMO_PATH, mallDemoRoutes } from './mall/routes';
import { reportRoutes } from './reports/routes';
import { rewardRoutes } from './reports/rewards-routes';
import { roomRoutes } from './games/room-routes';
import { rpcRoutes } from './rpc/routes';
import { MAX_HEAVY_RPC_IN_FLIGHT } from './rpc/rpc-policy';
import { streamRoutes } from './live/routes';
import { staticHandler } from './platform/static-routes';
import { uploadFileRoutes } from './platform/uploads/routes';
import { userRoutes } from './auth/routes';
import { walletRoutes } from './wallet/routes';
import { MAIN } from '../shared/contract/endpoints/main';
import { createServices } from './platform/services';
import { consoleLogger, type Logger, type ServiceContext } from './platform/services-context';
import { createLiveHub, type LiveLimits } from './live/live-hub';
import { noticeRoutes } from './notifications/routes';
import { createNoticeFollower } from './notifications/follower';
import { createPush } from './push/service';
import { pushRoutes } from './push/routes';
import type { PushLimits } from './push/sender';

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
  /** Who is calling (per-client limits, loopback-only dev routes); the socket's peer by default. */
  clientAddress?: ClientAddressResolver;
  /** Bounds of the scrypt queue (tests shrink them). */
  hashQueue?: HashQueueOptions;
  /** The password/PIN hasher (tests wrap it to count or pause hashes). */
  secrets?: SecretHasher;
  /** LISTEN on the database (the DatabaseHandle's `listen`): enables the live stream /api/stream. Without it the route does not exist (404, as on the production API) and the app polls. */
  notifications?: NotificationSource;
  /** Bounds of the live stream (tests shrink them). */
  liveLimits?: Partial<LiveLimits>;
  /** Pacing of Web Push (tests shrink or widen it). */
  pushLimits?: Partial<PushLimits>;
};

/** JSON bodies are small; anything bigger is refused before it is read. */
const MAX_JSON_BODY_BYTES = 64 * 1024;

/** The context every service gets (exported so tests can build a single service over a test server's database). */
export function createServiceContext(deps: AppDeps): ServiceContext {
  const now = deps.now ?? (() => new Date());
  const scryptParams = deps.scryptParams ?? DEFAULT_SCRYPT_PARAMS;
  return {
    db: deps.db,
    config: deps.config,
    now,
    scryptParams,
    secrets: deps.secrets ?? createSecretHasher(scryptParams, deps.hashQueue ?? DEFAULT_HASH_QUEUE),
    // With RATE_LIMITS off the per-client limiters never refuse; per-user ones always apply.
    limiter: (rule, perClient) => new RateLimiter(perClient && !deps.config.rateLimits ? { limit: Number.MAX_SAFE_INTEGER, windowMs: rule.windowMs } : rule, now),
    log: deps.log ?? consoleLogger,
  };
}

/** Builds the HTTP app: /api (JSON envelope), /rpc (chain proxy), /uploads, and the static web app. */
export function createApp(deps: AppDeps) {
  const ctx = createServiceContext(deps);
  const clientAddress = deps.clientAddress ?? (deps.config.trustProxy ? forwardedAddress(deps.config.trustProxy) : socketAddress);
  const services = createServices(ctx);
  const push = createPush(ctx, { notices: services.notices, limits: deps.pushLimits });
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('lang', resolveLang(c.req.header('Lang')));
    // Per-client limits count an IPv6 client by its /64 network (clientKey).
    c.set('client', clientKey(clientAddress(c)));
    const started = Date.now();
    c.set('now', ctx.now);
    await next();
    // Security headers on every answer, the document ones on all but build assets (pages add their
    // CSP in routes/static.ts, uploads theirs).
    const headers = isBuildAsset(c.req.path) ? BASE_SECURITY_HEADERS : { ...BASE_SECURITY_HEADERS, ...DOCUMENT_SECURITY_HEADERS };
    for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    if (c.req.path === '/api' || c.req.path.startsWith('/api/') || c.req.path.startsWith('/rpc/')) {
      for (const [name, value] of Object.entries(API_HEADERS)) c.res.headers.set(name, value);
    }
    // One line per request (LOG_REQUESTS): never the query string (e-mail addresses) nor headers (tokens).
    if (deps.config.logRequests) ctx.log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${Date.now() - started}ms`);
  });

  // Only the origins in CORS_ORIGINS may call /api and /rpc from another origin (the app itself is
  // same-origin and needs no CORS). Tokens travel in headers, never cookies.
  const corsPolicy = cors({
    origin: (origin) => (deps.config.corsOrigins.includes(origin) ? origin : null),
    allowHeaders: ['Content-Type', 'Token', 'Lang', 'Last-Event-ID'],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
  });
  // Without an Origin header (the app itself, same-origin) there is nothing to allow: only `Vary`.
  // Hono's cors adds it after the answer with c.header(), which turns Node's light answer into a full
  // web Response and its body into a stream (a tenth of a hot read's CPU); appended to the headers it
  // stays light.
  const corsWhenCrossOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.header('Origin')) return corsPolicy(c, next);
    await next();
    c.res.headers.append('Vary', 'Origin');
  };
  app.use('/api/*', corsWhenCrossOrigin);
  app.use('/rpc/*', corsWhenCrossOrigin);

  const jsonBodyLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => fail(c, invalidInput('body_too_large')) });
  // GET and HEAD carry no body and no route reads one: asking for it would build the whole web Request.
  app.use('/api/*', (c, next) => (c.req.path === MAIN.upload.path || c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : jsonBodyLimit(c, next)));

  // Each feature registers its endpoints at the contract's full paths (shared/contract/endpoints).
  for (const routes of [userRoutes, rewardRoutes, mainRoutes, articleRoutes, reportRoutes, coinRoutes, walletRoutes, assetRoutes, roomRoutes, bidRoutes, noticeRoutes]) {
    app.route('/', routes(services));
  }
  app.route('/', pushRoutes(services, push));
  const live = deps.notifications
    ? createLiveHub({
        source: deps.notifications,
        readPublic: async (topic) => {
          try {
            return await (topic.k === 'room' ? services.flashDeal.publicInfo(topic.id) : services.flashBid.publicInfo(topic.id));
          } catch (error) {
            if (error instanceof AppError && error.code === ErrorCode.GAME_NOT_FOUND) return null;
            throw error;
          }
        },
        log: ctx.log,
        limits: deps.liveLimits,
        changes: services.publicState,
      })
    : null;
  // The public-state cache is trusted only while the hub follows the change notices.
  if (live) services.publicState.followWith(() => live.follow());
  if (live) app.route('/', streamRoutes(services, live));
  // The inbox follows the same change notices; without them no entry is made (as on the production API).
  const notices = deps.notifications ? createNoticeFollower({ source: deps.notifications, db: deps.db, store: services.notices, log: ctx.log }) : null;
  if (deps.config.localMode) {
    // The dev mailbox hands out codes: only to this machine, whatever HOST the server listens on.
    app.use('/api/dev/*', async (c, next) => (isLoopbackAddress(c.get('client')) ? next() : apiNotFound(c)));
    app.route('/', devRoutes(services));
  }
  const apiNotFound = (c: Context) => fail(c, new AppError(ErrorCode.NOT_FOUND, 'not_found'), 404);
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);

  app.route(
    '/rpc',
    rpcRoutes({
      upstreams: deps.config.rpcUpstreams,
      fetch: deps.fetch,
      limiter: services.limits.rpc,
      // Like the other per-client limits, off with RATE_LIMITS=false (e2e: every browser is 127.0.0.1).
      maxHeavyInFlight: deps.config.rateLimits ? MAX_HEAVY_RPC_IN_FLIGHT : Number.POSITIVE_INFINITY,
    }),
  );
  app.route('/uploads', uploadFileRoutes(services.uploads));
  app.route(MALL_DEMO_PATH, mallDemoRoutes());
  app.get('*', staticHandler(createStaticSite(deps.config.staticDir), { frameOrigins: deps.config.frameOrigins }));

  app.notFound((c) => (c.req.path === '/api' || c.req.path.startsWith('/api/') ? apiNotFound(c) : c.text('Not found', 404)));

  // Every failure a route or middleware throws lands here: an AppError is its envelope (HTTP 200),
  // anything else is logged and answers 50000 (HTTP 500).
  app.onError((error, c) => {
    if (error instanceof AppError) return fail(c, error);
    ctx.log.error(`[server] ${c.req.method} ${c.req.path} failed`, error);
    if (c.req.path.startsWith('/api/')) return fail(c, new AppError(ErrorCode.INTERNAL, 'internal_error'), 500);
    return c.text('Internal server error', 500);
  });

  // The services ride along so the entry point can start the wallet jobs and tests can drive them;
  // the live hub so the entry point can stop it and tests can read its counts.
  return Object.assign(app, { services, live, notices, push });
}

export type App = ReturnType<typeof createApp>;
