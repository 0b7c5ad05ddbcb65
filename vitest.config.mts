import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['{app,components,lib,server,scripts}/**/*.test.{ts,tsx}'],
    // Tests that need real PostgreSQL run only in its lane (vitest.postgres.config.mts, `npm run test:pg`).
    exclude: [...configDefaults.exclude, '**/*.pg.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    // Each server test file starts its own database; on a loaded 2-core machine that can take long.
    hookTimeout: 60000,
  },
});
