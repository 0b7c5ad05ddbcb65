import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Big from 'big.js';
import { credit, envelope, loginPage, md5, registerUser, uniqueUser, type DevAsset } from './fixtures/api';
import { checkPhoneLayout, screenSettled } from './fixtures/layout';
import en from '../messages/en-US.json';
import fil from '../messages/fil.json';

/**
 * Journeys that finish, on the wallet screens: the withdrawal fee told in full with a way
 * out when KinBo is short, whole tickets, each confirmation and card opening its asset's
 * records, and totals that add up to what they show. Each test starts a fresh user funded
 * through the LOCAL_MODE dev ledger.
 */

async function freshUser(page: Page, funds: Array<[DevAsset, string]> = [], language?: string) {
  const user = await registerUser(page.request, uniqueUser('journey'));
  if (language) await page.addInitScript((code) => localStorage.setItem('language', code), language);
  const session = await loginPage(page, user.email, user.password);
  for (const [asset, amount] of funds) await credit(page.request, session.Token, asset, amount);
  return { ...user, token: session.Token };
}

async function kinboPrice(request: APIRequestContext) {
  const coins = await envelope<Array<{ chain: number; name: string; usdt_price: string }>>(request.get('/api/coin/list'));
  return new Big(coins.data.find((c) => Number(c.chain) === 1 && c.name === 'KinBo')!.usdt_price);
}

