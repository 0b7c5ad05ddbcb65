/**
 * Local chains started with a state directory (npm start keeps them in .data/) are the same world after
 * a restart: same contracts at the same addresses, same balances, same blocks. An empty directory
 * starts them afresh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startChains } from '../scripts/chain.mjs';
import { localAccount } from '../shared/chain/localAccounts';
import { tokenAbi } from '../shared/chain/abi';
import { walletFor } from './localWallet';

const stateDir = mkdtempSync(path.join(tmpdir(), 'kinbo-chain-state-'));
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

it('keeps both chains across a restart; an empty state directory starts afresh', async () => {
  const to = localAccount(14).address;
  const first = await startChains({ ports: { 56: 0, 137: 0 }, deploymentFile: false, stateDir });
  let record = first.deployment['56'];
  const sender = walletFor(record, localAccount(2).privateKey);
  const hash = await sender.walletClient.writeContract({ address: record.usdt, abi: tokenAbi, functionName: 'transfer', args: [to, 7n] });
  await sender.publicClient.waitForTransactionReceipt({ hash });
  const block = await sender.publicClient.getBlockNumber();
  const genesis = (await sender.publicClient.getBlock({ blockNumber: 0n })).hash;
  await first.stop();

  const second = await startChains({ ports: { 56: 0, 137: 0 }, deploymentFile: false, stateDir });
  try {
    expect(second.deployment['56'].usdt).toBe(record.usdt);
    expect(second.deployment['137'].deposit).toBe(first.deployment['137'].deposit);
    record = second.deployment['56'];
    const { publicClient } = walletFor(record, localAccount(0).privateKey);
    expect(await publicClient.readContract({ address: record.usdt, abi: tokenAbi, functionName: 'balanceOf', args: [to] })).toBe(7n);
    expect(await publicClient.getBlockNumber()).toBe(block);
    expect((await publicClient.getBlock({ blockNumber: 0n })).hash).toBe(genesis);
    expect((await publicClient.getTransactionReceipt({ hash })).status).toBe('success');
  } finally {
    await second.stop();
  }

  rmSync(stateDir, { recursive: true, force: true });
  const fresh = await startChains({ ports: { 56: 0, 137: 0 }, deploymentFile: false, stateDir });
  try {
    const { publicClient } = walletFor(fresh.deployment['56'], localAccount(0).privateKey);
    expect((await publicClient.getBlock({ blockNumber: 0n })).hash).not.toBe(genesis);
    expect(await publicClient.readContract({ address: fresh.deployment['56'].usdt, abi: tokenAbi, functionName: 'balanceOf', args: [to] })).toBe(0n);
  } finally {
    await fresh.stop();
  }
}, 120_000);
