import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { envelope, loginPage, md5, registerUser, uniqueUser } from './fixtures/api';
import en from '../messages/en-US.json';
import vi from '../messages/vi-VN.json';
import ko from '../messages/ko-KR.json';
import zh from '../messages/zh-CN.json';

/** Account recovery with the dev mailbox, register hints, guests-only auth screens. */

type Messages = typeof en;
const LANGS = [
  { code: 'en-US', m: en },
  { code: 'vi-VN', m: vi as unknown as Messages },
] as const;

function useLanguage(page: Page, code: string) {
  return page.addInitScript((language) => localStorage.setItem('language', language), code);
}

/** The newest unused code of one type (1 register, 2 forgot password, 3 forgot security password). */
async function mailbox(request: APIRequestContext, email: string, type: number) {
  let code = '';
  await expect
    .poll(async () => {
      const body = await envelope<{ code: string }>(request.get('/api/dev/mailbox', { params: { email, type: String(type) } }));
      code = body.code === 0 ? body.data.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

for (const { code: language, m } of LANGS) {
  test(`forgot password (${language}): e-mail code, new password, every session ends, login opens with the e-mail filled`, async ({ page }) => {
    const user = await registerUser(page.request, uniqueUser('forgot'));
    const oldSession = await envelope<{ Token: string }>(page.request.post('/api/user/login', { data: { email: user.email, password: md5(user.password) } }));
    await useLanguage(page, language);
    await page.goto('/login');
    await page.getByLabel(m.auth.email, { exact: true }).fill(user.email);
    await page.getByRole('link', { name: m.auth.forgotPassword }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: m.auth.forgotTitle })).toBeVisible();
    // The e-mail typed on login came along.
    await expect(page.getByLabel(m.auth.email, { exact: true })).toHaveValue(user.email);

    // Submitting empty shows the field rules, without a request.
    await page.getByRole('button', { name: m.auth.resetSubmit }).click();
    await expect(page.locator('main').getByRole('alert').filter({ hasText: m.validation.codeRequired })).toBeVisible();

    await page.getByRole('button', { name: m.auth.send }).click();
    await expect(page.getByTestId('code-countdown')).toBeVisible();
    const code = await mailbox(page.request, user.email, 2);
    await page.getByLabel(m.auth.code).fill(code);
    await page.getByLabel(m.auth.newPassword).fill('Recovered123');
    await page.getByLabel(m.auth.confirmPassword).fill('Recovered123');
    await page.screenshot({ path: `screenshots/forgot-password-${language}-390.png` });
    await page.getByRole('button', { name: m.auth.resetSubmit }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('toast').filter({ hasText: m.auth.resetDone })).toBeVisible();
    await expect(page.getByLabel(m.auth.email, { exact: true })).toHaveValue(user.email);
    // The session made before the reset no longer works.
    const info = await envelope(page.request.get('/api/user/info', { headers: { Token: oldSession.data.Token } }));
    expect(info.code).toBe(40100);

    await page.getByLabel(m.auth.password, { exact: true }).fill('Recovered123');
    await page.getByRole('button', { name: m.auth.login }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('a wrong recovery code shows under the code field', async ({ page }) => {
  const user = await registerUser(page.request, uniqueUser('forgotbad'));
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send' }).click();
  const code = await mailbox(page.request, user.email, 2);
  await page.getByLabel('E-mail verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('New password').fill('Recovered123');
  await page.getByLabel('Confirm password').fill('Recovered123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByLabel('E-mail verification code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/forgot-password$/);
});

for (const { code: language, m } of [
  { code: 'en-US', m: en },
  { code: 'ko-KR', m: ko as unknown as Messages },
] as const) {
  test(`forgot security password (${language}): code to the account's e-mail, then a new PIN that works`, async ({ page }) => {
    const user = await registerUser(page.request, uniqueUser('forgotpin'));
    const session = await loginPage(page, user.email, user.password);
    await useLanguage(page, language);
    await page.goto('/profile/security');
    await page.getByRole('tab', { name: m.security.pinTab }).click();
    await page.getByRole('button', { name: m.security.forgotPin }).click();
    const form = page.getByTestId('forgot-pin-form');
    await expect(form.getByText(user.email)).toBeVisible();
    await form.getByRole('button', { name: m.auth.send }).click();
    const code = await mailbox(page.request, user.email, 3);
    await form.getByLabel(m.auth.code).fill(code);
    await form.getByLabel(m.security.newPin).fill('135790');
    await form.getByLabel(m.security.confirmPin).fill('135790');
    await page.screenshot({ path: `screenshots/forgot-pin-${language}-390.png` });
    await form.getByRole('button', { name: m.security.forgotPinSubmit }).click();
    await expect(page.getByTestId('toast').filter({ hasText: m.security.pinReset })).toBeVisible();
    await expect(page.getByTestId('security-password-form')).toBeVisible();
    // The new PIN is the one the server checks now; the session stayed.
    const change = await envelope(
      page.request.post('/api/user/resetPayPassword', {
        headers: { Token: session.Token },
        data: { old_password: md5('135790'), password: md5('246802'), confirm_password: md5('246802') },
      }),
    );
    expect(change.code, change.msg).toBe(0);
  });
}

for (const { code: language, m } of [
  { code: 'en-US', m: en },
  { code: 'zh-CN', m: zh as unknown as Messages },
] as const) {
  test(`register (${language}) states the nickname rule and the invite code's source, then opens login with the e-mail`, async ({ page }) => {
    const user = uniqueUser('reg');
    await useLanguage(page, language);
    await page.goto('/register');
    const nicknameRule = m.auth.nicknameHint.replace('{min}', '6').replace('{max}', '42');
    await expect(page.getByLabel(m.auth.nickname)).toHaveAccessibleDescription(nicknameRule);
    await expect(page.getByLabel(m.auth.invite)).toHaveAccessibleDescription(m.auth.inviteHint);
    await page.getByLabel(m.auth.email, { exact: true }).fill(user.email);
    await page.getByRole('button', { name: m.auth.send }).click();
    const code = await mailbox(page.request, user.email, 1);
    await page.getByLabel(m.auth.code).fill(code);
    await page.getByLabel(m.auth.nickname).fill(user.nickname);
    await page.getByLabel(m.auth.password, { exact: true }).fill(user.password);
    await page.getByLabel(m.auth.confirmPassword).fill(user.password);
    await page.getByLabel(m.auth.invite).fill('KINBO1');
    await page.getByLabel(m.auth.payPassword).fill(user.payPassword);
    await page.getByRole('button', { name: m.auth.submitRegister }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(m.auth.email, { exact: true })).toHaveValue(user.email);
  });
}

test('a logged-in user who opens /login, /register or /forgot-password goes home', async ({ page }) => {
  await loginPage(page);
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('tab-home')).toBeVisible();
  }
});
