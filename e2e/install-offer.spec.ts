import { devices, expect, test, type Page } from '@playwright/test';
import { loginPage } from './fixtures/api';
import { enterPin, info, newPlayer, shot, type Player } from './fixtures/games';
import { PHONE } from './fixtures/phone';
import en from '../messages/en-US.json';
import vi from '../messages/vi-VN.json';

/**
 * The install offer: never on first paint, once after the first successful money action, then never
 * again on this device. Chromium hands the app its install prompt (played here by the same event the
 * browser fires); iPhone Safari gets the "Add to Home Screen" steps.
 */

/**
 * Fires `beforeinstallprompt` as the browser does, until the app takes it (it cancels the browser's own
 * banner); the prompt records that it was opened.
 */
async function offerBrowserPrompt(page: Page) {
  const taken = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          const counter = window as unknown as { installPrompted?: number };
          counter.installPrompted = (counter.installPrompted ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  await expect.poll(taken).toBe(true);
}

/** Buys the first package with the PIN and waits until the server holds the tickets. */
async function buyTickets(page: Page, player: Player, labels: { buy: string }) {
  const before = (await info(page.request, player.token)).ticket;
  await page.getByTestId('ticket-package').first().getByRole('button', { name: labels.buy }).click();
  await enterPin(page, player.payPassword);
  await expect(page.getByTestId('pin-input')).toHaveCount(0);
  await expect.poll(async () => (await info(page.request, player.token)).ticket).toBeGreaterThan(before);
}

test('the browser install prompt is offered once, after the first purchase (English)', async ({ page }) => {
  const player = await newPlayer(page.request, { usdt: '100' });
  await loginPage(page, player.email, player.password);
  await page.goto('/wallet/purchase_ticket');
  await expect(page.getByTestId('ticket-package').first()).toBeVisible();
  await offerBrowserPrompt(page);
  // The browser offered it, but nothing was done yet: no offer on first paint.
  await expect(page.getByTestId('install-offer')).toHaveCount(0);

  await buyTickets(page, player, en.tickets);
  const offer = page.getByTestId('install-offer');
  await expect(offer).toContainText(en.pwa.installTitle);
  await expect(offer).toContainText(en.pwa.installBody);
  await shot(page, 'install-offer-en', false);
  await offer.getByRole('button', { name: en.pwa.install }).click();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { installPrompted?: number }).installPrompted)).toBe(1);

  // Answered once: another visit and another purchase do not ask again.
  await page.reload();
  await expect(page.getByTestId('ticket-package').first()).toBeVisible();
  await offerBrowserPrompt(page);
  await buyTickets(page, player, en.tickets);
  await expect(page.getByTestId('install-offer')).toHaveCount(0);
});

test('iPhone Safari gets the Add to Home Screen steps once, and a browser without a way gets nothing (Vietnamese)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...PHONE, userAgent: devices['iPhone 13'].userAgent, baseURL, locale: 'vi-VN' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'vi-VN'));
  const player = await newPlayer(page.request, { usdt: '100' });
  await loginPage(page, player.email, player.password);
  await page.goto('/wallet/purchase_ticket');
  await expect(page.getByTestId('ticket-package').first()).toBeVisible();
  await expect(page.getByTestId('install-offer')).toHaveCount(0);

  await buyTickets(page, player, vi.tickets);
  const offer = page.getByTestId('install-offer');
  await expect(offer).toContainText(vi.pwa.installIosSteps);
  await expect(offer.getByRole('button', { name: vi.pwa.install })).toHaveCount(0);
  await shot(page, 'install-offer-ios-vi', false);
  await offer.getByRole('button', { name: vi.pwa.gotIt }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await buyTickets(page, player, vi.tickets);
  await expect(offer).toHaveCount(0);
  await context.close();
});

test('Android Chrome without an install prompt (already installed, or not installable) never shows the offer', async ({ page }) => {
  const player = await newPlayer(page.request, { usdt: '100' });
  await loginPage(page, player.email, player.password);
  await page.goto('/wallet/purchase_ticket');
  await buyTickets(page, player, en.tickets);
  await expect(page.getByTestId('install-offer')).toHaveCount(0);
});
