/**
 * A local chain that starts afresh while the database keeps its rows (`npm start` after a stop, before
 * the chains kept their state): payouts are held with one clear line until the operator accepts the new
 * chain, then sent, each once, with the nonce the chain expects.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatUnits, type Address } from 'viem';
import { startChains } from '../../scripts/chain.mjs';
import { localAccount } from '../../shared/chain/localAccounts';
import { tokenAbi } from '../../shared/chain/abi';
import { walletFor } from '../../contracts/localWallet';
import { pinDigest } from '../test/harness';
import { startWalletTestbed } from '../test/wallet-chains';
import type { WithdrawalView } from './withdrawals';
import { acceptChainReset } from './chain-genesis';

let testbed: Awaited<ReturnType<typeof startWalletTestbed>>;
let fresh: Awaited<ReturnType<typeof startChains>> | undefined;

beforeAll(async () => {
  testbed = await startWalletTestbed();
}, 60_000);

afterAll(async () => {
  await testbed?.server.close();
  await (fresh ?? testbed?.chains)?.stop();
});

async function usdtOf(owner: Address): Promise<string> {
  const record = (fresh ?? testbed.chains).deployment['56'];
  const { publicClient } = walletFor(record, localAccount(0).privateKey);
  const raw = await publicClient.readContract({ address: record.usdt, abi: tokenAbi, functionName: 'balanceOf', args: [owner] });
  return formatUnits(raw, 18);
}

it('payouts after the chain restarted afresh are paid once each, with the chain nonce', async () => {
  const { server } = testbed;
  const user = await testbed.withdrawer();
  const to = localAccount(15).address;
  const request = async () => {
    const answer = await server.api.post<WithdrawalView>('/api/wallet/withdraw', { chain: 56, type: 0, number: '20', address: to, password: pinDigest(user.pin) }, { token: user.token });
    expect(answer.code, answer.msg).toBe(0);
    return answer.data.id;
  };
  const status = async (id: number) => (await server.api.get<WithdrawalView>('/api/wallet/withdrawInfo', { id: String(id) }, { token: user.token })).data.status;
  const payout = async () => {
    await server.app.services.withdrawals.payoutOnce();
    await server.app.services.withdrawals.payoutOnce();
  };

  const first = await request();
  await payout();
  expect(await status(first)).toBe('sent');
  expect(await usdtOf(to)).toBe('20');
  // A second payout is signed (nonce after the first), then the process dies before its broadcast.
  const signedOnly = await request();
  expect(await server.app.services.withdrawals.claim(56)).toBe(signedOnly);

  // Stop the chains and start fresh ones on the same ports: same contracts, no history.
  const ports = { 56: Number(new URL(testbed.chains.rpc[56]).port), 137: Number(new URL(testbed.chains.rpc[137]).port) };
  await testbed.chains.stop();
  fresh = await startChains({ ports, deploymentFile: false });
  expect(await usdtOf(to)).toBe('0');

  // Another genesis: the server says so in one line a chain and holds the payouts until the operator decides.
  const third = await request();
  await payout();
  expect(await status(signedOnly)).toBe('sending');
  expect(await status(third)).toBe('queued');
  expect(await usdtOf(to)).toBe('0');
  const held = server.logLines.filter((line) => line.includes('is not the chain this database knows'));
  // One line per chain (both started afresh), not repeated by the second run.
  expect(held).toHaveLength(2);
  for (const line of held) expect(line).toMatch(/^\[chain\] chain (56|137) .* held until an operator runs npm run chain:accept-reset$/);
  expect(await acceptChainReset(server.database.db)).toEqual(expect.arrayContaining(['chain_genesis:56', 'chain_genesis:137']));

  // The signed payout and the new one are both paid on the new chain, each once.
  await payout();
  expect(await status(signedOnly)).toBe('sent');
  expect(await status(third)).toBe('sent');
  expect(await usdtOf(to)).toBe('40');
  await payout();
  expect(await usdtOf(to)).toBe('40');
  await server.expectLedgerBalanced();
}, 120_000);
