import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expireSession, loginPage, registerUser, uniqueUser } from './fixtures/api';

/**
 * An expired session says so on login; a deep link opened logged out is
 * returned to after login; coming-soon screens have a back arrow; the side menu has a header with the
 * user's avatar and nickname and calls the games what every other screen does; Settings has the
 * language entry and the app version.
 */
const messages = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version as string;

async function inLanguage(page: Page, locale: string) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), locale);
}

async function logInWithForm(page: Page, m: ReturnType<typeof messages>, email: string, password: string) {
  await page.getByLabel(m.auth.email, { exact: true }).fill(email);
  await page.getByLabel(m.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: m.auth.login, exact: true }).click();
}

for (const locale of ['en-US', 'fil'] as const) {
  const m = messages(locale);

  test(`a deep link opened logged out is opened after login (${locale})`, async ({ page }) => {
    const user = await registerUser(page.request, uniqueUser('deep'));
    await inLanguage(page, locale);
    await page.goto('/reports?type=ticket');
    await expect(page).toHaveURL(/\/login$/);
    // Logged out is not expired: no notice.
    await expect(page.getByTestId('session-expired')).toHaveCount(0);
    await logInWithForm(page, m, user.email, user.password);
    await expect(page).toHaveURL(/\/reports\?type=ticket$/);
    await expect(page.getByRole('tab', { name: m.reports.tabs.ticket, exact: true })).toHaveAttribute('aria-selected', 'true');
  });

  test(`an expired session lands on login saying so, and login returns to the screen (${locale})`, async ({ page }) => {
    const user = await registerUser(page.request, uniqueUser('exp'));
    const session = await loginPage(page, user.email, user.password);
    await inLanguage(page, locale);
    await page.goto('/profile/security');
    await expect(page.getByRole('tablist')).toBeVisible();
    // Leave the app first (see expireSession): CI caught the screen's own reload cutting off ours.
    await page.goto('about:blank');
    await expireSession(page.request, session.Token);
    // The first call now answers 40200: storage is cleared and the guard opens login.
    await page.goto('/profile/security');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-expired')).toHaveText(m.common.sessionExpired);
    await page.screenshot({ path: `screenshots/session-expired-${locale}.png` });
    await logInWithForm(page, m, user.email, user.password);
    await expect(page).toHaveURL(/\/profile\/security$/);
    await page.goto('/login');
    await expect(page.getByTestId('session-expired')).toHaveCount(0);
  });

  test(`side menu header, game names, coming-soon back arrow and settings (${locale})`, async ({ page }) => {
    const user = await registerUser(page.request, uniqueUser('nav'));
    await loginPage(page, user.email, user.password);
    await inLanguage(page, locale);
    await page.goto('/settings');
    await expect(page.getByTestId('app-version')).toHaveText(m.settings.version.replace('{version}', VERSION));

    await page.locator('header button[aria-expanded]').click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByTestId('menu-nickname')).toHaveText(user.nickname);
    await expect(menu.getByTestId('menu-user').locator('img')).toBeVisible();
    // The games are called the same in the menu as on their screens and in the reports tab.
    await expect(menu.getByRole('link', { name: m.screens.groupPurchase, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: m.screens.bidding, exact: true })).toBeVisible();
    expect(m.menu.groupPurchase).toBe(m.reports.tabs.room);
    await page.screenshot({ path: `screenshots/side-menu-${locale}.png` });
    await menu.getByRole('link', { name: m.menu.wallet, exact: true }).click();
    await expect(page).toHaveURL(/\/wallet$/);

    // Every wallet screen is built now (no coming-soon screen is left): the menu opens My assets.
    await expect(page.getByRole('heading', { name: m.assets.title, exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/settings$/);

    // The language entry shows the current language and changes it.
    await expect(page.getByTestId('settings-language-current')).toHaveText(locale === 'fil' ? 'Filipino' : 'English');
    await page.getByTestId('settings-language').click();
    await page.getByRole('option', { name: '한국어' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
    await expect(page.getByTestId('settings-language-current')).toHaveText('한국어');
    await expect(page.getByTestId('app-version')).toHaveText(messages('ko-KR').settings.version.replace('{version}', VERSION));
  });
}
