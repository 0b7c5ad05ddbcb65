import { expect, test, type Frame, type Page, type Route } from '@playwright/test';
import { expireSession, loginPage, registerUser, uniqueUser } from './fixtures/api';
import { checkPhoneLayout } from './fixtures/layout';
import en from '../messages/en-US.json';
import zh from '../messages/zh-CN.json';

/**
 * The mall: the shop in a frame signed in as the user (the local stand-in at /mall-demo,
 * which calls the real API with the token it is handed), language messages, the 40200 hand-back,
 * messages from anywhere else ignored, the frame's height, and the retry screen.
 */

const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
const frameElement = (page: Page) => page.getByTestId('mall-frame');
const shop = (page: Page) => page.frameLocator('[data-testid="mall-frame"]');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** A fresh user, logged in: tests never share a session (one of them expires it). */
async function freshUser(page: Page) {
  const user = await registerUser(page.request, uniqueUser('mall'));
  const session = await loginPage(page, user.email, user.password);
  return { ...user, token: session.Token, exTime: session.ex_time };
}

async function openMall(page: Page, nickname: string) {
  await page.goto('/mall');
  await expect(shop(page).getByRole('heading', { name: `Hello, ${nickname}` })).toBeVisible();
  await expect(page.getByTestId('mall-skeleton')).toHaveCount(0);
}

function shopFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/mall-demo/'));
  if (!frame) throw new Error('the mall frame is not there');
  return frame;
}

/** Resolves when the app logs that it dropped a message (the wait-for-condition for "nothing happened"). */
function ignoredMessage(page: Page, text: string) {
  return page.waitForEvent('console', { predicate: (m) => m.type() === 'debug' && m.text().includes(text), timeout: 10_000 });
}

test('from the side menu the shop greets the user it was handed; the token stays out of the app’s address and history', async ({ page }) => {
  const user = await freshUser(page);
  // wagmi asks for EIP-6963 wallets as soon as the wallet runtime exists: the mall must not load it.
  await page.addInitScript(() => {
    const w = window as Window & { walletAsks?: number };
    w.walletAsks = 0;
    window.addEventListener('eip6963:requestProvider', () => (w.walletAsks! += 1));
  });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: en.settings.title })).toBeVisible();
  const historyBefore = await page.evaluate(() => history.length);

  const shopSignIn = page.waitForRequest((r) => r.url().endsWith('/api/user/info') && r.frame() !== page.mainFrame());
  // Hold the shop's page until the skeleton has been seen (the local shop answers in milliseconds).
  const held: Route[] = [];
  await page.route('**/mall-demo/index.html*', (route) => void held.push(route));
  await page.getByRole('button', { name: en.menu.open }).click();
  await page.getByRole('navigation', { name: en.menu.title }).getByRole('link', { name: en.menu.mall }).click();
  await expect(page).toHaveURL(/\/mall$/);
  await expect(page.getByTestId('mall-skeleton')).toBeVisible();
  await expect.poll(() => held.length).toBe(2); // the reachability check and the frame
  await page.screenshot({ path: 'screenshots/mall-loading.png' });
  await Promise.all(held.map((route) => route.continue()));
  await page.unroute('**/mall-demo/index.html*');
  expect((await shopSignIn).headers()['token']).toBe(user.token);
  await expect(shop(page).getByRole('heading', { name: `Hello, ${user.nickname}` })).toBeVisible();
  await expect(page.getByTestId('mall-skeleton')).toHaveCount(0);

  // The frame address carries token, token time, language and the iframe flag; the app's does not.
  const src = new URL((await frameElement(page).getAttribute('src'))!, page.url());
  expect(src.pathname).toBe('/mall-demo/index.html');
  expect(Object.fromEntries(src.searchParams)).toEqual({ token: user.token, tokenTime: String(user.exTime), lang: 'en', iframe: '1' });
  expect(page.url()).not.toContain(user.token);
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  await expect(frameElement(page)).toHaveAttribute('sandbox', SANDBOX);
  await expect(frameElement(page)).toHaveAttribute('title', en.mall.frameTitle);
  await expect(page.getByTestId('tab-home')).toHaveCount(0);

  // The token works for shop actions too.
  await shop(page).getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(shop(page).getByText('Cart: 1')).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  await checkPhoneLayout(page, '/mall', 'main');
  expect(await page.evaluate(() => (window as Window & { walletAsks?: number }).walletAsks)).toBe(0);
});

