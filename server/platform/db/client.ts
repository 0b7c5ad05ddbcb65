import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-lock';
import * as schema from './schema';

/** The Drizzle API shared by both drivers; services only ever see this. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle as passed to `db.transaction(async (tx) => ...)`. */
export type AppTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: AppDatabase;
  driver: 'pglite' | 'postgres';
  /** Human-readable location, for the start-up log (never includes a password). */
  description: string;
  /** Applies the SQL migrations in server/platform/db/migrations. */
  migrate: () => Promise<void>;
  /**
   * Runs `fn` while holding a PostgreSQL session-level advisory lock (`pg_advisory_lock(key)`), so
   * processes sharing one database do it one at a time (start-up: migrate and seed). PGlite has a
   * single process and runs `fn` directly.
   */
  withAdvisoryLock: <T>(key: bigint, fn: () => Promise<T>) => Promise<T>;
  /** LISTEN on a channel (live streams): see NotificationSource. */
  listen: NotificationSource;
  close: () => Promise<void>;
};

/**
 * Subscribes to `NOTIFY`s of one channel. `onNotification` gets each payload (delivered at the commit
 * of the transaction that sent it); `onResync` is called after a lost listening connection came back,
 * since notifications sent meanwhile are gone (listeners then re-read what they show). Resolves once
 * listening; the returned function stops.
 */
export type NotificationSource = (channel: string, handlers: { onNotification: (payload: string) => void; onResync: () => void }) => Promise<() => Promise<void>>;

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** Reconnect pauses of the LISTEN connection: from the first to the longest. */
const LISTEN_RETRY_MS = { first: 250, max: 5000 };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions = {
  databaseUrl?: string;
  /** PGlite data folder; 'memory' for an in-memory database. */
  dataDir: string;
  /** A gzipped PGlite `dumpDataDir()` to start from (tests use it to skip migrations). */
  pgliteSnapshot?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.pgliteSnapshot);
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory';
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir); // before PGlite touches the files
  }
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : dataDir, { parsers: DRIZZLE_PGLITE_PARSERS, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  } catch (error) {
    release();
    throw error;
  }
  withoutPerQueryParsers(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    description: inMemory ? 'PGlite (in memory)' : `PGlite (${path.resolve(dataDir)})`,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withAdvisoryLock: (_key, fn) => fn(),
    // PGlite is one process and one connection: its NOTIFYs reach its own listeners at commit.
    listen: async (channel, { onNotification }) => {
      const stop = await client.listen(channel, onNotification);
      return () => stop();
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * The parsers drizzle hands PGlite with EVERY query (dates, times and intervals, and their arrays,
 * left as the text PostgreSQL sends; drizzle-orm/pglite/session.js). PGlite merges per-query parsers
 * into a copy of all its parsers for each query, which cost about a third of a short query's time
 * under load (bench:api, --cpu-prof: `gr` in pglite's index.cjs). Set once as the client's own, the
 * same parsers apply and the per-query copy is skipped.
 */
const keepText = (value: string) => value;
const DRIZZLE_PGLITE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

/** Drops a query's `parsers` when the client's own parsers already do the same (drizzle's set, or part of it). */
function withoutPerQueryParsers(client: PGlite) {
  const query = client.query.bind(client);
  const sameAsClients = (parsers: Record<number, unknown>) => Object.keys(parsers).every((oid) => DRIZZLE_PGLITE_PARSERS[Number(oid)] !== undefined);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, options?.parsers && sameAsClients(options.parsers) ? { ...options, parsers: undefined } : options)) as PGlite['query'];
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A connection PostgreSQL closes (a restart, an administrator) emits 'error', which unheard would end
  // the process. Idle, it leaves the pool (logged here); checked out (a transaction waiting between
  // statements, the advisory lock's holder), its next statement fails and the pool drops it on release.
  pool.on('error', (error) => console.warn(`[db] an idle PostgreSQL connection closed: ${error.message}`));
  pool.on('connect', (client) => client.on('error', () => undefined));
  const url = new URL(databaseUrl);
  const where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  // Fail at start-up with a clear message rather than on the first request.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot connect to PostgreSQL at ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const db = drizzlePg({ client: pool, schema });
  // The LISTEN connections opened through `listen`: closed with the database.
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    driver: 'postgres',
    description: `PostgreSQL (${where})`,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async withAdvisoryLock(key, fn) {
      // A session lock lives on one connection: hold one aside for the whole of `fn`.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1::bigint)', [key.toString()]);
        try {
          return await fn();
        } finally {
          await holder.query('select pg_advisory_unlock($1::bigint)', [key.toString()]);
        }
      } finally {
        holder.release();
      }
    },
    async listen(channel, handlers) {
      const stop = await listenOnPostgres(databaseUrl, channel, handlers);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * One dedicated connection per listener (a pooled one would be handed to queries and lose the
 * LISTEN). When it drops it reconnects with growing pauses and calls onResync once listening again.
 */
async function listenOnPostgres(databaseUrl: string, channel: string, handlers: { onNotification: (payload: string) => void; onResync: () => void }): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${JSON.stringify(channel)}`);
  let stopped = false;
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined); // 'end' follows; reconnecting is handled there
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.once('end', () => {
      if (current === client) current = null;
      if (!stopped) scheduleReconnect(LISTEN_RETRY_MS.first);
    });
    return client;
  }

  function scheduleReconnect(delay: number) {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect()
        .then((client) => {
          if (stopped) return void client.end().catch(() => undefined);
          current = client;
          handlers.onResync();
        })
        .catch(() => {
          if (!stopped) scheduleReconnect(Math.min(delay * 2, LISTEN_RETRY_MS.max));
        });
    }, delay);
  }

  current = await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
