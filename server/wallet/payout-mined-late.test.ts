/**
 * A payout mined while it is being settled is paid, never refunded as well: the hot wallet's nonce is
 * read before the receipt, so a nonce past ours with no receipt means another transaction took it.
 */
import { expect, it } from 'vitest';
import { formatUnits, type Address } from 'viem';
import { localAccount } from '../../shared/chain/localAccounts';
import { tokenAbi } from '../../shared/chain/abi';
import { walletFor } from '../../contracts/localWallet';
import { pinDigest } from '../test/harness';
import { useWalletTestbed } from '../test/wallet-chains';
import type { WithdrawalView } from './withdrawals';

const testbed = useWalletTestbed();

async function nodeCall(method: string, params: unknown[] = []) {
  const response = await fetch(testbed.chains.rpc[56], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

async function usdtOf(owner: Address): Promise<string> {
  const record = testbed.chains.deployment['56'];
  const { publicClient } = walletFor(record, localAccount(0).privateKey);
  return formatUnits(await publicClient.readContract({ address: record.usdt, abi: tokenAbi, functionName: 'balanceOf', args: [owner] }), 18);
}

it('a payout mined between two reads of its settlement is sent, not refunded', async () => {
  const { server } = testbed;
  const user = await testbed.withdrawer();
  const to = localAccount(14).address;
  const asked = await server.api.post<WithdrawalView>('/api/wallet/withdraw', { chain: 56, type: 0, number: '20', address: to, password: pinDigest(user.pin) }, { token: user.token });
  expect(asked.code, asked.msg).toBe(0);
  const status = async () => (await server.api.get<WithdrawalView>('/api/wallet/withdrawInfo', { id: String(asked.data.id) }, { token: user.token })).data.status;

  // The node mines only when told: the broadcast payout waits in its pool.
  await nodeCall('evm_setAutomine', [false]);
  await server.app.services.withdrawals.payoutOnce();
  expect(await status()).toBe('sending');

  // The block that holds it is mined just after the settlement's receipt read found nothing.
  const client = server.app.services.chains.client(56);
  const readReceipt = client.getTransactionReceipt.bind(client);
  client.getTransactionReceipt = async (args) => {
    try {
      return await readReceipt(args);
    } finally {
      await nodeCall('evm_mine');
    }
  };
  await server.app.services.withdrawals.settle(asked.data.id);
  client.getTransactionReceipt = readReceipt;
  await nodeCall('evm_setAutomine', [true]);
  await server.app.services.withdrawals.payoutOnce();

  expect(await usdtOf(to)).toBe('20');
  expect(await status()).toBe('sent');
  const balance = await server.api.get<{ usdt_amount: string }>('/api/user/info', {}, { token: user.token });
  expect(balance.data.usdt_amount).toBe('80');
  await server.expectLedgerBalanced();
}, 120_000);
