import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Big from 'big.js';
import { credit, envelope, loginPage, md5, registerUser, uniqueUser, type DevAsset } from './fixtures/api';
import { checkPhoneLayout } from './fixtures/layout';
import { formatAmount } from '@/shared/format/amount';
import { valuate, valuationRates, type ValuedAsset } from '@/shared/money/valuation';
import en from '../messages/en-US.json';
import ko from '../messages/ko-KR.json';

/** My assets: the five cards and their values, VP → KinBo, income claim, confirmation screens. */

type Config = { ticket_amount: string; vp_amount: string; nft_voucher_amount: string };

/** A fresh user, logged in on the page, funded through the LOCAL_MODE dev ledger: tests never share state. */
async function freshUser(page: Page, funds: Partial<Record<DevAsset, string>> = {}, prefix = 'assets') {
  const user = await registerUser(page.request, uniqueUser(prefix));
  const session = await loginPage(page, user.email, user.password);
  for (const [asset, amount] of Object.entries(funds)) await credit(page.request, session.Token, asset as DevAsset, amount);
  return { ...user, token: session.Token };
}

async function rates(request: APIRequestContext) {
  const config = await envelope<Config>(request.get('/api/main/config'));
  const coins = await envelope<Array<{ chain: number; name: string; usdt_price: string }>>(request.get('/api/coin/list'));
  const price = coins.data.find((c) => c.chain === 1 && c.name === 'KinBo')!.usdt_price;
  return { config: config.data, price };
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();
const balance = (page: Page, asset: ValuedAsset) => page.getByTestId(`asset-balance-${asset}`);

async function enterPin(page: Page, pin: string) {
  // The sixth digit submits; a Confirm tap could land after the dialog closed.
  await page.getByTestId('pin-input').fill(pin);
}

test.describe('My assets (/wallet)', () => {
  test('a fresh funded user sees the five cards, each balance with its ≈ USDT value, and their links', async ({ page }) => {
    test.slow(); // two languages, each with an axe scan
    const funds = { usdt: '150.5', ticket: '3', kinbo: '1000', vp: '25.123' };
    await freshUser(page, funds);
    const { config, price } = await rates(page.request);
    const expected = valuate({ ...funds, nft: 0 }, valuationRates(config, price));

    await page.goto('/wallet');
    await expect(balance(page, 'usdt')).toHaveText('150.50');
    await expect(balance(page, 'kinbo')).toHaveText('1,000.0000');
    await expect(balance(page, 'ticket')).toHaveText('3');
    await expect(balance(page, 'nft')).toHaveText('0');
    await expect(balance(page, 'vp')).toHaveText('25.12');
    for (const asset of ['usdt', 'kinbo', 'ticket', 'nft', 'vp'] as const) {
      await expect(page.getByTestId(`asset-value-${asset}`)).toHaveText(`≈ ${formatAmount(expected.values[asset]!, 2)} USDT`);
    }
    await expect(page.getByTestId('assets-total')).toHaveText(`${formatAmount(expected.total!, 2)} USDT`);

    const links: Array<[string, string]> = [
      ['usdt-deposit', '/wallet/deposit?type=0'],
      ['usdt-withdrawal', '/wallet/withdrawal?type=0'],
      ['usdt-records', '/reports?type=usdt'],
      ['kinbo-deposit', '/wallet/deposit?type=1'],
      ['kinbo-withdrawal', '/wallet/withdrawal?type=1'],
      ['kinbo-records', '/reports?type=kinbo'],
      ['kinbo-release-details', '/reports/releaseDetails'],
      ['ticket-buy', '/wallet/purchase_ticket'],
      ['ticket-transfer', '/wallet/transfer'],
      ['nft-buy', '/wallet/buy_nft_list'],
      ['nft-list', '/wallet/my_nft_list'],
      ['vp-records', '/reports?type=vp'],
    ];
    for (const [testId, href] of links) await expect(page.getByTestId(testId)).toHaveAttribute('href', href);
    // Nothing pending: the claim is off. The wallet libraries are not loaded until "Add KinBo" is tapped.
    await expect(page.getByTestId('kinbo-claim')).toBeDisabled();
    await checkPhoneLayout(page, '/wallet');
    await page.screenshot({ path: 'screenshots/wallet-assets-en.png', fullPage: true, animations: 'disabled' });

    await page.evaluate(() => localStorage.setItem('language', 'ko-KR'));
    await page.reload();
    await expect(page.getByRole('heading', { name: ko.assets.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('vp-exchange')).toHaveText(ko.assets.exchangeVp);
    await expect(balance(page, 'usdt')).toHaveText('150.50');
    await checkPhoneLayout(page, '/wallet ko-KR');
    await page.screenshot({ path: 'screenshots/wallet-assets-ko.png', fullPage: true, animations: 'disabled' });
  });

  test('is refreshed on entry: a balance changed elsewhere shows when the screen is opened again', async ({ page }) => {
    const user = await freshUser(page, { usdt: '10' });
    await page.goto('/wallet');
    await expect(balance(page, 'usdt')).toHaveText('10.00');
    await credit(page.request, user.token, 'usdt', '5');
    await page.getByTestId('usdt-records').click();
    await expect(page).toHaveURL(/\/reports\?type=usdt$/);
    await page.goBack();
    await expect(balance(page, 'usdt')).toHaveText('15.00');
  });

  test('VP → KinBo: a wrong PIN keeps the dialog with the server message; the right one exchanges all VP', async ({ page }) => {
    const user = await freshUser(page, { vp: '25', kinbo: '1' });
    const { config, price } = await rates(page.request);
    await page.goto('/wallet');
    await expect(balance(page, 'vp')).toHaveText('25');

    await page.getByTestId('vp-exchange').click();
    await enterPin(page, '000000');
    await expect(toast(page, 'Incorrect security password')).toBeVisible();
    await expect(page.getByTestId('pin-confirm')).toBeVisible();
    await expect(balance(page, 'vp')).toHaveText('25');

    // All VP × vp_amount / KinBo price, 6 decimals rounded down, added to the KinBo balance.
    const gained = new Big(25).times(config.vp_amount).div(price).round(6, Big.roundDown);
    await enterPin(page, user.payPassword);
    // The confirmation says what came in, rounded down as the KinBo card shows it.
    const received = en.assets.vpExchanged.replace('{kinbo}', formatAmount(gained.toString(), 4)).replace('{vp}', '25');
    await expect(toast(page, received)).toBeVisible();
    await expect(page.getByTestId('pin-input')).toBeHidden();
    await page.screenshot({ path: 'screenshots/wallet-vp-exchanged-en.png', animations: 'disabled' });
    await expect(balance(page, 'vp')).toHaveText('0');
    await expect(balance(page, 'kinbo')).toHaveText(formatAmount(gained.plus(1).toString(), 4));
    await expect(page.getByTestId('vp-exchange')).toBeDisabled();
  });

  test('income claim from the KinBo card: the pending release becomes KinBo with a release record', async ({ page }) => {
    await freshUser(page, { release_pool: '12.5' });
    await page.goto('/wallet');
    await expect(page.getByTestId('kinbo-release-pending')).toHaveText('12.500000 USDT');
    await expect(balance(page, 'kinbo')).toHaveText('0.0000');
    await page.getByTestId('kinbo-claim').click();
    await expect(toast(page, 'Income claimed')).toBeVisible();
    await expect(page.getByTestId('kinbo-release-pending')).toHaveText('0.000000 USDT');
    await expect(page.getByTestId('kinbo-claim')).toBeDisabled();
    await expect(balance(page, 'kinbo')).not.toHaveText('0.0000');

    await page.getByTestId('kinbo-release-details').click();
    await expect(page.getByTestId('release-item')).toHaveCount(1);
  });

  test('income claim from the release details', async ({ page }) => {
    await freshUser(page, { release_pool: '3' });
    await page.goto('/reports/releaseDetails');
    await expect(page.getByTestId('release-pending')).toContainText('3.000000');
    await page.getByTestId('release-claim').click();
    await expect(toast(page, 'Income claimed')).toBeVisible();
    await expect(page.getByTestId('release-item')).toHaveCount(1);
    await expect(page.getByTestId('release-pending')).toContainText('0.000000');
    await expect(page.getByTestId('release-claim')).toBeDisabled();
  });
});

test.describe('confirmation screens', () => {
  test('ticket sent shows the real transfer, also after a reload; Close goes to the ticket records', async ({ page }) => {
    const receiver = await registerUser(page.request, uniqueUser('recv'));
    const user = await freshUser(page, { ticket: '5' });
    const give = await envelope(page.request.post('/api/ticket/give', { headers: { Token: user.token }, data: { email: receiver.email, number: 2, password: md5(user.payPassword) } }));
    expect(give.code, give.msg).toBe(0);

    await page.goto('/wallet/ticketsent');
    await expect(page.getByTestId('confirm-title')).toHaveText(en.assets.confirm.titles.ticketSent);
    await expect(page.getByTestId('confirm-amount')).toHaveText('2 Ticket');
    await expect(page.getByTestId('confirm-counterparty')).toContainText(receiver.email);
    await page.reload();
    await expect(page.getByTestId('confirm-amount')).toHaveText('2 Ticket');
    await expect(page.getByTestId('confirm-date')).not.toHaveText('—');
    await checkPhoneLayout(page, '/wallet/ticketsent');
    await page.getByTestId('confirm-close').click();
    await expect(page).toHaveURL(/\/reports\?type=ticket$/);
  });

  test('deposit confirmed shows the newest deposit after a reload, in Korean; no record → an empty state', async ({ page }) => {
    const user = await freshUser(page, { usdt: '42.42' });
    await page.addInitScript(() => localStorage.setItem('language', 'ko-KR'));
    await page.goto('/wallet/withdrawalconfirmed');
    await expect(page.getByTestId('empty-state')).toContainText(ko.assets.confirm.none);

    await page.goto('/wallet/depositconfirmed');
    await expect(page.getByTestId('confirm-title')).toHaveText(ko.assets.confirm.titles.deposit);
    await expect(page.getByTestId('confirm-amount')).toHaveText('42.42 USDT');
    await credit(page.request, user.token, 'usdt', '7');
    await page.reload();
    await expect(page.getByTestId('confirm-amount')).toHaveText('7.00 USDT');
    await checkPhoneLayout(page, '/wallet/depositconfirmed ko-KR');
    await page.screenshot({ path: 'screenshots/wallet-depositconfirmed-ko.png', animations: 'disabled' });
    await page.getByTestId('confirm-close').click();
    await expect(page).toHaveURL(/\/reports\?type=usdt$/);
  });
});
