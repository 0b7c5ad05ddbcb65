import { devices, expect, test, type Page } from '@playwright/test';
import { loginPage } from './fixtures/api';
import en from '../messages/en-US.json';
import vi from '../messages/vi-VN.json';

/**
 * Connect on phones and computers. The default project (playwright.config.ts) is a
 * Pixel 7 at 390x844 with no wallet injected unless a test installs one.
 *
 * The WalletConnect project id is baked into the static export at build time, and the e2e run has
 * one build, made without an id (as `npm start` is). The tests that need an id serve that same
 * build with the default id string replaced by a 32-digit one in the JavaScript — byte for byte what
 * a build with NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID set would contain — so no test switch exists in
 * the app. Those tests also cut every request and WebSocket that leaves localhost: the wallet list
 * must not need the network (the WalletConnect relay is only contacted once a wallet is chosen).
 */

const TEST_PROJECT_ID = '0123456789abcdef0123456789abcdef';
const ROOM_PATH = '/grouppurchasegames/room?roomId=7&invite=KINBO1';
const WALLET_APP_NAMES = ['MetaMask', 'Trust Wallet', 'Binance Wallet', 'OKX Wallet', 'TokenPocket'];
const WALLETCONNECT_WALLETS = [...WALLET_APP_NAMES, 'WalletConnect'];
const DESKTOP = devices['Desktop Chrome'].userAgent;

/**
 * The connect modal waits for the wallet runtime (and, with an id, the WalletConnect wallets): a few
 * hundred KiB of JavaScript to fetch and parse, which takes a while on a busy machine.
 */
const WALLET_CODE_LOAD = { timeout: 30_000 };

const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';

// The page keeps warming routes (the tab bar's, once settled) after a test's last step: a chunk still
// on its way when the context closes has its answer disposed under withWalletConnectProjectId's
// handler, which then failed the finished test. Handlers still running at the end are dropped.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Serves the build as if it had been made with a real WalletConnect project id. */
async function withWalletConnectProjectId(page: Page) {
  let replaced = 0;
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const baked = body.replace(/(["'])kinbo-local\1/g, () => {
      replaced += 1;
      return `"${TEST_PROJECT_ID}"`;
    });
    await route.fulfill({ response, body: baked });
  });
  return () => replaced;
}

/** Cuts the internet: only the local stack answers. Returns the addresses that were refused. */
async function offlineExceptLocalhost(page: Page) {
  const refused: string[] = [];
  await page.route(
    (url) => !isLocal(url),
    (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  await page.routeWebSocket(
    (url) => !isLocal(url),
    (ws) => {
      refused.push(ws.url());
      return ws.close();
    },
  );
  return refused;
}

/** RainbowKit's stylesheet arrives with the heavy wallet runtime (wagmi + viem + RainbowKit). */
function walletRuntimeLoaded(page: Page) {
  return page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('[data-rk]'));
      } catch {
        return false;
      }
    }),
  );
}

/** Vietnamese: a non-English language this machine has fonts for (no CJK font is installed). */
async function useVietnamese(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'vi-VN'));
}

