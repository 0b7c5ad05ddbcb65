import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hex } from 'viem';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { localAccount } from '../../shared/chain/localAccounts';
import { walletFor } from '../../contracts/localWallet';
import { kinboDepositAbi, tokenAbi } from '../../shared/chain/abi';
import { startChains } from '../../scripts/chain.mjs';
import type { DepositSigning } from '../wallet/deposits';
import { startTestServer } from './harness';

/**
 * A test server wired to real local chains (scripts/chain.mjs on free ports), with the wallet moves a
 * user makes: a wallet client per local account, a deposit through the contract, a plain USDT transfer.
 */
export async function startWalletTestbed(env: Record<string, string> = {}) {
  const chains = await startChains({ ports: { 56: 0, 137: 0 }, deploymentFile: false });
  const deploymentFile = path.join(tmpdir(), `kinbo-wallet-testbed-${process.pid}-${Date.now()}.json`);
  writeFileSync(deploymentFile, JSON.stringify(chains.deployment));
  // One confirmation unless a test asks for more: the test chains mine a block per transaction only.
  const confirmations = { CHAIN_CONFIRMATIONS_56: '1', CHAIN_CONFIRMATIONS_137: '1' };
  const server = await startTestServer({ env: { DEPLOYMENT_FILE: deploymentFile, RPC_UPSTREAM_56: chains.rpc[56], RPC_UPSTREAM_137: chains.rpc[137], ...confirmations, ...env } });

  return {
    chains,
    server,
    walletFor,
    /** Asks the API for a deposit, approves and deposits through the contract; no confirm call. */
    async depositOnChain(token: string, walletIndex: number, chainKey: '56' | '137', type: 0 | 1, amount: string) {
      const record = chains.deployment[chainKey];
      const wallet = walletFor(record, localAccount(walletIndex).privateKey);
      const request = await server.api.post<DepositSigning>('/api/wallet/deposit', { chain: Number(chainKey), type, number: amount, address: wallet.account.address }, { token });
      expect(request.code, request.msg).toBe(0);
      const signing = request.data;
      const approve = await wallet.walletClient.writeContract({ address: signing.coin_token, abi: tokenAbi, functionName: 'approve', args: [record.deposit, 2n ** 256n - 1n] });
      await wallet.publicClient.waitForTransactionReceipt({ hash: approve });
      const hash = await wallet.walletClient.writeContract({
        address: record.deposit,
        abi: kinboDepositAbi,
        functionName: 'deposit',
        args: [signing.coin_token, BigInt(signing.bsc_amount), BigInt(signing.type), BigInt(signing.id), BigInt(signing.sign_out_time), signing.v, signing.r, signing.s],
      });
      const receipt = await wallet.publicClient.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      return { hash, signing };
    },
    /** A plain BSC USDT transfer of `units` from a local account to the treasury. */
    async payTreasury(walletIndex: number, units: bigint): Promise<Hex> {
      const record = chains.deployment['56'];
      const wallet = walletFor(record, localAccount(walletIndex).privateKey);
      const hash = await wallet.walletClient.writeContract({ address: record.usdt, abi: tokenAbi, functionName: 'transfer', args: [record.receivedAddress, units] });
      expect((await wallet.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
      return hash;
    },
    /** A new user holding 100 USDT and 1,000 KinBo in the ledger: enough to withdraw and pay its fee. */
    async withdrawer() {
      const user = await server.registerUser();
      const info = await server.api.get<{ id: number }>('/api/user/info', {}, { token: user.token });
      await server.app.services.ledger.post([
        { userId: info.data.id, asset: 'usdt', direction: 'credit', amount: '100', type: 'usdt', title: { key: 'usdt_deposit' } },
        { userId: info.data.id, asset: 'kinbo', direction: 'credit', amount: '1000', type: 'kinbo', title: { key: 'kinbo_deposit' } },
      ]);
      return user;
    },
    async balances(token: string) {
      const info = await server.api.get<{ usdt_amount: string; kinbo: string }>('/api/user/info', {}, { token });
      return { usdt: info.data.usdt_amount, kinbo: info.data.kinbo };
    },
    async stop() {
      await server.close();
      await chains.stop();
    },
  };
}

export type WalletTestbed = Awaited<ReturnType<typeof startWalletTestbed>>;

/**
 * The testbed of a test file: started in beforeAll, stopped in afterAll, and with `checkLedger` every
 * test ends with the ledger balanced. Read it inside hooks and tests.
 */
export function useWalletTestbed(options: { checkLedger?: boolean; env?: Record<string, string> } = {}): WalletTestbed {
  let started: WalletTestbed | undefined;
  beforeAll(async () => {
    started = await startWalletTestbed(options.env);
  }, 60_000);
  if (options.checkLedger) afterEach(() => started?.server.expectLedgerBalanced());
  afterAll(() => started?.stop());
  return new Proxy({} as WalletTestbed, {
    get(_target, name) {
      if (!started) throw new Error(`The wallet testbed starts in beforeAll: read testbed.${String(name)} inside a hook or a test`);
      return Reflect.get(started, name);
    },
  });
}
