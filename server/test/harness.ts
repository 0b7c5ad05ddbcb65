import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { createApp, createServiceContext, type AppDeps } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { MIGRATIONS_FOLDER, openDatabase, type AppDatabase, type DatabaseHandle } from '../platform/db/client';
import { users } from '../platform/db/schema';
import { seedDatabase } from '../seed/founder';
import type { Envelope } from '../../shared/contract/shapes';
import { md5Hex, type ScryptParams } from '../platform/password';
import type { Logger } from '../platform/services-context';
import { describeIntegrityProblem, findIntegrityProblems } from '../platform/integrity';

/**
 * Test harness: one database per test server. By default an in-memory PGlite started from a
 * migrated snapshot kept in the OS temp folder (keyed by the migrations' content), so each file pays
 * ~1 s instead of ~4 s. In the PostgreSQL lane (vitest.postgres.config.mts) a fresh database copied
 * from the lane's migrated template on a real PostgreSQL cluster.
 */

/** Cheap scrypt for tests; hashes still go through the real code path. */
export const TEST_SCRYPT: ScryptParams = { N: 1024, r: 8, p: 1 };
export const START_TIME = new Date('2030-01-01T00:00:00.000Z');

export const SEED = {
  email: 'founder@kinbo.local',
  password: 'Kinbo123456',
  payPassword: '123456',
  invite: 'KINBO1',
  nickname: 'KinBoFounder',
};

/** The digest the browser sends for the account password (upper-case MD5 hex). */
export const passwordDigest = (plain: string) => md5Hex(plain).toUpperCase();
/** The digest the browser sends for the security PIN (lower-case MD5 hex). */
export const pinDigest = (pin: string) => md5Hex(pin);

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

