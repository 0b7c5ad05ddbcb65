import { expect, test } from '@playwright/test';
import { loginPage } from './fixtures/api';
import { checkPhoneLayout } from './fixtures/layout';

/** Every screen of this stage at phone size: no sideways scroll, 44 px touch targets, no serious axe issue. */
const SCREENS = [
  { path: '/login', heading: 'Welcome back', auth: false },
  { path: '/register', heading: 'Create account', auth: false },
  { path: '/settings', heading: 'Settings', auth: true },
  { path: '/wallet', heading: 'My assets', auth: true },
];

for (const screen of SCREENS) {
  test(`${screen.path} fits a 390x844 phone`, async ({ page }) => {
    if (screen.auth) await loginPage(page);
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.heading })).toBeVisible();
    await checkPhoneLayout(page, screen.path);
    await page.screenshot({ path: `screenshots/${screen.path.slice(1).replace(/\//g, '_') || 'home'}.png` });
  });
}

test('the side menu and the language sheet fit too', async ({ page }) => {
  await loginPage(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (const name of ['Home', 'Game Center', 'Flash Deal', 'Flash Bid', 'Wallet', 'Mall', 'Reports', 'Profile', 'Settings']) {
    await expect(menu.getByText(name, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: 'screenshots/menu.png' });
  await page.keyboard.press('Escape');
  await page.getByTestId('language-button').click();
  await expect(page.getByRole('option')).toHaveCount(6);
  await page.screenshot({ path: 'screenshots/language-sheet.png' });
});

test('the login screen in Chinese', async ({ page }) => {
  await page.goto('/login?lang=zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await checkPhoneLayout(page, '/login zh-CN');
  await page.screenshot({ path: 'screenshots/login-zh.png' });
});
