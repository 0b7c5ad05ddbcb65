import { expect, test, type Page } from '@playwright/test';
import { envelope, md5, registerUser, uniqueUser } from './fixtures/api';
import en from '../messages/en-US.json';
import zh from '../messages/zh-CN.json';

/**
 * A new device past the e-mail's ceiling of wrong logins: 125 wrong passwords from 25 addresses (5
 * each, through the trusted loopback proxy of the e2e stack) put the e-mail past it; the owner, on a
 * new device, is sent a code and logs in with the password and the code.
 */
type Messages = typeof en;
const LANGS = [
  { code: 'en-US', m: en },
  { code: 'zh-CN', m: zh as unknown as Messages },
] as const;

const useLanguage = (page: Page, code: string) => page.addInitScript((language) => localStorage.setItem('language', language), code);

for (const { code: language, m } of LANGS) {
  test(`a new device past the e-mail's ceiling logs in with the e-mail code (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const user = await registerUser(page.request, uniqueUser('newdevice'));
    for (let address = 1; address <= 25; address += 1) {
      for (let i = 0; i < 5; i += 1) {
        const answer = await envelope(
          page.request.post('/api/user/login', { data: { email: user.email, password: md5(`Wrong${i}guess`) }, headers: { 'X-Forwarded-For': `203.0.113.${address}` } }),
        );
        expect([20006, 20021]).toContain(answer.code);
      }
    }

    await useLanguage(page, language);
    await page.goto('/login');
    await page.getByLabel(m.auth.email, { exact: true }).fill(user.email);
    await page.getByLabel(m.auth.password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: m.auth.login }).click();
    await expect(page.getByTestId('login-code-note')).toHaveText(m.auth.loginCodeNote);
    await expect(page.getByTestId('code-countdown')).toBeVisible();

    let code = '';
    await expect
      .poll(async () => {
        const body = await envelope<{ code: string }>(page.request.get('/api/dev/mailbox', { params: { email: user.email, type: '2' } }));
        code = body.code === 0 ? body.data.code : '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await page.getByLabel(m.auth.code).fill(code);
    await page.screenshot({ path: `screenshots/login-new-device-${language}-390.png` });
    await page.getByRole('button', { name: m.auth.login }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
