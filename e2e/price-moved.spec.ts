import { expect, test, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { credit, loginPage, loginToken, registerUser, uniqueUser } from './fixtures/api';
import { enterPin, shot } from './fixtures/games';
import { installTestWallet, TEST_ACCOUNTS } from './fixtures/wallet';
import en from '../messages/en-US.json';
import zh from '../messages/zh-CN.json';

/**
 * What is confirmed is what is taken: the KinBo fee of a USDT withdrawal is computed from the KinBo
 * price the screen read. Here the screen reads an old price (the answer is rewritten, as a price that
 * moved after it was read); the server refuses with the fee at today's price, nothing is taken, the
 * screen reads the price again and the second confirm goes through at the new fee.
 */

/**
 * Until the returned function is called, the screen's price list says KinBo costs half what it does: the
 * fee it shows is twice the real one.
 */
async function showOldPrice(page: Page): Promise<() => void> {
  let old = true;
  await page.route('**/api/coin/list', async (route) => {
    const response = await route.fetch();
    if (!old) return route.fulfill({ response });
    const body = (await response.json()) as { data: Array<{ chain: number | string; name: string; usdt_price: string }> };
    for (const coin of body.data) if (Number(coin.chain) === 1 && coin.name === 'KinBo') coin.usdt_price = String(Number(coin.usdt_price) / 2);
    await route.fulfill({ response, json: body });
  });
  return () => {
    old = false;
  };
}

for (const [language, t, moved] of [
  ['en-US', en, 'The KinBo price moved'],
  ['zh-CN', zh, 'KinBo 价格已变动'],
] as const) {
  test(`a withdrawal fee that moved after the confirm is refused, then confirmed at the new fee (${language})`, async ({ page }) => {
    const user = await registerUser(page.request, uniqueUser('moved'));
    const { Token } = await loginToken(page.request, user.email, user.password);
    await credit(page.request, Token, 'usdt', '100');
    await credit(page.request, Token, 'kinbo', '1000');
    await installTestWallet(page, { account: TEST_ACCOUNTS[5], chainId: 56 });
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    const priceMoves = await showOldPrice(page);
    await loginPage(page, user.email, user.password);
    await page.goto('/wallet/withdrawal?type=0');
    await page.getByTestId('connect-gate').click();
    await expect(page.getByTestId('network-option-56')).toHaveAttribute('aria-checked', 'true');

    const address = page.getByLabel(t.withdraw.address);
    await address.fill(privateKeyToAccount(generatePrivateKey()).address);
    await page.getByLabel(t.withdraw.amount).fill('20');
    const fee = page.getByTestId('withdraw-fee');
    await expect(fee).toHaveText(/[1-9]/);
    const oldFee = (await fee.textContent()) ?? '';
    await page.getByRole('button', { name: t.withdraw.submit, exact: true }).click();
    priceMoves();
    await enterPin(page, user.payPassword);

    const refusal = page.getByTestId('action-refusal');
    await expect(refusal).toContainText(moved);
    await shot(page, `withdraw-price-moved-${language}`, false);
    const info = await page.request.get('/api/user/info', { headers: { Token } });
    expect((await info.json()).data).toMatchObject({ usdt_amount: '100', kinbo: '1000' });

    // The price is read again: the screen now shows the fee the server named, and that one is taken.
    await expect(fee).not.toHaveText(oldFee);
    await page.getByRole('button', { name: t.withdraw.submit, exact: true }).click();
    await enterPin(page, user.payPassword);
    await expect(page).toHaveURL(/\/wallet\/withdrawalconfirmed$/);
    const after = await page.request.get('/api/user/info', { headers: { Token } });
    expect(Number((await after.json()).data.kinbo)).toBeGreaterThan(990);
    expect((await after.json()).data.usdt_amount).toBe('80');
  });
}
