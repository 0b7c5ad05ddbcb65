import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Contract tests start real local chains (child processes), so they get their own config and longer
// timeouts: `npx vitest run --config contracts/vitest.config.ts`.
export default defineConfig({
  root: path.resolve(__dirname, '..'),
  resolve: { alias: { '@': path.resolve(__dirname, '..') } },
  test: {
    include: ['contracts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