async function usdtRate(request: APIRequestContext) {
  return (await envelope<{ withdraw_usdt_rate: string }>(request.get('/api/main/config'))).data.withdraw_usdt_rate;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** "≈ 1,234.56 USDT" → 1234.56 */
const approxValue = (text: string) => new Big(text.replace(/[^\d.]/g, ''));

test.describe('withdrawal fee', () => {
  for (const [code, m] of [
    ['en-US', en],
    ['fil', fil],
  ] as const) {
    test(`a USDT-only user sees the fee in KinBo with its USDT value and rate, the KinBo balance, and the ways to get KinBo (${code})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await freshUser(page, [['usdt', '100']], code);
      const [price, rate] = [await kinboPrice(page.request), await usdtRate(page.request)];
      await page.goto('/wallet/withdrawal?type=0');
      await page.getByLabel(m.withdraw.amount).fill('20');

      const fee = new Big(20).div(price).times(rate).div(100).round(6, Big.roundDown).toFixed(6);
      await expect(page.getByTestId('withdraw-fee')).toHaveText(fill(m.withdraw.feeValue, { amount: fee }));
      const feeUsdt = new Big(20).times(rate).div(100).round(2, Big.roundDown).toFixed(2);
      await expect(page.getByTestId('withdraw-fee-detail')).toHaveText(fill(m.withdraw.feeDetail, { usdt: feeUsdt, rate }));
      await expect(page.getByTestId('withdraw-kinbo-balance')).toHaveText(fill(m.withdraw.kinboBalance, { amount: '0.000000' }));

      const short = page.getByTestId('withdraw-kinbo-short');
      await expect(short).toContainText(fill(m.withdraw.kinboShort, { short: fee }));
      await expect(page.getByTestId('withdraw-get-kinbo-deposit')).toHaveAttribute('href', '/wallet/deposit?type=1');
      await expect(page.getByTestId('withdraw-get-kinbo-deposit')).toHaveText(m.withdraw.getKinboDeposit);
      await expect(page.getByTestId('withdraw-get-kinbo-vp')).toHaveAttribute('href', '/wallet#vp');
      await checkPhoneLayout(page, `/wallet/withdrawal USDT-only ${code}`, 'main');
      await page.screenshot({ path: `screenshots/i24-withdraw-kinbo-short-${code}.png`, fullPage: true, animations: 'disabled' });

      // Both ways out lead somewhere: the VP exchange on My assets, and the KinBo deposit.
      await page.getByTestId('withdraw-get-kinbo-vp').click();
      await expect(page).toHaveURL(/\/wallet#vp$/);
      await expect(page.getByTestId('vp-exchange')).toBeVisible();
      await page.goBack();
      await page.getByLabel(m.withdraw.amount).fill('20');
      await page.getByTestId('withdraw-get-kinbo-deposit').click();
      await expect(page).toHaveURL(/\/wallet\/deposit\?type=1$/);
    });
  }

  test('with enough KinBo no shortfall note shows', async ({ page }) => {
    await freshUser(page, [
      ['usdt', '100'],
      ['kinbo', '100000'],
    ]);
    await page.goto('/wallet/withdrawal?type=0');
    await page.getByLabel('Amount').fill('20');
    await expect(page.getByTestId('withdraw-fee-detail')).toBeVisible();
    await expect(page.getByTestId('withdraw-kinbo-balance')).toHaveText('KinBo balance: 100,000.000000');
    await expect(page.getByTestId('withdraw-kinbo-short')).toHaveCount(0);
  });

  test('the withdrawal confirmation shows amount, fee, received, address, network and status; Close opens the USDT records', async ({ page }) => {
    const user = await freshUser(page, [
      ['usdt', '100'],
      ['kinbo', '100000'],
    ]);
    const [price, rate] = [await kinboPrice(page.request), await usdtRate(page.request)];
    const address = '0x1111111111111111111111111111111111111111';
    const withdrawn = await envelope(
      page.request.post('/api/wallet/withdraw', {
        headers: { Token: user.token },
        data: { chain: 1, type: 0, number: '20', address, password: md5(user.payPassword) },
      }),
    );
    expect(withdrawn.code, withdrawn.msg).toBe(0);

    await page.goto('/wallet/withdrawalconfirmed');
    await expect(page.getByTestId('confirm-amount')).toHaveText('20.00 USDT');
    const fee = new Big(20).div(price).times(rate).div(100).round(6, Big.roundDown).toFixed(6);
    await expect(page.getByTestId('confirm-fee')).toHaveText(`${fee} KinBo`);
    await expect(page.getByTestId('confirm-receive')).toHaveText('20.000000 USDT');
    await expect(page.getByTestId('confirm-address')).toHaveText('0x1111...1111');
    await expect(page.getByTestId('confirm-network')).toHaveText(en.wallet.networkBsc);
    await expect(page.getByTestId('confirm-status')).not.toBeEmpty();
    await checkPhoneLayout(page, '/wallet/withdrawalconfirmed');
    await page.screenshot({ path: 'screenshots/i24-withdrawalconfirmed-en-US.png', fullPage: true, animations: 'disabled' });
    await page.getByTestId('confirm-close').click();
    await expect(page).toHaveURL(/\/reports\?type=usdt$/);
    await expect(tab(page, 'USDT')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('whole tickets', () => {
  test('a ticket quantity of 2.5 stays 2.5 and is refused with a message, not turned into 25', async ({ page }) => {
    await freshUser(page, [['ticket', '30']]);
    await page.goto('/wallet/transfer');
    const quantity = page.getByTestId('transfer-quantity');
    await quantity.fill('2.5');
    await expect(quantity).toHaveValue('2.5');
    await expect(page.getByText(en.tickets.errors.quantityWhole)).toBeVisible();
    await page.screenshot({ path: 'screenshots/i24-transfer-whole-en-US.png', animations: 'disabled' });
    await page.getByRole('button', { name: en.tickets.send, exact: true }).click();
    await expect(page.getByTestId('pin-input')).toHaveCount(0);
    await quantity.fill('3');
    await expect(page.getByText(en.tickets.errors.quantityWhole)).toHaveCount(0);
  });
});

test.describe('records open the tab of their asset', () => {
  test('deposit confirmations close to the USDT or KinBo tab; purchase, NFT and ticket confirmations to theirs', async ({ page }) => {
    const user = await freshUser(page, [['usdt', '12']]);
    await page.goto('/wallet/depositconfirmed');
    await expect(page.getByTestId('confirm-amount')).toHaveText('12.00 USDT');
    await page.getByTestId('confirm-close').click();
    await expect(page).toHaveURL(/\/reports\?type=usdt$/);
    await expect(tab(page, 'USDT')).toHaveAttribute('aria-selected', 'true');

    await credit(page.request, user.token, 'kinbo', '5');
    await page.goto('/wallet/depositconfirmed');
    await expect(page.getByTestId('confirm-amount')).toHaveText('5.0000 KinBo');
    await page.getByTestId('confirm-close').click();
    await expect(page).toHaveURL(/\/reports\?type=kinbo$/);
    await expect(tab(page, 'KinBo')).toHaveAttribute('aria-selected', 'true');

    for (const [path, type] of [
      ['/wallet/purchase_confirmed', 'kinbo'],
      ['/wallet/purchase_confirmed?kind=nft', 'voucher'],
      ['/wallet/ticketsent', 'ticket'],
    ] as const) {
      await page.goto(path);
      await screenSettled(page);
      await page.getByTestId('confirm-close').click();
      await expect(page).toHaveURL(new RegExp(`/reports\\?type=${type}$`));
    }
  });

  test("each card's Records opens its asset's tab", async ({ page }) => {
    await freshUser(page, [['usdt', '3']]);
    for (const [link, name] of [
      ['usdt-records', 'USDT'],
      ['kinbo-records', 'KinBo'],
      ['vp-records', 'VP'],
    ] as const) {
      await page.goto('/wallet');
      await page.getByTestId(link).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    }
  });
});

test.describe('totals count what they show', () => {
  test('My assets: the total is the sum of the five ≈ values shown; Home: USDT plus KinBo, the two it shows', async ({ page }) => {
    // 1.009 USDT shows ≈ 1.00 and 0.09 VP (× 0.1) ≈ 0.00: an exact sum would say 1.01.
    await freshUser(page, [
      ['usdt', '1.009'],
      ['vp', '0.09'],
      ['ticket', '3'],
    ]);
    await page.goto('/wallet');
    await screenSettled(page);
    let sum = new Big(0);
    for (const asset of ['usdt', 'kinbo', 'ticket', 'nft', 'vp']) sum = sum.plus(approxValue(await page.getByTestId(`asset-value-${asset}`).innerText()));
    await expect(page.getByTestId('assets-total')).toHaveText(`${sum.toFixed(2)} USDT`);

    await page.goto('/');
    const card = page.getByTestId('balance-card');
    // Tickets are not on this card, so they are not in its total.
    await expect(card.getByTestId('balance-total')).toHaveText('1.00USDT');
  });
});
