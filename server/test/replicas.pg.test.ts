import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './harness';
import { spawnServer, waitUntilReady, type ServerProcess } from './processes';

/**
 * Several API processes on one PostgreSQL database, as a deployment behind a load balancer runs
 * them. PostgreSQL lane only (`npm run test:pg`).
 */

const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

describe('two API processes on one PostgreSQL database', () => {
  it('both come up when they start at the same moment on an empty database (migrate + seed once)', async () => {
    const databaseUrl = await createPostgresDatabase({ empty: true });
    const servers = await Promise.all([0, 1].map(() => spawnServer({ DATABASE_URL: databaseUrl, DEMO_SEED: '1' })));
    started.push(...servers);
    await Promise.all(servers.map((server) => waitUntilReady(server)));
    for (const server of servers) {
      const config = (await (await fetch(`${server.url}/api/main/config`)).json()) as { code: number };
      expect(config.code).toBe(0);
    }
    // One founder and one demo account, whichever process made them.
    const output = servers.map((server) => server.output()).join('\n');
    expect(output.match(/created first account/g) ?? []).toHaveLength(1);
    expect(output.match(/demo data: /g) ?? []).toHaveLength(1);
  }, 120_000);
});
