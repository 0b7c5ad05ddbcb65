import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { decodeFunctionResult, encodeFunctionData, erc20Abi, formatUnits, type Hex } from 'viem';
import { envelope, loginPage, registerUser } from './fixtures/api';
import { installTestWallet, TEST_ACCOUNTS } from './fixtures/wallet';

/**
 * Deposits with the injected test wallet on the local chains. The tests send
 * transactions from TEST_ACCOUNTS[4] and [5] only (other specs use the others) and run one after
 * another, so two tests never race for the same account's transaction nonce.
 */
test.describe.configure({ mode: 'serial' });

const DEPOSITOR = TEST_ACCOUNTS[4];
const BUYER = TEST_ACCOUNTS[5];
const SHOTS = 'test-results/wallet-deposit';

/** The local contract addresses (shared/config.ts defaults: the deterministic local deployment). */
const USDT_56 = (process.env.NEXT_PUBLIC_USDT_56 ?? '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f') as Hex;

async function tokenBalance(request: APIRequestContext, chainId: number, token: Hex, owner: string): Promise<bigint> {
  const response = await request.post(`/rpc/${chainId}`, {
    data: { jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner as Hex] }) }, 'latest'] },
  });
  const body = (await response.json()) as { result: Hex };
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: body.result });
}

/** A fresh user, logged in on the page; returns its API token. */
async function freshUser(page: Page) {
  const user = await registerUser(page.request);
  const session = await loginPage(page, user.email, user.password);
  return session.Token;
}

