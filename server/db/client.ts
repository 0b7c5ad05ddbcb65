import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
  /** Applies the SQL migrations in server/db/migrations. */
  migrate: () => Promise<void>;
  /**
   * Runs `fn` while holding a PostgreSQL session-level advisory lock (`pg_advisory_lock(key)`), so
   * processes sharing one database do it one at a time (start-up: migrate and seed). PGlite has a
   * single process and runs `fn` directly.
   */
  withAdvisoryLock: <T>(key: bigint, fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

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
    client = await PGlite.create(inMemory ? undefined : dataDir, snapshot ? { loadDataDir: snapshot } : {});
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    description: inMemory ? 'PGlite (in memory)' : `PGlite (${path.resolve(dataDir)})`,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withAdvisoryLock: (_key, fn) => fn(),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
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
    close: () => pool.end(),
  };
}