async function migratedSnapshot(): Promise<Blob> {
  const file = path.join(tmpdir(), `kinbo-server-test-db-${migrationsFingerprint()}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, file); // atomic: parallel test files never read half a file
  return dump;
}

/** The PostgreSQL lane's cluster, when this test run is in it (see server/test/postgres-setup.ts). */
export function postgresLane() {
  return inject('postgres');
}

let databaseCounter = 0;

/**
 * Creates a database on the lane's cluster: a copy of the migrated template, or empty (`empty: true`,
 * for tests of start-up itself). Returns its URL. Only in the PostgreSQL lane.
 */
export async function createPostgresDatabase(options: { empty?: boolean } = {}): Promise<string> {
  const lane = postgresLane();
  if (!lane) throw new Error('createPostgresDatabase: not in the PostgreSQL lane (run `npm run test:pg`)');
  databaseCounter += 1;
  const name = `kinbo_test_${process.pid}_${databaseCounter}_${Math.random().toString(36).slice(2, 8)}`;
  const statement = `CREATE DATABASE "${name}"${options.empty ? '' : ` TEMPLATE "${lane.template}"`}`;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: lane.adminUrl });
    await client.connect();
    try {
      await client.query(statement);
      break;
    } catch (error) {
      // Two copies of the template started at the same instant: try again shortly.
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    } finally {
      await client.end();
    }
  }
  const url = new URL(lane.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  if (postgresLane()) return openDatabase({ databaseUrl: await createPostgresDatabase(), dataDir: 'memory' });
  try {
    return await openDatabase({ dataDir: 'memory', pgliteSnapshot: await migratedSnapshot() });
  } catch {
    return openDatabase({ dataDir: 'memory' });
  }
}

/**
 * The money integrity check (services/integrity.ts): every balance equals the sum of its records,
 * every record's balance_after is its running sum, no balance is negative, and every voucher count
 * equals the voucher items owned. Run it after every money test.
 */
export async function expectLedgerBalanced(db: AppDatabase): Promise<void> {
  expect((await findIntegrityProblems(db)).map(describeIntegrityProblem)).toEqual([]);
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Header a test sets to act as another client address (default 127.0.0.1, a loopback client). */
export const TEST_CLIENT_HEADER = 'X-Test-Client';

export async function startTestServer(options: { env?: Record<string, string>; fetch?: typeof fetch; deps?: Partial<AppDeps> } = {}) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'kinbo-server-test-'));
  const config: ServerConfig = loadConfig({
    DATA_DIR: 'memory',
    HOST: '127.0.0.1',
    LOCAL_MODE: 'true',
    RATE_LIMITS: 'false', // the limit tests turn them on
    LOG_REQUESTS: 'false',
    STATIC_DIR: path.join(workDir, 'out'),
    UPLOAD_DIR: path.join(workDir, 'uploads'),
    ...options.env,
  });
  const database = await openTestDatabase();
  await database.migrate(); // a no-op on the snapshot or template; keeps the harness honest if it is stale

  let current = new Date(START_TIME);
  const clock = {
    now: () => new Date(current),
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
  const logLines: string[] = [];
  const log: Logger = {
    info: (message) => logLines.push(message),
    warn: (message) => logLines.push(message),
    error: (message, error) => logLines.push(`${message} ${String(error)}`),
  };
  await seedDatabase(database.db, config.seed, { now: clock.now, scryptParams: TEST_SCRYPT });

  const deps: AppDeps = {
    db: database.db,
    config,
    now: clock.now,
    scryptParams: TEST_SCRYPT,
    log,
    fetch: options.fetch,
    clientAddress: (c) => c.req.header(TEST_CLIENT_HEADER) ?? '127.0.0.1',
    notifications: database.listen,
    ...options.deps,
  };
  const app = createApp(deps);
  const ctx = createServiceContext(deps);
  /** The app's own services (same database, clock and limits), for direct calls (the game clock, balances). */
  const services = app.services;

  type CallOptions = { token?: string; lang?: string; headers?: Record<string, string> };
  const headersFor = (options: CallOptions = {}) => ({
    ...(options.token !== undefined ? { Token: options.token } : {}),
    ...(options.lang !== undefined ? { Lang: options.lang } : {}),
    ...options.headers,
  });

  async function envelope<T>(response: Response): Promise<Envelope<T> & { status: number }> {
    const body = (await response.json()) as Envelope<T>;
    return { ...body, status: response.status };
  }

  const api = {
    /** POST a JSON value (or a raw string when `raw` is given). */
    async post<T = unknown>(urlPath: string, body: unknown, options: CallOptions & { raw?: boolean } = {}) {
      const response = await app.request(urlPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headersFor(options) },
        body: options.raw ? (body as string) : JSON.stringify(body),
      });
      return envelope<T>(response);
    },
    async get<T = unknown>(urlPath: string, query: Record<string, string> = {}, options: CallOptions = {}) {
      const search = new URLSearchParams(query).toString();
      const response = await app.request(search ? `${urlPath}?${search}` : urlPath, { headers: headersFor(options) });
      return envelope<T>(response);
    },
  };

  /** Full sign-up through the public calls; returns the login token and the new user's id. */
  let userCounter = 0;
  async function registerUser(overrides: Partial<{ email: string; nickname: string; password: string; pin: string; invite: string }> = {}) {
    userCounter += 1;
    const email = overrides.email ?? `user${userCounter}-${Date.now()}@example.com`;
    const nickname = overrides.nickname ?? `Player${userCounter}x${Math.floor(Math.random() * 1e6)}`;
    const password = overrides.password ?? 'Secret123';
    const pin = overrides.pin ?? '654321';
    clock.advance(61_000); // stay clear of the resend throttle of earlier calls
    const sent = await api.post('/api/user/sendEmail', { email, type: 1 });
    if (sent.code !== 0) throw new Error(`sendEmail failed: ${sent.msg}`);
    const mailbox = await api.get<{ code: string }>('/api/dev/mailbox', { email });
    const registered = await api.post('/api/user/register', {
      email,
      nickname,
      invite: overrides.invite ?? SEED.invite,
      password: passwordDigest(password),
      code: mailbox.data.code,
      pay_password: pinDigest(pin),
    });
    if (registered.code !== 0) throw new Error(`register failed: ${registered.msg}`);
    const login = await api.post<{ Token: string }>('/api/user/login', { email, password: passwordDigest(password) });
    // Read from the database, not /api/user/info: no request the test did not make counts against a limit.
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return { id: user!.id, email, nickname, password, pin, token: login.data.Token };
  }

  async function close() {
    await app.live?.stop();
    await database.close();
    rmSync(workDir, { recursive: true, force: true });
  }

  return {
    app,
    api,
    clock,
    config,
    ctx,
    database,
    logLines,
    workDir,
    services,
    registerUser,
    close,
    /** See expectLedgerBalanced: every balance equals the sum of its records. */
    expectLedgerBalanced: () => expectLedgerBalanced(database.db),
  };
}

/**
 * One test server for a test file: started before its tests (60 s allowed, the PostgreSQL lane copies a
 * database first) and closed after them; with `checkLedger`, every test ends with the ledger balanced.
 * The answer stands for the server from the file's first beforeAll on (reading it earlier throws), so a
 * file writes `const server = useTestServer();` once instead of the same three hooks.
 */
export function useTestServer(options: Parameters<typeof startTestServer>[0] & { checkLedger?: boolean } = {}): TestServer {
  const { checkLedger = false, ...startOptions } = options;
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(startOptions);
  }, 60_000);
  if (checkLedger) afterEach(() => started?.expectLedgerBalanced());
  afterAll(() => started?.close());
  return new Proxy({} as TestServer, {
    get(_target, name) {
      if (!started) throw new Error(`The test server starts in beforeAll: read server.${String(name)} inside a hook or a test`);
      return Reflect.get(started, name);
    },
  });
}
