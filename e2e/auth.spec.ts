import { expect, test } from '@playwright/test';
import { expireSession, mailboxCode, SEED, uniqueUser, loginPage } from './fixtures/api';
import { registerByCodeThenLogin, submitLogin, submitRegister } from './fixtures/forms';
import { checkPhoneLayout, sidewaysOverflow } from './fixtures/layout';
import { PHONE } from './fixtures/phone';
import en from '../messages/en-US.json';
import vi from '../messages/vi-VN.json';

test.describe('register and log in', () => {
  test('a new user registers with the mailbox code, logs in and logs out', async ({ page }) => {
    const user = uniqueUser('reg');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send' }).click();
    // The Send button is replaced by the 60 s countdown.
    await expect(page.getByTestId('code-countdown')).toHaveText(/^(60|59|58)s$/);
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
    const code = await mailboxCode(page.request, user.email);
    await submitRegister(page, { ...user, email: undefined, code, invite: SEED.invite });

    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('tab-home')).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[0-9a-f]{64}$/);
    // User info is loaded and kept after login.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').email)).toBe(user.email);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('dialog')).toContainText('Log out?');
    await page.getByTestId('confirm-logout').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([null, null]);
    // Logout revoked the token on the server too; a copy of it is worthless.
    const reuse = await page.request.get('/api/user/info', { headers: { Token: token! } });
    expect((await reuse.json()).code).toBe(40100);
  });

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, SEED.email, 'wrong-password');
    await expect(page.getByTestId('toast')).toHaveText('Incorrect e-mail or password');
    await expect(page.getByLabel('E-mail')).toHaveValue(SEED.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong-password');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const field = page.getByLabel('Password', { exact: true });
    await field.fill('secret');
    await expect(field).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(field).toHaveAttribute('type', 'password');
  });

  test('register: a registered e-mail is not revealed; a wrong code answers with the server message under its field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('E-mail', { exact: true }).fill(SEED.email);
    await page.getByRole('button', { name: 'Send' }).click();
    // The answer is the same as for a new e-mail (only the mailbox owner learns more).
    await expect(page.getByTestId('toast')).toContainText('Verification code sent');

    const user = uniqueUser('badcode');
    await submitRegister(page, { ...user, code: '000000', invite: SEED.invite, payPassword: '123456' });
    await expect(page.getByLabel('E-mail verification code', { exact: true })).toHaveAccessibleDescription(/code/i);
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('server errors in the right place', () => {
  test('an internal error reads kindly, and a failed login toast does not follow to Home', async ({ page }) => {
    await page.route('**/api/user/login', (route) => route.fulfill({ json: { code: 50000, msg: 'Internal error', data: null } }), { times: 1 });
    await page.goto('/login');
    await submitLogin(page, SEED.email, SEED.password);
    await expect(page.getByTestId('toast')).toHaveText('Something went wrong on our side. Please try again.');
    await submitLogin(page, SEED.email, 'Not-the-password-1');
    // The new error of the same action replaces the old one.
    await expect(page.getByTestId('toast')).toHaveText('Incorrect e-mail or password');
    await submitLogin(page, SEED.email, SEED.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('toast').and(page.locator('[data-kind="error"]'))).toHaveCount(0);
  });
});

test.describe('validation messages (spec §5, word for word)', () => {
  test('login form', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Enter e-mail', { exact: true })).toBeVisible();
    await expect(page.getByText('Enter password', { exact: true })).toBeVisible();
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter the correct e-mail', { exact: true })).toBeVisible();
  });

  test('register form', async ({ page }) => {
    await page.goto('/register');
    // The password rule is visible as a hint before anything is submitted.
    await expect(page.getByText('At least 8 characters, with a letter and a digit', { exact: true })).toBeVisible();
    // Send with no e-mail: the only rule for requesting a code is a non-empty e-mail.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Enter e-mail', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    for (const message of [
      'Enter e-mail',
      'Enter e-mail verification code',
      'Enter nickname',
      'Enter password',
      'Enter confirm password',
      'Enter invite code',
      'Enter security password',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const nickname = page.getByLabel('Nickname');
    const submit = page.getByRole('button', { name: 'Confirm' });
    await page.getByLabel('E-mail', { exact: true }).fill('wrong@');
    await nickname.fill('12345678');
    await submit.click();
    await expect(page.getByText('Please enter the correct e-mail', { exact: true })).toBeVisible();
    await expect(page.getByText('Nickname must be a number+letter combination or pure letters', { exact: true })).toBeVisible();
    await nickname.fill('abc1');
    await submit.click();
    await expect(page.getByText('Nickname minimum length is 6', { exact: true })).toBeVisible();
    await nickname.fill('a'.repeat(43));
    await submit.click();
    await expect(page.getByText('Nickname maximum length is 42', { exact: true })).toBeVisible();
    // The password rule was shown as a hint before the user failed it (see the start); now as the error.
    const rule = 'At least 8 characters, with a letter and a digit';
    await page.getByLabel('Password', { exact: true }).fill('a');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: rule })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('one-password-1');
    await page.getByLabel('Confirm password').fill('another-password-2');
    await page.getByLabel('Security password').fill('123');
    await submit.click();
    await expect(page.getByText('The two passwords are different', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a 6-digit security password', { exact: true })).toBeVisible();
  });
});

