import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['{app,features,platform,ui,shared,server,scripts}/**/*.test.{ts,tsx}'],
    // Tests that need real PostgreSQL run only in its lane (vitest.postgres.config.mts, `npm run test:pg`).
    exclude: [...configDefaults.exclude, '**/*.pg.test.ts'],
    environment: 'node',
    // Worker threads start faster than forked processes, and every core runs tests: Vitest's default
    // of one worker fewer than the cores is ONE worker on a 2-core machine, which left a core idle
    // (unit tests 176 s with the defaults, 96 s with these, on the 2-core machines we test on).
    pool: 'threads',
    maxWorkers: availableParallelism(),
    testTimeout: 20000,
    // Each server test file starts its own database; on a loaded 2-core machine that can take long.
    hookTimeout: 60000,
  },
});