test('a language change reaches the open shop at once, without reloading it', async ({ page }) => {
  const user = await freshUser(page);
  await openMall(page, user.nickname);
  await page.screenshot({ path: 'screenshots/mall-en.png' });
  const src = await frameElement(page).getAttribute('src');
  const historyBefore = await page.evaluate(() => history.length);
  await shopFrame(page).evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));

  await page.getByTestId('language-button').click();
  await page.getByRole('option', { name: '简体中文' }).click();
  await expect(shop(page).getByRole('heading', { name: `你好，${user.nickname}` })).toBeVisible();
  await expect(shop(page).locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(shop(page).getByRole('button', { name: '加入购物车' })).toHaveCount(4);
  expect(await shopFrame(page).evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await frameElement(page).getAttribute('src')).toBe(src);
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  await expect(frameElement(page)).toHaveAttribute('title', zh.mall.frameTitle);
  await page.screenshot({ path: 'screenshots/mall-zh.png' });
  await page.getByTestId('language-button').click();
  await page.getByRole('option', { name: 'Tiếng Việt' }).click();
  await expect(shop(page).getByRole('heading', { name: `Xin chào, ${user.nickname}` })).toBeVisible();
  await expect(shop(page).locator('html')).toHaveAttribute('lang', 'vi');
  await page.screenshot({ path: 'screenshots/mall-vi.png' });

  // A new visit starts the shop in the chosen language straight from its address.
  await page.reload();
  await expect(shop(page).getByRole('heading', { name: `Xin chào, ${user.nickname}` })).toBeVisible();
  expect(new URL((await frameElement(page).getAttribute('src'))!, page.url()).searchParams.get('lang')).toBe('vn');
});

test('when the shop reports 40200: the message, local storage cleared but the language, then /login after 500 ms', async ({ page }) => {
  const user = await freshUser(page);
  // The app asks for user info in an idle moment after the screen; had that answer come after the
  // expiry below, the app's own 40200 would reload the page before the shop could report anything.
  const userInfoAnswered = page.waitForResponse((r) => r.url().includes('/api/user/info') && r.frame() === page.mainFrame());
  await openMall(page, user.nickname);
  await userInfoAnswered;
  // Record, in the page, what holds when the message first shows and when /login arrives.
  await page.evaluate(() => {
    const seen: Record<string, unknown> = {};
    (window as Window & { expiry?: Record<string, unknown> }).expiry = seen;
    new MutationObserver(() => {
      if (!seen.toastAt && document.querySelector('[data-testid="toast"]')) {
        seen.toastAt = performance.now();
        seen.pathAtToast = location.pathname;
        seen.storageAtToast = Object.keys(localStorage);
      }
      if (!seen.loginAt && location.pathname === '/login') seen.loginAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  await expireSession(page.request, user.token);
  await shop(page).getByRole('button', { name: 'Add to cart' }).first().click();

  await expect(toast(page, en.common.sessionExpired)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: en.auth.loginTitle })).toBeVisible();
  const seen = await page.evaluate(() => (window as Window & { expiry?: Record<string, number | string | string[]> }).expiry!);
  expect(seen.pathAtToast).toBe('/mall');
  // Everything of the session is gone; only the device's language may stay.
  expect((seen.storageAtToast as string[]).filter((key) => key !== 'language')).toEqual([]);
  expect(Number(seen.loginAt) - Number(seen.toastAt)).toBeGreaterThanOrEqual(450);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('messages from another origin, another frame or of an unknown shape change nothing', async ({ page, context, baseURL }) => {
  const user = await freshUser(page);
  await openMall(page, user.nickname); // stores the session for this browser profile
  const expiry = { type: 'kinbo:code', code: 40200 };
  const mallOrigin = new URL(baseURL!).origin;

  // A foreign site opens the app (so it holds a handle to its window) and posts to it.
  await context.route('http://evil.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>evil</title>' }));
  const evil = await context.newPage();
  await evil.goto('http://evil.test/');
  const [app] = await Promise.all([
    context.waitForEvent('page'),
    evil.evaluate((url) => ((window as Window & { victim?: Window | null }).victim = window.open(url)), `${mallOrigin}/mall`),
  ]);
  await expect(shop(app).getByRole('heading', { name: `Hello, ${user.nickname}` })).toBeVisible();

  let ignored = ignoredMessage(app, 'ignored a message from http://evil.test');
  await evil.evaluate((data) => (window as Window & { victim?: Window | null }).victim!.postMessage(data, '*'), expiry);
  await ignored;

  // A frame on the mall's origin that is not the frame the app opened.
  const impostor = `<!doctype html><script>parent.postMessage(${JSON.stringify(expiry)}, '*')</script>`;
  await context.route(`${mallOrigin}/impostor.html`, (route) => route.fulfill({ contentType: 'text/html', body: impostor }));
  ignored = ignoredMessage(app, `ignored a message from ${mallOrigin}`);
  await app.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/impostor.html';
    frame.hidden = true;
    document.body.append(frame);
  });
  await ignored;

  // The app's own window (what wallet extensions post on).
  ignored = ignoredMessage(app, `ignored a message from ${mallOrigin}`);
  await app.evaluate((data) => window.postMessage(data, '*'), expiry);
  await ignored;

  // The mall's own frame, but shapes the app does not know.
  for (const data of [
    { type: 'kinbo:code', code: '40200' },
    { type: 'kinbo:logout', code: 40200 },
    { ...expiry, next: '/evil' },
  ]) {
    ignored = ignoredMessage(app, 'ignored a message of unknown shape');
    await shopFrame(app).evaluate((message) => parent.postMessage(message, '*'), data);
    await ignored;
  }

  await expect(toast(app, en.common.sessionExpired)).toHaveCount(0);
  expect(await app.evaluate(() => localStorage.getItem('token'))).toBe(user.token);
  await expect(app).toHaveURL(/\/mall$/);
  await expect(shop(app).getByRole('heading', { name: `Hello, ${user.nickname}` })).toBeVisible();

  // Control: the same message from the mall's own frame is obeyed, so the checks above could fail.
  await shopFrame(app).evaluate((message) => parent.postMessage(message, '*'), expiry);
  await expect(toast(app, en.common.sessionExpired)).toBeVisible();
  await expect(app).toHaveURL(/\/login$/);
});

