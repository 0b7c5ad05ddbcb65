import { expect, test, type Page } from '@playwright/test';
import { credit, loginToken, registerUser, uniqueUser } from './fixtures/api';
import { submitLogin } from './fixtures/forms';
import { shot } from './fixtures/games';

/** The copy of the query cache the app keeps in IndexedDB (platform/query/persist/storage.ts), or null. */
const savedCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ account: number; state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } | null>((resolve) => {
        const open = indexedDB.open('kinbo-cache');
        // Reading must never create the database: one made here, without its store, would keep the app from saving.
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          resolve(null);
        };
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return resolve(null);
          const get = db.transaction('cache').objectStore('cache').get('queries');
          get.onsuccess = () => resolve(get.result ?? null);
          get.onerror = () => resolve(null);
        };
      }),
  );

/** The saved user info's USDT, once the app has saved it. */
async function savedUsdt(page: Page) {
  const saved = await savedCache(page);
  const user = saved?.state.queries.find((q) => q.queryKey[1] === 'userInfo')?.state.data as { usdt_amount?: string } | undefined;
  return user?.usdt_amount ?? null;
}

/** Waits until the service worker is active and the page's code is in its cache, so a reload offline loads. */
async function workerReady(page: Page) {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 20_000 }).toBe('activated');
  await page.reload();
}

async function player(page: Page, usdt: string) {
  const user = await registerUser(page.request, uniqueUser('warm'));
  const session = await loginToken(page.request, user.email, user.password);
  await credit(page.request, session.Token, 'usdt', usdt);
  return user;
}

async function logIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/login');
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByTestId('confirm-logout').click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * The page errors from now on. The saved copy must reach the cache after hydration: a screen that
 * hydrated with it would draw data where its HTML had skeletons (React #418).
 */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('warm open', () => {
  test.use({ serviceWorkers: 'allow' });

  test('online: the last balance shows before the server answers, marked with its time, then the fresh one', async ({ page }) => {
    const user = await player(page, '321.5');
    await logIn(page, user);
    await expect(page.getByTestId('balance-usdt')).toContainText('321.50');
    await expect.poll(() => savedUsdt(page), { timeout: 20_000 }).toBe('321.5');

    // The server is slow this time: what shows first is the saved copy.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/info', async (route) => {
      await held;
      await route.continue();
    });
    const errors = pageErrors(page);
    await page.reload();
    await expect(page.getByTestId('balance-usdt')).toContainText('321.50');
    await expect(page.getByTestId('updated-at')).toBeVisible();
    release();
    await expect(page.getByTestId('updated-at')).toHaveCount(0);
    // The other screens a warm open shows, with the copy, hydrate as their HTML too.
    for (const route of ['/wallet', '/reports']) {
      // Loaded, then the idle moment after it: the copy is in the cache by then.
      await page.goto(route, { waitUntil: 'load' });
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
    }
    expect(errors).toEqual([]);
  });

  for (const language of ['en-US', 'zh-CN'] as const) {
    test(`offline (${language}): the last data shows read-only, money actions say why`, async ({ page, context }) => {
      const user = await player(page, '88');
      await logIn(page, user);
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.reload();
      await expect(page.getByTestId('balance-usdt')).toContainText('88.00');
      await expect.poll(() => savedUsdt(page), { timeout: 20_000 }).toBe('88');
      await workerReady(page);
      await expect(page.getByTestId('balance-usdt')).toContainText('88.00');

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('balance-usdt')).toContainText('88.00');
      await expect(page.getByTestId('updated-at')).toBeVisible();
      // A reload under Playwright's offline emulation can leave navigator.onLine true; the banner
      // follows the browser's offline event, sent here by the emulation again.
      await context.setOffline(false);
      await context.setOffline(true);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      // The banner says why the reads failed: no network-error toast covers it.
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await shot(page, `warm-open-offline-${language}`, false);
      await context.setOffline(false);
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('balance-usdt')).toContainText('88.00');
    });
  }

  test('account switch: the next account never sees the last one, online or offline', async ({ page, context }) => {
    const first = await player(page, '111');
    const second = await player(page, '222');
    await logIn(page, first);
    await expect(page.getByTestId('balance-usdt')).toContainText('111.00');
    await expect.poll(() => savedUsdt(page), { timeout: 20_000 }).toBe('111');

    await logOut(page);
    await expect.poll(() => savedCache(page)).toBeNull();

    // The second account: its balance as soon as one shows, never the first one's.
    const seen: string[] = [];
    await page.exposeFunction('__seen', (text: string) => seen.push(text));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="balance-usdt"]');
        if (el?.textContent) (window as unknown as { __seen: (t: string) => void }).__seen(el.textContent);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await logIn(page, second);
    await expect(page.getByTestId('balance-usdt')).toContainText('222.00');
    await expect.poll(() => savedUsdt(page), { timeout: 20_000 }).toBe('222');
    await workerReady(page);
    await expect(page.getByTestId('balance-usdt')).toContainText('222.00');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('balance-usdt')).toContainText('222.00');
    await context.setOffline(false);
    expect(seen.some((text) => text.includes('111'))).toBe(false);
    expect((await savedCache(page))?.account).not.toBeUndefined();
  });
});
