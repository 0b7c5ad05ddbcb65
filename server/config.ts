import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './platform/client';

/**
 * Server configuration, read from the environment once at start-up.
 * Every value has a default that suits a local run, so `npx tsx server/index.ts` works as is.
 */

const booleanFromEnv = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(value), {
    message: 'must be one of true/false/1/0/yes/no/on/off',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const positiveInt = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform(Number)
    .refine((n) => n > 0 && Number.isSafeInteger(n), `${label} must be greater than 0`);

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

const privateKey = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{64}$/, `${label} must be 0x followed by 64 hex characters`)
    .transform((value) => value as `0x${string}`);

const envSchema = z.object({
  PORT: positiveInt('PORT')
    .refine((n) => n <= 65535, 'PORT must be at most 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('.data/pglite'),
  STATIC_DIR: z.string().trim().min(1).default('out'),
  UPLOAD_DIR: z.string().trim().min(1).default('.data/uploads'),
  // Off for the server alone: the dev mailbox hands out codes. `npm start` and the e2e stack turn it on.
  LOCAL_MODE: booleanFromEnv.default(false),
  // LOCAL_MODE on a non-loopback HOST is refused unless this is set (the dev routes still answer loopback clients only).
  LOCAL_MODE_FORCE: booleanFromEnv.default(false),
  // Per-client request limits (login, register, e-mail codes, RPC, uploads). The e2e stack turns them off.
  RATE_LIMITS: booleanFromEnv.default(true),
  // Reverse proxies whose X-Forwarded-For names the client: a hop count or IPs/CIDRs (docs/operations.md). Empty = none.
  TRUST_PROXY: z.string().trim().default(''),
  // Origins allowed to call /api and /rpc from another origin (comma separated). Empty = same origin only.
  CORS_ORIGINS: z.string().trim().default(''),
  // Extra origins the pages may frame (the mall), added to CSP frame-src after 'self'.
  FRAME_ORIGINS: z.string().trim().default(''),
  TOKEN_TTL_SECONDS: positiveInt('TOKEN_TTL_SECONDS').default(604800),
  SEED_EMAIL: z.string().trim().toLowerCase().pipe(z.email('SEED_EMAIL must be an e-mail address')).default('founder@kinbo.local'),
  SEED_PASSWORD: z.string().min(6, 'SEED_PASSWORD must have at least 6 characters').default('Kinbo123456'),
  SEED_PAY_PASSWORD: z
    .string()
    .regex(/^\d{6}$/, 'SEED_PAY_PASSWORD must be exactly 6 digits')
    .default('123456'),
  SEED_INVITE: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,16}$/, 'SEED_INVITE must be 4-16 letters or digits')
    .default('KINBO1'),
  SEED_NICKNAME: z
    .string()
    .trim()
    .regex(/^(?=.*[A-Za-z])[A-Za-z0-9]{6,42}$/, 'SEED_NICKNAME must be 6-42 letters/digits and not digits only')
    .default('KinBoFounder'),
  DEMO_SEED: booleanFromEnv.optional(),
  LOG_REQUESTS: booleanFromEnv.default(true),
  RPC_UPSTREAM_56: httpUrl.default('http://127.0.0.1:8545'),
  RPC_UPSTREAM_137: httpUrl.default('http://127.0.0.1:8546'),
  DEPLOYMENT_FILE: z.string().trim().min(1).default('.chain/deployment.json'),
  OPERATOR_KEY: privateKey('OPERATOR_KEY').optional(),
  HOT_WALLET_KEY: privateKey('HOT_WALLET_KEY').optional(),
  WALLET_JOBS: booleanFromEnv.default(true),
  WALLET_JOB_INTERVAL_MS: positiveInt('WALLET_JOB_INTERVAL_MS').default(2000),
  DEPOSIT_TTL_SECONDS: positiveInt('DEPOSIT_TTL_SECONDS').default(1800),
  // Blocks a deposit or purchase needs (its own block counts as 1) before it is credited; production values in docs/operations.md.
  CHAIN_CONFIRMATIONS_56: positiveInt('CHAIN_CONFIRMATIONS_56').default(2),
  CHAIN_CONFIRMATIONS_137: positiveInt('CHAIN_CONFIRMATIONS_137').default(2),
  // How many recent blocks the reorg watcher re-checks behind each chain's head.
  REORG_WINDOW_BLOCKS: positiveInt('REORG_WINDOW_BLOCKS').default(500),
  // Web Push's VAPID key pair (base64url, as web-push prints them). Unset: read from VAPID_FILE, made there on first start.
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be 87 base64url characters (a P-256 point)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be 43 base64url characters')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .default('mailto:ops@kinbo.local'),
  VAPID_FILE: z.string().trim().min(1).default('.data/vapid.json'),
});

