import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../../scripts/lib/postgres.mjs';
import { openDatabase } from '../db/client';

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
  return () => cluster.stop();
}
