import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../platform/shell/routes';
import { envelope, loginPage, withoutLiveStream } from './fixtures/api';

/**
 * Every screen's first render in the browser matches its exported HTML, for a returning logged-in
 * visitor too (a session and the user info kept from the last visit in local storage). A screen that
 * read the stored user info while hydrating drew balances where its HTML had skeletons: React threw
 * error #418 and rendered the whole page again from scratch.
 */

const PUBLIC_ROUTES: readonly string[] = [ROUTES.login, ROUTES.register, ROUTES.forgotPassword, ROUTES.offline];
const APP_ROUTES = [...new Set(Object.values(ROUTES))].filter((route) => !PUBLIC_ROUTES.includes(route));

/**
 * Opens `route` and resolves once the page is past hydration: loaded, its requests and the code that
 * loads after it answered, and the idle moment after the load event (the stored user info) gone by.
 */
async function openAndSettle(page: Page, route: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await withoutLiveStream(page);
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  return errors;
}

test.describe('hydration matches the exported HTML', () => {
  for (const route of APP_ROUTES) {
    test(`${route}, a returning logged-in visitor`, async ({ page }) => {
      const session = await loginPage(page);
      const info = await envelope(page.request.get('/api/user/info', { headers: { Token: session.Token } }));
      expect(info.code, info.msg).toBe(0);
      await page.addInitScript((stored) => localStorage.setItem('userInfo', stored), JSON.stringify(info.data));
      expect(await openAndSettle(page, route)).toEqual([]);
      // Still in the app (a screen may send on, as /wallet/purchase_nft without a chosen voucher does).
      expect(new URL(page.url()).pathname).not.toBe(ROUTES.login);
    });
  }

  for (const route of PUBLIC_ROUTES) {
    test(`${route}, a visitor`, async ({ page }) => {
      expect(await openAndSettle(page, route)).toEqual([]);
    });
  }
});