async function userInfo(request: APIRequestContext, token: string) {
  const body = await envelope<{ usdt_amount: string; kinbo: string }>(request.get('/api/user/info', { headers: { Token: token } }));
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function reportRecords(request: APIRequestContext, token: string, type: 'usdt' | 'kinbo') {
  const body = await envelope<{ list: Array<{ amount: string; pm: number; title: string }> }>(
    request.get('/api/report/list', { headers: { Token: token }, params: { time_type: 0, way: 0, type, page: 1, limit: 20 } }),
  );
  expect(body.code, body.msg).toBe(0);
  return body.data.list;
}

async function connect(page: Page) {
  await page.getByTestId('connect-gate').click();
  await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-wallet-status', 'connected');
}

const action = (page: Page) => page.getByTestId('deposit-action');

/** Authorizes when the allowance is still 0 (the first test of a fresh chain does; a rerun may not). */
async function authorizeIfAsked(page: Page) {
  await expect(action(page)).toHaveAttribute('data-state', /^(authorize|deposit)$/);
  if ((await action(page).getAttribute('data-state')) === 'authorize') {
    await action(page).click();
    await expect(action(page)).toHaveAttribute('data-state', 'deposit', { timeout: 30_000 });
  }
}

test('authorize, then deposit USDT on BSC: wallet balance, validation, credit and record', async ({ page }) => {
  const token = await freshUser(page);
  await installTestWallet(page, { account: DEPOSITOR, chainId: 56 });
  await page.goto('/wallet/deposit?type=0');

  // No wallet: Connect instead of the action (spec §5).
  await expect(page.getByTestId('connect-gate')).toHaveText('Connect');
  await expect(page.getByTestId('deposit-action')).toHaveCount(0);
  await connect(page);
  await expect(page.getByTestId('network-badge')).toContainText('BNB Smart Chain');

  // The wallet's token balance, to 6 decimals, rounded down.
  const before = await tokenBalance(page.request, 56, USDT_56, DEPOSITOR);
  const [whole, fraction = ''] = formatUnits(before, 18).split('.');
  const shown = `${Number(whole).toLocaleString('en-US')}.${fraction.padEnd(6, '0').slice(0, 6)} USDT`;
  await expect(page.getByTestId('wallet-token-balance')).toHaveText(shown);

  // Allowance read first: Authorize (approve the maximum), then Confirm Deposit.
  await expect(action(page)).toHaveAttribute('data-state', /^(authorize|deposit)$/);
  if ((await action(page).getAttribute('data-state')) === 'authorize') {
    await expect(action(page)).toHaveText('Authorize');
    await page.screenshot({ path: `${SHOTS}/deposit-authorize-en-US.png` });
    await action(page).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Authorization successful' })).toBeVisible({ timeout: 30_000 });
  }
  await expect(action(page)).toHaveText('Confirm Deposit');

  // Spec §5 messages.
  await action(page).click();
  await expect(page.getByText('Please enter the deposit amount')).toBeVisible();
  await page.getByTestId('deposit-amount').fill((before / 10n ** 18n + 1n).toString());
  const signRequests: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === '/api/wallet/deposit' && signRequests.push(request.url()));
  await action(page).click();
  // The money path's pre-check: refused in place, before the API or the wallet is asked.
  await expect(page.getByText('Insufficient balance')).toBeVisible();
  expect(signRequests).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/deposit-refused-en-US.png` });
  // Max fills the whole balance (exact, not the rounded display).
  await page.getByTestId('deposit-max').click();
  await expect(page.getByTestId('deposit-amount')).toHaveValue(formatUnits(before, 18));

  await page.getByTestId('deposit-amount').fill('12.5');
  await page.screenshot({ path: `${SHOTS}/deposit-ready-en-US.png` });
  await action(page).click();
  await page.waitForURL('**/wallet/depositconfirmed', { timeout: 30_000 });

  // Credited once, with its record; the wallet paid exactly 12.5 USDT.
  expect(await tokenBalance(page.request, 56, USDT_56, DEPOSITOR)).toBe(before - 12_500_000_000_000_000_000n);
  expect(Number((await userInfo(page.request, token)).usdt_amount)).toBe(12.5);
  const records = await reportRecords(page.request, token, 'usdt');
  expect(records.filter((r) => r.pm === 1).map((r) => Number(r.amount))).toEqual([12.5]);
});

test('KinBo on Polygon: the switch-or-go-back prompt; switching shows the KinBo form', async ({ page }) => {
  await freshUser(page);
  const wallet = await installTestWallet(page, { account: BUYER, chainId: 137 });
  await page.goto('/wallet/deposit?type=1');
  await connect(page);

  const guard = page.getByTestId('chain-guard');
  await expect(guard).toContainText('KinBo is only on BNB Smart Chain');
  await expect(page.getByTestId('deposit-action')).toHaveCount(0);
  await expect(page.getByTestId('network-badge')).toContainText('Polygon');
  await page.screenshot({ path: `${SHOTS}/deposit-kinbo-polygon-en-US.png` });

  await page.getByTestId('chain-guard-switch').click();
  await expect.poll(async () => (await wallet.state()).chainId).toBe(56);
  await expect(guard).toHaveCount(0);
  await expect(page.getByTestId('wallet-token-balance')).toHaveText(/^[\d,]+\.\d{6} KinBo$/);
  await expect(page.getByTestId('network-badge')).toContainText('BNB Smart Chain');

  // USDT is fine on Polygon: no prompt there. Go back returns to the previous screen.
  await wallet.switchChain(137);
  await page.goto('/wallet/deposit?type=0');
  await expect(page.getByTestId('wallet-token-balance')).toHaveText(/ USDT$/);
  await expect(page.getByTestId('chain-guard')).toHaveCount(0);
  await page.goto('/wallet/deposit?type=1');
  await page.getByTestId('chain-guard-back').click();
  await expect(page).toHaveURL(/\/wallet\/deposit\?type=0$/);
});

test('a reload in the middle of a deposit shows it and finishes it without paying again', async ({ page }) => {
  const token = await freshUser(page);
  await installTestWallet(page, { account: DEPOSITOR, chainId: 56 });
  await page.goto('/wallet/deposit?type=0');
  await connect(page);
  await authorizeIfAsked(page);
  const before = await tokenBalance(page.request, 56, USDT_56, DEPOSITOR);

  // The network drops right after the transaction: the confirm call never reaches the API.
  await page.route('**/api/wallet/depositConfirm', (route) => route.abort('internetdisconnected'));
  await page.getByTestId('deposit-amount').fill('3');
  await action(page).click();
  const pending = page.getByTestId('pending-deposit');
  await expect(pending).toHaveAttribute('data-state', 'sent', { timeout: 30_000 });
  await expect(action(page)).toHaveAttribute('data-state', 'pending');
  expect(await tokenBalance(page.request, 56, USDT_56, DEPOSITOR)).toBe(before - 3n * 10n ** 18n);

  // Reopened (the network is back): the page finishes the deposit it remembers; nothing asks to pay.
  await page.unroute('**/api/wallet/depositConfirm');
  await page.reload();
  await page.waitForURL('**/wallet/depositconfirmed', { timeout: 30_000 });
  expect(await tokenBalance(page.request, 56, USDT_56, DEPOSITOR)).toBe(before - 3n * 10n ** 18n);
  expect(Number((await userInfo(page.request, token)).usdt_amount)).toBe(3);
  expect(await page.evaluate(() => localStorage.getItem('pendingTransactions'))).toBeNull();

  // And the deposit screen is clean again.
  await page.goto('/wallet/deposit?type=0');
  await expect(action(page)).toHaveAttribute('data-state', 'deposit');
  await expect(page.getByTestId('pending-deposit')).toHaveCount(0);
});

test('a reload at the wallet prompt shows the signed order to pay instead of a new one', async ({ page }) => {
  const token = await freshUser(page);
  await installTestWallet(page, { account: DEPOSITOR, chainId: 56 });
  await page.goto('/wallet/deposit?type=0');
  await connect(page);
  await authorizeIfAsked(page);

  // The order is signed, then the page goes away before the wallet sends anything.
  const signed = page.waitForResponse('**/api/wallet/deposit');
  await page.route('**/rpc/56', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('eth_sendRawTransaction')) await route.abort();
    else await route.continue();
  });
  await page.getByTestId('deposit-amount').fill('2');
  await action(page).click();
  await signed;
  // The wallet could not broadcast: nothing left the browser. Only then is the network back.
  await expect(page.getByTestId('toast').filter({ hasText: 'Deposit failed' })).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/rpc/56');
  await page.reload();

  const pending = page.getByTestId('pending-deposit');
  await expect(pending).toHaveAttribute('data-state', 'awaiting');
  await expect(pending).toContainText('A deposit of 2 USDT is waiting for payment');
  await expect(action(page)).toHaveAttribute('data-state', 'pending');
  await page.getByTestId('pending-pay').click();
  await page.waitForURL('**/wallet/depositconfirmed', { timeout: 30_000 });
  expect(Number((await userInfo(page.request, token)).usdt_amount)).toBe(2);
});

test('purchase: order, USDT transfer of the exact sum, hash, KinBo credited once', async ({ page }) => {
  const token = await freshUser(page);
  await installTestWallet(page, { account: BUYER, chainId: 56 });
  await page.goto('/wallet/purchase');
  await expect(page.getByTestId('connect-gate')).toBeVisible();
  await connect(page);
  await expect(page.getByTestId('wallet-token-balance')).toHaveText(/ USDT$/);
  const before = await tokenBalance(page.request, 56, USDT_56, BUYER);

  await page.getByTestId('purchase-action').click();
  await expect(page.getByText('Please enter the purchase amount')).toBeVisible();
  await page.getByTestId('purchase-amount').fill('10');
  const created = page.waitForResponse('**/api/order/create');
  await page.getByTestId('purchase-action').click();
  const order = (await (await created).json()) as { data: { amount_units: string; kinbo: string } };
  await page.waitForURL('**/wallet/purchase_confirmed', { timeout: 30_000 });

  expect(await tokenBalance(page.request, 56, USDT_56, BUYER)).toBe(before - BigInt(order.data.amount_units));
  expect(Number(order.data.kinbo)).toBeGreaterThan(0);
  expect(Number((await userInfo(page.request, token)).kinbo)).toBe(Number(order.data.kinbo));
  const records = await reportRecords(page.request, token, 'kinbo');
  expect(records.filter((r) => r.pm === 1).map((r) => Number(r.amount))).toEqual([Number(order.data.kinbo)]);
});

test('screens in Chinese (zh-CN)', async ({ page }) => {
  await freshUser(page);
  await page.addInitScript(() => localStorage.setItem('language', 'zh-CN'));
  await installTestWallet(page, { account: BUYER, chainId: 137 });
  await page.goto('/wallet/deposit?type=1');
  await expect(page.getByRole('heading', { name: '充值 KinBo' })).toBeVisible();
  await expect(page.getByTestId('connect-gate')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/deposit-connect-zh-CN.png` });
  await connect(page);
  await expect(page.getByTestId('chain-guard')).toContainText('KinBo 仅支持 BNB Smart Chain');
  await page.screenshot({ path: `${SHOTS}/deposit-kinbo-polygon-zh-CN.png` });
  await page.getByTestId('chain-guard-switch').click();
  await page.getByTestId('deposit-amount').fill('1');
  await expect(page.getByTestId('wallet-token-balance')).toHaveText(/KinBo$/);
  await page.screenshot({ path: `${SHOTS}/deposit-kinbo-zh-CN.png` });
  await page.goto('/wallet/purchase');
  await expect(page.getByRole('heading', { name: '购买 KinBo' })).toBeVisible();
  await page.getByTestId('purchase-action').click();
  await expect(page.getByText('请输入购买数量')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/purchase-zh-CN.png` });
});
