import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createPostgresDatabase } from './harness';
import { spawnServer, waitUntilReady, type ServerProcess } from './processes';

/**
 * PostgreSQL closes an API process's connections (a restart of the cluster, an administrator): the
 * process keeps running and answers from new connections. PostgreSQL lane only (`npm run test:pg`).
 */

const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

async function terminateConnections(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const result = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('an API process whose database connections are closed', () => {
  it('stays up and answers from new connections', async () => {
    const databaseUrl = await createPostgresDatabase({ empty: true });
    const server = await spawnServer({ DATABASE_URL: databaseUrl, WALLET_JOBS: 'false' });
    started.push(server);
    await waitUntilReady(server);
    let exitCode: number | null | undefined;
    void server.exited.then((code) => (exitCode = code));
    // Connections in the pool, idle, and the game clock's own.
    await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.url}/api/main/config`)));
    expect(await terminateConnections(databaseUrl)).toBeGreaterThan(0);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(exitCode, server.output()).toBeUndefined();
    const deadline = Date.now() + 10_000;
    let code: number | undefined;
    while (Date.now() < deadline && code !== 0) {
      code = ((await (await fetch(`${server.url}/api/main/config`)).json()) as { code: number }).code;
      if (code !== 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(code).toBe(0);
    expect(exitCode, server.output()).toBeUndefined();
  }, 60_000);
});
