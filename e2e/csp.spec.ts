import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devices, expect, test, type Page } from '@playwright/test';
import { loginPage, withoutLiveStream } from './fixtures/api';
import { installTestWallet, TEST_ACCOUNTS } from './fixtures/wallet';

/**
 * Every page runs under the server's Content-Security-Policy (no 'unsafe-eval',
 * inline scripts by hash) without a single violation, the wallet modal included; no other site
 * can frame the app.
 */

/** Collects CSP violations of the page (the DOM event) and Chromium's console reports of them. */
async function recordViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...console];
}

const SCREENS = ['/', '/login', '/register', '/home', '/reports', '/wallet', '/profile', '/profile/security', '/settings', '/mall'];

test.describe('on a computer browser with a wallet extension (where Connect opens the modal)', () => {
  // On a phone an injected wallet connects in one tap without the modal.
  test.use({ userAgent: devices['Desktop Chrome'].userAgent, isMobile: false, hasTouch: false });

  test('the main screens and the wallet modal run with no CSP violation', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await recordViolations(page);
    await installTestWallet(page, { account: TEST_ACCOUNTS[4], chainId: 56 });
    await loginPage(page);
    const seen: string[] = [];
    await withoutLiveStream(page);
    for (const screen of SCREENS) {
      const response = await page.goto(screen);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
      await page.waitForLoadState('networkidle');
      seen.push(...(await violations()).map((v) => `${screen}: ${v}`));
    }
    await page.goto('/home');
    await page.getByTestId('wallet-button').click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await page.screenshot({ path: 'screenshots/csp-wallet-modal.png', animations: 'disabled' });
    await modal.getByRole('button', { name: /Browser Wallet/ }).click();
    await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-wallet-status', 'connected');
    await page.getByTestId('wallet-button').click(); // the account modal
    await expect(page.getByRole('dialog')).toBeVisible();
    seen.push(...(await violations()).map((v) => `wallet modal: ${v}`));
    expect(seen).toEqual([]);
  });
});

test('another site cannot frame the app (PIN and wallet screens included)', async ({ page, baseURL }) => {
  // A hostile page on another origin: the same server reached as 127.0.0.1 instead of localhost (a
  // page Playwright fulfils itself counts as public, and Chromium's Private Network Access would
  // block it from framing localhost for another reason).
  const framer = path.join(process.cwd(), 'out', `e2e-framer-${process.pid}.html`);
  const hostile = new URL(baseURL!);
  hostile.hostname = '127.0.0.1';
  try {
    for (const screen of ['/profile/security', '/wallet']) {
      const target = `${baseURL}${screen}`;
      writeFileSync(framer, `<!doctype html><iframe src="${target}" width="390" height="600"></iframe>`);
      // The server answers with the headers that forbid framing by others…
      const headers = (await page.request.get(target)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      // …so the browser puts its error page in the hostile frame ("This content is blocked"), never the app.
      await page.goto(`${hostile.origin}/${path.basename(framer)}`);
      await expect
        .poll(
          () =>
            page
              .frames()
              .find((f) => f !== page.mainFrame())
              ?.url() ?? '',
        )
        .toMatch(/^chrome-error:/);
    }
  } finally {
    rmSync(framer, { force: true });
  }
});

/** Every file of the build's `_next/static` folder, recursively. */
function buildAssets(dir = path.join(process.cwd(), 'out', '_next', 'static')): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name));
}

test('no build chunk starts a worker, so the chunks may go without a CSP of their own', async ({ request }) => {
  // The server sends the document policies only on what can be a document or a worker
  // (`isBuildAsset` in server/platform/security-headers.ts): a worker runs under its own script's CSP, so
  // a chunk that became one would run unrestricted. A worker must then be a file outside /_next/static.
  const scripts = buildAssets().filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  const starters = scripts.filter((file) => /new\s+(Shared)?Worker\s*\(/.test(readFileSync(file, 'utf8')));
  expect(starters.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  const chunk = path.relative(path.join(process.cwd(), 'out'), scripts[0]).split(path.sep).join('/');
  const answer = await request.get(`/${chunk}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-security-policy']).toBeUndefined();
});
