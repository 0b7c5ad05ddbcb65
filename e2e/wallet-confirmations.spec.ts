import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en-US.json';
import zh from '../messages/zh-CN.json';
import { envelope, loginPage, registerUser } from './fixtures/api';
import { installTestWallet, TEST_ACCOUNTS } from './fixtures/wallet';

/**
 * A deposit waits for the chain's confirmations (the e2e stack: 3 on Polygon) and says so: "Confirming
 * k/N" in the transaction's toast, then the credited screen. TEST_ACCOUNTS[9] is this spec's alone.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

const DEPOSITOR = TEST_ACCOUNTS[9];
const SHOTS = 'screenshots';
async function usdtOf(page: Page, token: string): Promise<string> {
  const body = await envelope<{ usdt_amount: string }>(page.request.get('/api/user/info', { headers: { Token: token } }));
  expect(body.code, body.msg).toBe(0);
  return body.data.usdt_amount;
}

for (const { code, m } of [
  { code: 'en-US', m: en },
  { code: 'zh-CN', m: zh },
]) {
  test(`a deposit shows "confirming k/N" until its blocks come, then is credited (${code})`, async ({ page }) => {
    const user = await registerUser(page.request);
    const token = (await loginPage(page, user.email, user.password)).Token;
    await page.addInitScript((language) => localStorage.setItem('language', language), code);
    await installTestWallet(page, { account: DEPOSITOR, chainId: 137 });
    await page.goto('/wallet/deposit?type=0');
    await page.getByTestId('connect-gate').click();
    await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-wallet-status', 'connected');
    const action = page.getByTestId('deposit-action');
    await expect(action).toHaveAttribute('data-state', /^(authorize|deposit)$/);
    if ((await action.getAttribute('data-state')) === 'authorize') {
      await action.click();
      await expect(action).toHaveAttribute('data-state', 'deposit', { timeout: 30_000 });
    }
    await page.getByTestId('deposit-amount').fill('3');

    await action.click();
    // k of 3 while the blocks come (the e2e stack: 3 on Polygon, a block a second), then credited.
    const confirming = new RegExp(m.wallet.txConfirmations.replace('{count}', '[12]').replace('{required}', '3'));
    await expect(page.getByTestId('toast').filter({ hasText: confirming })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/deposit-confirming-${code}.png` });
    await page.waitForURL('**/wallet/depositconfirmed', { timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/deposit-credited-${code}.png` });
    expect(await usdtOf(page, token)).toBe('3');
  });
}