test.describe('routing and session', () => {
  test('every guarded route sends a visitor without a token to /login', async ({ page }) => {
    for (const route of ['/', '/home', '/wallet', '/settings', '/reports', '/profile/security', '/grouppurchasegames']) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('an unknown path goes to /', async ({ page }) => {
    await loginPage(page);
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('tab-home')).toHaveAttribute('aria-current', 'page');
  });

  test('a token that the server expires sends the user to /login with storage cleared', async ({ page }) => {
    const session = await loginPage(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    // Leave the app first (see expireSession): a fresh-clone run caught the screen's own reload.
    await page.goto('about:blank');
    await expireSession(page.request, session.Token);
    // Any call now answers 40200: the app clears storage and reloads into /login.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a shared room link leads through register and login back to the room', async ({ page }) => {
    const user = uniqueUser('share');
    await page.goto(`/grouppurchasegames/room?roomId=7&invite=${SEED.invite}`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByLabel('Invite code')).toHaveValue(SEED.invite);

    await registerByCodeThenLogin(page, user);
    await expect(page).toHaveURL(/\/grouppurchasegames\/room\?roomId=7$/);
    expect(await page.evaluate(() => [localStorage.getItem('roomId'), localStorage.getItem('roomURL')])).toEqual([null, null]);
  });
});

/**
 * A friend's room link opened in a fresh browser, logged out. The visitor lands on
 * login, which says what they were invited to; register, opened afresh (the prerendered form), has the
 * code filled in. In the visitor's language, from the stored link values (no API call names the room).
 */
const INVITED = [
  { locale: 'en-US', m: en, line: `Invited to Flash Deal room #7 · code ${SEED.invite}` },
  { locale: 'vi-VN', m: vi, line: `Được mời vào phòng Flash Deal #7 · mã ${SEED.invite}` },
] as const;

for (const { locale, m, line } of INVITED) {
  test(`a room link keeps its invite through login to a freshly opened register form (${locale})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL, locale });
    const page = await context.newPage();
    await page.goto(`/grouppurchasegames/room?roomId=7&invite=${SEED.invite}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: m.auth.loginTitle })).toBeVisible();
    await expect(page.getByTestId('invitation')).toHaveText(line);
    await checkPhoneLayout(page, `login invited (${locale})`);
    await page.screenshot({ path: `screenshots/login-invited-${locale}.png` });

    // A new page load of /register: the form is the prerendered one, filled once storage is read.
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: m.auth.registerTitle })).toBeVisible();
    await expect(page.getByLabel(m.auth.invite, { exact: true })).toHaveValue(SEED.invite);
    await expect(page.getByTestId('invitation')).toHaveText(line);
    await checkPhoneLayout(page, `register invited (${locale})`);
    await page.screenshot({ path: `screenshots/register-invited-${locale}.png` });
    // The narrowest phone the issue was tried on: the line wraps, nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await sidewaysOverflow(page), 'register at 320 px scrolls sideways').toBeLessThanOrEqual(0);

    if (locale === 'en-US') {
      // The journey finishes: registered with the pre-filled code, logged in, back in the room.
      const user = uniqueUser('invited');
      await page.setViewportSize(PHONE.viewport!);
      await registerByCodeThenLogin(page, user);
      await expect(page).toHaveURL(/\/grouppurchasegames\/room\?roomId=7$/);
    }
    await context.close();
  });
}

test('a link opened on register itself fills the invite code of the prerendered form', async ({ page }) => {
  await page.goto(`/register?invite=${SEED.invite}`);
  await expect(page.getByLabel('Invite code', { exact: true })).toHaveValue(SEED.invite);
  await expect(page.getByTestId('invitation')).toHaveText(`Invited with code ${SEED.invite}`);
});

test('the password rule hint reads in Korean before anything is submitted', async ({ page }) => {
  await page.goto('/register?lang=ko-KR');
  await expect(page.getByText('영문자와 숫자를 포함해 8자 이상', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'screenshots/register-password-rule-ko.png', animations: 'disabled' });
});
