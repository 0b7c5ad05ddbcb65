import { defineConfig } from '@playwright/test';
import { PHONE } from './e2e/fixtures/phone';
import { chromiumExecutable } from './scripts/lib/chromium.cjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    ...PHONE,
    locale: 'en-US',
    // A failed test keeps its trace (actions, DOM snapshots, network) but no screencast: encoding a
    // frame stream for every test cost the browser and GPU processes about a sixth of the e2e run.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // Runs before Playwright stops the web server: fails the run when the money does not add up.
  globalTeardown: './e2e/global-teardown.ts',
  webServer: {
    command: 'node scripts/e2e-stack.mjs',
    url: `${baseURL}/api/main/config`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