test('the frame is the window height minus 75 and follows resizes', async ({ page }) => {
  const user = await freshUser(page);
  await openMall(page, user.nickname);
  const box = async () => (await frameElement(page).boundingBox())!;
  expect(await box()).toMatchObject({ height: 844 - 75, width: 390 });
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);

  await page.setViewportSize({ width: 390, height: 640 });
  await expect.poll(async () => (await box()).height).toBe(640 - 75);

  await page.setViewportSize({ width: 800, height: 600 });
  await expect.poll(async () => (await box()).height).toBe(600 - 75);
  expect((await box()).width).toBe(480);
});

test('an unreachable shop shows the retry screen; retry loads it', async ({ page }) => {
  const user = await freshUser(page);
  await page.route('**/mall-demo/**', (route) => route.abort('connectionrefused'));
  await page.goto('/mall');
  const failure = page.getByTestId('mall-failure');
  await expect(failure.getByRole('heading', { name: en.mall.failedTitle })).toBeVisible();
  await expect(frameElement(page)).toHaveCount(0);
  await page.screenshot({ path: 'screenshots/mall-unreachable.png' });

  await page.unroute('**/mall-demo/**');
  await failure.getByRole('button', { name: en.common.retry }).click();
  await expect(shop(page).getByRole('heading', { name: `Hello, ${user.nickname}` })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('going offline while the shop loads shows the offline screen; it loads by itself once back online', async ({ page, context }) => {
  const user = await freshUser(page);
  const held: { abort(): Promise<void> }[] = [];
  await page.route('**/mall-demo/**', (route) => void held.push(route));
  // Not 'load': the page's load event waits for the held frame.
  await page.goto('/mall', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('mall-skeleton')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('mall-failure').getByRole('heading', { name: en.mall.offlineTitle })).toBeVisible();

  await Promise.all(held.map((route) => route.abort().catch(() => {})));
  await page.unroute('**/mall-demo/**');
  await context.setOffline(false);
  await expect(shop(page).getByRole('heading', { name: `Hello, ${user.nickname}` })).toBeVisible();
});