export type ServerConfig = {
  port: number;
  host: string;
  /** When set, node-postgres is used; otherwise embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or 'memory' for an in-memory database. */
  dataDir: string;
  staticDir: string;
  uploadDir: string;
  /** Enables /api/dev/* (dev mailbox, session expiry) for loopback clients, and logs e-mail codes. */
  localMode: boolean;
  /** Per-client request limits on. */
  rateLimits: boolean;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); null: the client is the socket's peer. */
  trustProxy: TrustProxy | null;
  /** Origins allowed by CORS on /api and /rpc (exact `scheme://host[:port]`). */
  corsOrigins: string[];
  /** Origins pages may frame besides their own. */
  frameOrigins: string[];
  tokenTtlSeconds: number;
  /**
   * Make the demo account and its history on an empty database (server/seed/demo.ts). DEMO_SEED
   * forces it on or off; unset, it is on except for an in-memory database (tests and the e2e stack
   * start empty unless they ask for the demo).
   */
  demoSeed: boolean;
  /** One log line per request (LOG_REQUESTS). */
  logRequests: boolean;
  seed: {
    email: string;
    password: string;
    payPassword: string;
    invite: string;
    nickname: string;
  };
  rpcUpstreams: Record<'56' | '137', string>;
  wallet: {
    /** scripts/chain.mjs's deployment record: token, deposit contract and treasury addresses per chain. */
    deploymentFile: string;
    /** Signs deposit permits (the deposit contracts' operator); unset = the local chains' operator key. */
    operatorKey: `0x${string}` | undefined;
    /** Pays withdrawals (token transfers); unset = the local treasury key (deposits and purchases pay into it). */
    hotWalletKey: `0x${string}` | undefined;
    /** Runs the deposit watcher and the payout job in this process. */
    jobs: boolean;
    jobIntervalMs: number;
    depositTtlSeconds: number;
    /** Confirmations a deposit or purchase needs before it is credited, per chain. */
    confirmations: { '56': number; '137': number };
    /** Blocks behind the head within which credited transactions are re-checked for a reorg. */
    reorgWindowBlocks: number;
  };
  /** Web Push (server/push): the VAPID keys from the environment, else the file that keeps them. */
  push: {
    publicKey: string | undefined;
    privateKey: string | undefined;
    subject: string;
    /** Where the generated pair is kept; unused with an in-memory database (a fresh pair per start). */
    file: string;
  };
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment. Empty strings count as "not set" so `PORT=` falls back to the default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value]];
    }),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const corsOrigins = originList('CORS_ORIGINS', e.CORS_ORIGINS, problems);
  const frameOrigins = originList('FRAME_ORIGINS', e.FRAME_ORIGINS, problems);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'string') problems.push(trustProxy);
  if (e.LOCAL_MODE && !isLoopbackHost(e.HOST) && !e.LOCAL_MODE_FORCE) {
    problems.push(
      `LOCAL_MODE: refused on HOST ${e.HOST}, which other machines can reach; use HOST=127.0.0.1, or set LOCAL_MODE_FORCE=true (the dev routes then still answer loopback clients only)`,
    );
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    staticDir: e.STATIC_DIR,
    uploadDir: e.UPLOAD_DIR,
    localMode: e.LOCAL_MODE,
    rateLimits: e.RATE_LIMITS,
    trustProxy: typeof trustProxy === 'string' ? null : trustProxy,
    corsOrigins,
    frameOrigins,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    demoSeed: e.DEMO_SEED ?? e.DATA_DIR !== 'memory',
    logRequests: e.LOG_REQUESTS,
    seed: {
      email: e.SEED_EMAIL,
      password: e.SEED_PASSWORD,
      payPassword: e.SEED_PAY_PASSWORD,
      invite: e.SEED_INVITE,
      nickname: e.SEED_NICKNAME,
    },
    rpcUpstreams: { '56': e.RPC_UPSTREAM_56, '137': e.RPC_UPSTREAM_137 },
    wallet: {
      deploymentFile: e.DEPLOYMENT_FILE,
      operatorKey: e.OPERATOR_KEY,
      hotWalletKey: e.HOT_WALLET_KEY,
      jobs: e.WALLET_JOBS,
      jobIntervalMs: e.WALLET_JOB_INTERVAL_MS,
      depositTtlSeconds: e.DEPOSIT_TTL_SECONDS,
      confirmations: { '56': e.CHAIN_CONFIRMATIONS_56, '137': e.CHAIN_CONFIRMATIONS_137 },
      reorgWindowBlocks: e.REORG_WINDOW_BLOCKS,
    },
    push: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT, file: e.VAPID_FILE },
  };
}

/** True for a listen address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

function originList(name: string, raw: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const item of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    try {
      const url = new URL(item);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== item.replace(/\/$/, '')) throw new Error('not an origin');
      origins.push(url.origin);
    } catch {
      problems.push(`${name}: "${item}" is not an origin like https://app.example.com`);
    }
  }
  return origins;
}