test.describe('a phone browser without a wallet', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Connect opens the "Open in your wallet app" sheet whose links open this room link in each app', async ({ page, baseURL }) => {
    await loginPage(page);
    await page.goto(ROOM_PATH);
    await page.getByTestId('wallet-button').click();

    const sheet = page.getByRole('dialog', { name: en.wallet.openInAppTitle });
    await expect(sheet.getByRole('heading', { name: en.wallet.openInAppTitle })).toBeVisible();
    await expect(sheet.getByText(en.wallet.openInAppIntro)).toBeVisible();
    const links = sheet.getByTestId('wallet-app-links').getByRole('link');
    await expect(links).toHaveCount(WALLET_APP_NAMES.length);
    for (const [i, name] of WALLET_APP_NAMES.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(en.wallet.openInApp.replace('{wallet}', name));
    }

    const room = `${baseURL}${ROOM_PATH}`;
    const href = (id: string) => sheet.locator(`[data-wallet-app="${id}"]`).getAttribute('href');
    expect(await href('metaMask')).toBe(`https://link.metamask.io/dapp/${room.replace(/^https?:\/\//, '')}`);
    expect(new URL((await href('trust'))!).searchParams.get('url')).toBe(room);
    const okx = new URL((await href('okx'))!);
    expect(new URL(okx.searchParams.get('deeplink')!).searchParams.get('dappUrl')).toBe(room);
    const binance = new URL(atob(new URL((await href('binance'))!).searchParams.get('_dp')!));
    expect(new URLSearchParams(atob(binance.searchParams.get('startPageQuery')!)).get('url')).toBe(room);
    expect(JSON.parse(new URL((await href('tokenPocket'))!).searchParams.get('params')!).url).toBe(room);
    for (const link of await links.all()) await expect(link).toHaveAttribute('rel', /noopener/);

    // No WalletConnect without a project id: nothing here would lead nowhere.
    await expect(sheet.getByRole('button', { name: en.wallet.useWalletConnect })).toHaveCount(0);
    // A list of links needs no wallet library: the heavy runtime was not downloaded.
    expect(await walletRuntimeLoaded(page)).toBe(false);
    await page.screenshot({ path: 'screenshots/wallet-open-in-app-sheet-en.png', animations: 'disabled' });

    // The link can also be pasted into any wallet app's browser.
    await sheet.getByRole('button', { name: en.wallet.copyPageLink }).click();
    await expect(page.getByText(en.common.copySuccess)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(room);

    await sheet.getByRole('button', { name: en.common.close }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByTestId('wallet-button')).toHaveText(en.wallet.connect);
    expect(page.url()).toBe(room);
  });

  test('with WalletConnect set up, the sheet leads to the wallet apps, listed with no network (vi-VN)', async ({ page }) => {
    const replaced = await withWalletConnectProjectId(page);
    await offlineExceptLocalhost(page);
    await useVietnamese(page);
    await loginPage(page);
    await page.goto('/home');
    await page.getByTestId('wallet-button').click();

    const sheet = page.getByRole('dialog', { name: vi.wallet.openInAppTitle });
    await expect(sheet.getByTestId('wallet-app-links').getByRole('link')).toHaveCount(WALLET_APP_NAMES.length);
    await page.screenshot({ path: 'screenshots/wallet-open-in-app-sheet-vi.png', animations: 'disabled' });
    expect(await walletRuntimeLoaded(page)).toBe(false);
    await sheet.getByRole('button', { name: vi.wallet.useWalletConnect }).click();

    // RainbowKit's phone layout: one row of wallet apps, each opened through its WalletConnect link.
    const modal = page.locator('[data-rk] [role="dialog"]');
    await expect(modal).toBeVisible(WALLET_CODE_LOAD);
    expect(await walletRuntimeLoaded(page)).toBe(true);
    for (const name of WALLETCONNECT_WALLETS) await expect(modal.getByRole('button', { name, exact: true })).toBeVisible();
    // A phone without a provider has no "Browser Wallet" to offer.
    await expect(modal.getByRole('button', { name: /Browser Wallet/ })).toHaveCount(0);
    await expect(modal.getByTestId('walletconnect-missing-hint')).toHaveCount(0);
    await page.screenshot({ path: 'screenshots/wallet-walletconnect-modal-phone-vi.png', animations: 'disabled' });
    expect(replaced()).toBeGreaterThan(0);
  });
});

test.describe('a computer', () => {
  test.use({ userAgent: DESKTOP, isMobile: false, hasTouch: false });

  test('with WalletConnect set up, the modal groups the wallets: Installed, then Popular', async ({ page }) => {
    const replaced = await withWalletConnectProjectId(page);
    await offlineExceptLocalhost(page);
    await loginPage(page);
    await page.goto('/home');
    await page.getByTestId('wallet-button').click();

    const modal = page.locator('[data-rk] [role="dialog"]');
    await expect(modal).toBeVisible(WALLET_CODE_LOAD);
    await expect(modal.getByText('Installed', { exact: true })).toBeVisible();
    await expect(modal.getByText('Popular', { exact: true })).toBeVisible();
    const entries = modal.locator('[data-testid^="rk-wallet-option-"]');
    await expect(entries).toHaveText(['Browser Wallet', ...WALLETCONNECT_WALLETS]);
    await page.screenshot({ path: 'screenshots/wallet-modal-grouped-desktop-en.png', animations: 'disabled' });
    expect(replaced()).toBeGreaterThan(0);
  });

  test('without a project id, only the injected entry and a hint', async ({ page }) => {
    await loginPage(page);
    await page.goto('/home');
    await page.getByTestId('wallet-button').click();

    const modal = page.locator('[data-rk] [role="dialog"]');
    await expect(modal).toBeVisible(WALLET_CODE_LOAD);
    await expect(modal.getByTestId('walletconnect-missing-hint')).toHaveText(en.wallet.walletConnectMissing);
    await expect(modal.locator('[data-testid^="rk-wallet-option-"]')).toHaveText(['Browser Wallet']);
    await page.screenshot({ path: 'screenshots/wallet-modal-no-walletconnect-desktop-en.png', animations: 'disabled' });
  });
});
