import { expect, test, type Page } from '@playwright/test';
import { loginPage, md5, registerUser, uniqueUser } from './fixtures/api';
import { submitLogin } from './fixtures/forms';
import { checkPhoneLayout } from './fixtures/layout';
import ko from '../messages/ko-KR.json';

/** /profile/security, both tabs, each main and error path at 390x844. */

async function freshUser(page: Page, prefix = 'sec') {
  const user = await registerUser(page.request, uniqueUser(prefix));
  const session = await loginPage(page, user.email, user.password);
  return { ...user, token: session.Token };
}

/** Counts calls to one API path from now on. */
function countRequests(page: Page, path: string) {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) counter.count += 1;
  });
  return counter;
}

/** Field messages inside the screen (toasts and Next's route announcer live outside <main>). */
const alerts = (page: Page) => page.locator('main').getByRole('alert');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const update = (page: Page) => page.getByRole('button', { name: 'Update' });

test.describe('account password tab', () => {
  test('required fields and matching passwords, with no request while invalid', async ({ page }) => {
    await freshUser(page);
    await page.goto('/profile/security');
    await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Account password' })).toHaveAttribute('aria-selected', 'true');
    const calls = countRequests(page, '/api/user/resetPassword');
    await update(page).click();
    for (const message of ['Enter old password', 'Enter new password', 'Enter confirm password']) {
      await expect(alerts(page).filter({ hasText: message })).toBeVisible();
    }
    await page.screenshot({ path: 'screenshots/security-account-errors.png', animations: 'disabled' });
    await field(page, 'Old password').fill('whatever');
    await field(page, 'New password').fill('first-choice-1');
    await field(page, 'Confirm new password').fill('second-choice-2');
    await update(page).click();
    await expect(alerts(page)).toHaveText('The two passwords are different');
    expect(calls.count).toBe(0);
  });

  test('a wrong old password shows the server message under its field and keeps the session', async ({ page }) => {
    await freshUser(page);
    await page.goto('/profile/security');
    await field(page, 'Old password').fill('not-my-password');
    await field(page, 'New password').fill('Brand-new-1');
    await field(page, 'Confirm new password').fill('Brand-new-1');
    await update(page).click();
    await expect(field(page, 'Old password')).toHaveAccessibleDescription('The old password is incorrect');
    await expect(field(page, 'Old password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile\/security$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await expect(field(page, 'Old password')).toHaveValue('not-my-password');
    await expect(update(page)).toBeEnabled();
  });

  test('a change signs the user out; the old password stops working and the new one works', async ({ page }) => {
    const user = await freshUser(page);
    const newPassword = `New-${user.password}`;
    await page.goto('/profile/security');
    await field(page, 'Old password').fill(user.password);
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(newPassword);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/resetPassword'));
    await update(page).click();
    // Every value travels as lower-case MD5 hex.
    expect((await sent).postDataJSON()).toEqual({
      old_password: md5(user.password),
      password: md5(newPassword),
      confirm_password: md5(newPassword),
    });

    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Password changed')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([null, null]);
    // The old password no longer logs in ...
    await submitLogin(page, user.email, user.password);
    await expect(toast(page, 'Incorrect e-mail or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // ... the new one does.
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('tab-home')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('security password tab', () => {
  async function openPinTab(page: Page) {
    await page.goto('/profile/security');
    await page.getByRole('tab', { name: 'Security password' }).click();
    await expect(page.getByRole('tab', { name: 'Security password' })).toHaveAttribute('aria-selected', 'true');
    await expect(field(page, 'Old security password')).toBeVisible();
  }

  test('required fields, 6 digits and matching PINs, with no request while invalid', async ({ page }) => {
    await freshUser(page);
    await openPinTab(page);
    const calls = countRequests(page, '/api/user/resetPayPassword');
    await update(page).click();
    for (const message of ['Enter old security password', 'Enter new security password', 'Enter confirm security password']) {
      await expect(alerts(page).filter({ hasText: message })).toBeVisible();
    }
    await field(page, 'Old security password').fill('246810');
    await field(page, 'New security password').fill('12345');
    await field(page, 'Confirm security password').fill('12345');
    await update(page).click();
    await expect(alerts(page).filter({ hasText: 'Please enter a 6-digit security password' })).toHaveCount(2);
    await field(page, 'New security password').fill('135790');
    await field(page, 'Confirm security password').fill('135791');
    await update(page).click();
    await expect(alerts(page)).toHaveText('The two security passwords do not match');
    await page.screenshot({ path: 'screenshots/security-pin-errors.png', animations: 'disabled' });
    expect(calls.count).toBe(0);
  });

  test('a PIN longer than 6 digits makes the submit stop silently: no request, no message', async ({ page }) => {
    const user = await freshUser(page);
    await openPinTab(page);
    const calls = countRequests(page, '/api/user/resetPayPassword');
    await field(page, 'Old security password').fill(user.payPassword);
    await field(page, 'New security password').fill('1357902');
    await field(page, 'Confirm security password').fill('1357902');
    await update(page).click();
    // Nothing was cleared: the user sees exactly what they typed.
    await expect(field(page, 'New security password')).toHaveValue('1357902');
    await expect(field(page, 'Confirm security password')).toHaveValue('1357902');
    // A valid PIN submitted next is the first request the screen sends, so the long one sent none;
    // and when it goes out, the long one has shown no message either.
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user/resetPayPassword');
    await field(page, 'New security password').fill('135790');
    await field(page, 'Confirm security password').fill('135790');
    await update(page).click();
    const request = await sent;
    expect(calls.count).toBe(1);
    expect(JSON.parse(request.postData() ?? '{}').password).toBe(md5('135790'));
    // After the change succeeds the inputs are cleared, and the emptied form shows no "required" message.
    await request.response();
    await expect(field(page, 'New security password')).toHaveValue('');
    await expect(alerts(page)).toHaveCount(0);
  });

  test('a wrong old PIN shows the server message under its field', async ({ page }) => {
    await freshUser(page);
    await openPinTab(page);
    await field(page, 'Old security password').fill('000000');
    await field(page, 'New security password').fill('135790');
    await field(page, 'Confirm security password').fill('135790');
    await update(page).click();
    await expect(field(page, 'Old security password')).toHaveAccessibleDescription('The old security password is incorrect');
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(field(page, 'Old security password')).toHaveValue('000000');
  });

  test('a change keeps the session, clears the inputs, and the new PIN is the one that counts', async ({ page }) => {
    const user = await freshUser(page);
    await openPinTab(page);
    await field(page, 'Old security password').fill(user.payPassword);
    await field(page, 'New security password').fill('135790');
    await field(page, 'Confirm security password').fill('135790');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/resetPayPassword'));
    await update(page).click();
    expect((await sent).postDataJSON()).toEqual({ old_password: md5(user.payPassword), password: md5('135790'), confirm_password: md5('135790') });
    await expect(toast(page, 'Security password changed')).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/security$/);
    for (const label of ['Old security password', 'New security password', 'Confirm security password']) {
      await expect(field(page, label)).toHaveValue('');
    }
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    // The old PIN is no longer accepted as "old"; the new one is.
    await field(page, 'Old security password').fill(user.payPassword);
    await field(page, 'New security password').fill('975310');
    await field(page, 'Confirm security password').fill('975310');
    await update(page).click();
    await expect(field(page, 'Old security password')).toHaveAccessibleDescription('The old security password is incorrect');
    await field(page, 'Old security password').fill('135790');
    await update(page).click();
    await expect(toast(page, 'Security password changed')).toBeVisible();
    // The success replaced the error: no stale message beside it.
    await expect(alerts(page)).toHaveCount(0);
  });
});

test('the tabs work from the keyboard and each keeps its own Update', async ({ page }) => {
  await freshUser(page);
  await page.goto('/profile/security');
  await page.getByRole('tab', { name: 'Account password' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Security password' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('security-password-form')).toBeVisible();
  await expect(page.getByTestId('account-password-form')).toHaveCount(0);
  await expect(update(page)).toHaveCount(1);
});

test('screens fit a phone, in English and Korean', async ({ page }) => {
  await freshUser(page);
  await page.goto('/profile/security');
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await checkPhoneLayout(page, '/profile/security account');
  await page.screenshot({ path: 'screenshots/security-account-en.png', fullPage: true, animations: 'disabled' });
  await page.getByRole('tab', { name: 'Security password' }).click();
  await checkPhoneLayout(page, '/profile/security pin');
  await page.screenshot({ path: 'screenshots/security-pin-en.png', fullPage: true, animations: 'disabled' });

  await page.goto('/profile/security?lang=ko-KR');
  await expect(page.getByRole('heading', { name: ko.security.title })).toBeVisible();
  await checkPhoneLayout(page, '/profile/security ko-KR');
  await page.screenshot({ path: 'screenshots/security-account-ko.png', fullPage: true, animations: 'disabled' });
  await page.getByRole('tab', { name: ko.security.pinTab }).click();
  await expect(page.getByLabel(ko.security.oldPin, { exact: true })).toBeVisible();
  await page.screenshot({ path: 'screenshots/security-pin-ko.png', fullPage: true, animations: 'disabled' });
});
