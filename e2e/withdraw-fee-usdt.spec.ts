import { expect, test, type APIRequestContext } from '@playwright/test';
import { encodeFunctionData, erc20Abi, parseUnits, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { credit, loginPage, loginToken, registerUser, uniqueUser } from './fixtures/api';
import { enterPin, shot } from './fixtures/games';
import { installTestWallet, TEST_ACCOUNTS } from './fixtures/wallet';
import en from '../messages/en-US.json';
import vi from '../messages/vi-VN.json';
import zh from '../messages/zh-CN.json';

/**
 * Withdraw like an exchange: a user with 140 USDT and no KinBo at all is offered the fee in USDT
 * (2.5 %, main config's withdraw_fee_usdt_rate), sees the fee and what is received, confirms, and the
 * withdrawal confirmation then follows the payout by itself: under review or pending while the local
 * chain holds the transaction (automine paused for a few seconds), completed once it is mined, with
 * no reload. 136.5 USDT arrive on-chain.
 */

/** The local BSC node (scripts/chain.mjs: CHAIN_PORT_56, default 8545): only the test may pause its mining. */
const NODE_56 = `http://127.0.0.1:${process.env.CHAIN_PORT_56 ?? 8545}`;
async function node(method: string, params: unknown[] = []) {
  const response = await fetch(NODE_56, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  expect(response.ok).toBe(true);
}

async function usdtOnChain(request: APIRequestContext, owner: string): Promise<bigint> {
  const deployment = JSON.parse(readFileSync(path.join(process.cwd(), '.chain/deployment.json'), 'utf8')) as Record<string, { usdt: Hex }>;
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner as Hex] });
  const response = await request.post('/rpc/56', { data: { jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: deployment['56']!.usdt, data }, 'latest'] } });
  return BigInt(((await response.json()) as { result: Hex }).result);
}

// One at a time: each pauses the shared node's mining for a few seconds.
test.describe.configure({ mode: 'serial' });

for (const [language, t] of [
  ['en-US', en],
  ['vi-VN', vi],
] as const) {
  test(`a 0-KinBo user withdraws USDT paying the fee in USDT; the confirmation follows the payout (${language})`, async ({ page }) => {
    const user = await registerUser(page.request, uniqueUser('feeusdt'));
    const { Token } = await loginToken(page.request, user.email, user.password);
    await credit(page.request, Token, 'usdt', '140');
    const to = privateKeyToAccount(generatePrivateKey()).address;
    await installTestWallet(page, { account: TEST_ACCOUNTS[9], chainId: 56 });
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    await loginPage(page, user.email, user.password);
    await page.goto('/wallet/withdrawal?type=0');
    await page.getByTestId('connect-gate').click();
    await page.getByLabel(t.withdraw.address).fill(to);
    await page.getByLabel(t.withdraw.amount).fill('140');

    // The KinBo fee cannot be paid: the card offers the fee in USDT, with what is received.
    await expect(page.getByTestId('withdraw-kinbo-short')).toBeVisible();
    await expect(page.getByTestId('withdraw-fee-usdt-offer')).toContainText('3.500000 USDT');
    await expect(page.getByTestId('withdraw-fee-usdt-offer')).toContainText('136.500000 USDT');
    await shot(page, `withdraw-fee-usdt-offer-${language}`);
    await page.getByRole('button', { name: t.withdraw.payFeeInUsdt }).click();
    await expect(page.getByTestId('withdraw-fee')).toHaveText('3.500000 USDT');
    await expect(page.getByTestId('withdraw-receive')).toHaveText('136.500000 USDT');
    await expect(page.getByTestId('withdraw-fee-usdt-chosen')).toBeVisible();
    await shot(page, `withdraw-fee-usdt-chosen-${language}`);

    await page.getByRole('button', { name: t.withdraw.submit, exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('3.500000 USDT');
    // The chain holds the payout until the confirmation has shown it unsent.
    // Interval blocks too: the e2e chains also mine one every CHAIN_BLOCK_TIME seconds.
    await node('evm_setAutomine', [false]);
    await node('evm_setIntervalMining', [0]);
    try {
      await enterPin(page, user.payPassword);
      await expect(page).toHaveURL(/\/wallet\/withdrawalconfirmed$/);
      await expect(page.getByTestId('confirm-fee')).toHaveText('3.500000 USDT');
      await expect(page.getByTestId('confirm-receive')).toHaveText('136.500000 USDT');
      const status = page.getByTestId('confirm-status');
      await expect(status).toHaveText(new RegExp(`^(${t.assets.confirm.statuses.under_review}|${t.assets.confirm.statuses.pending})$`));
      await shot(page, `withdraw-fee-usdt-unsent-${language}`);
    } finally {
      await node('evm_setAutomine', [true]);
      await node('evm_setIntervalMining', [Number(process.env.CHAIN_BLOCK_TIME ?? 1)]);
      await node('evm_mine');
    }
    // Sent and mined: the screen says so by itself (no reload), with the transaction.
    await expect(page.getByTestId('confirm-status')).toHaveText(t.assets.confirm.statuses.completed, { timeout: 30_000 });
    await expect(page.getByTestId('confirm-hash')).toBeVisible();
    await shot(page, `withdraw-fee-usdt-sent-${language}`);
    expect(await usdtOnChain(page.request, to)).toBe(parseUnits('136.5', 18));
    const info = await page.request.get('/api/user/info', { headers: { Token } });
    expect((await info.json()).data).toMatchObject({ usdt_amount: '0', kinbo: '0' });

    // The record's details say the same: the fee in USDT and what was received.
    const latest = (await (await page.request.get('/api/report/latest?kind=withdrawal', { headers: { Token } })).json()) as { data: { id: number } };
    await page.goto(`/reports/details?id=${latest.data.id}`);
    await expect(page.getByTestId('detail-fee')).toHaveText(`3.50 ${t.reports.units.usdt}`);
    await expect(page.getByTestId('detail-received')).toHaveText(`136.50 ${t.reports.units.usdt}`);
    await shot(page, `withdraw-fee-usdt-record-${language}`);
  });
}

test('against an API whose config has no USDT fee, the KinBo-short card shows as before (zh-CN)', async ({ page }) => {
  await page.route('**/api/main/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    delete body.data.withdraw_fee_usdt_rate;
    await route.fulfill({ response, json: body });
  });
  const user = await registerUser(page.request, uniqueUser('feeusdt'));
  const { Token } = await loginToken(page.request, user.email, user.password);
  await credit(page.request, Token, 'usdt', '140');
  await installTestWallet(page, { account: TEST_ACCOUNTS[9], chainId: 56 });
  await page.addInitScript(() => localStorage.setItem('language', 'zh-CN'));
  await loginPage(page, user.email, user.password);
  await page.goto('/wallet/withdrawal?type=0');
  await page.getByTestId('connect-gate').click();
  await page.getByLabel(zh.withdraw.amount).fill('140');
  await expect(page.getByTestId('withdraw-kinbo-short')).toBeVisible();
  await expect(page.getByTestId('withdraw-get-kinbo-deposit')).toBeVisible();
  await expect(page.getByTestId('withdraw-fee-usdt-offer')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-fee')).toContainText('KinBo');
  await shot(page, 'withdraw-fee-usdt-absent-zh-CN');
});
