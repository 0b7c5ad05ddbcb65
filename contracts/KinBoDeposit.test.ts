/**
 * KinBoDeposit against real local chains: starts both Hardhat nodes on free ports (scripts/chain.mjs),
 * signs permits the way the API server will (contracts/signDeposit.ts) and deposits from a user wallet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BaseError, ContractFunctionRevertedError, parseEventLogs, parseUnits, type Address, type Hex, type PublicClient } from 'viem';
import { startChains, type ChainDeployment, type RunningChains } from '../scripts/chain.mjs';
import { kinboDepositAbi, tokenAbi } from '../shared/chain/abi';
import { localAccount, localOperator, localRoleAccount } from '../shared/chain/localAccounts';
import { walletFor } from './localWallet';
import { depositDigest, readDepositNonce, signDeposit, type DepositPermit } from '../shared/chain/signDeposit';

let chains: RunningChains;

beforeAll(async () => {
  chains = await startChains({ ports: { 56: 0, 137: 0 }, deploymentFile: false });
});

afterAll(async () => {
  await chains?.stop();
});

/** The custom error name a reverted call carries (e.g. 'InvalidSignature'), or throws if it did not revert. */
async function revertReason(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
  } catch (error) {
    if (error instanceof BaseError) {
      const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
      if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName ?? reverted.reason;
    }
    throw error;
  }
  throw new Error('expected the call to revert');
}

async function latestTimestamp(publicClient: PublicClient): Promise<bigint> {
  return (await publicClient.getBlock()).timestamp;
}

describe('KinBoDeposit', () => {
  const user = localAccount(3);

  async function setUp(chainKey: '56' | '137') {
    const record = chains.deployment[chainKey];
    const { publicClient, walletClient, account } = walletFor(record, user.privateKey);
    const decimals = record.tokens.usdt.decimals;
    // Max approval, as the deposit screen's Authorize step does.
    const approveHash = await walletClient.writeContract({
      address: record.usdt,
      abi: tokenAbi,
      functionName: 'approve',
      args: [record.deposit, 2n ** 256n - 1n],
    });
    await publicClient.waitForTransactionReceipt({ hash: approveHash });
    return { record, publicClient, walletClient, account, decimals };
  }

  async function permitFor(publicClient: PublicClient, record: ChainDeployment, overrides: Partial<DepositPermit> = {}): Promise<DepositPermit> {
    return {
      user: user.address,
      token: record.usdt,
      amount: parseUnits('25.5', record.tokens.usdt.decimals),
      depositType: 0,
      orderId: 1001n,
      deadline: (await latestTimestamp(publicClient)) + 600n,
      nonce: await readDepositNonce(publicClient, record.deposit, user.address),
      ...overrides,
    };
  }

  function depositArgs(permit: DepositPermit, sig: { v: number; r: Hex; s: Hex }) {
    return [permit.token, permit.amount, BigInt(permit.depositType), BigInt(permit.orderId), BigInt(permit.deadline), sig.v, sig.r, sig.s] as const;
  }

  /** The operator's signature of `permit`, for `chainId` (by default the permit's own chain). */
  const signAsOperator = (record: ChainDeployment, permit: DepositPermit, chainId = record.chainId) =>
    signDeposit({ operator: localOperator().privateKey, chainId, depositContract: record.deposit, permit });

  /** Why the deposit contract refuses this permit and signature from the user's wallet (simulated: nothing is sent). */
  const depositRefusal = ({ record, publicClient, walletClient }: Awaited<ReturnType<typeof setUp>>, permit: DepositPermit, signature: { v: number; r: Hex; s: Hex }) =>
    revertReason(
      publicClient.simulateContract({
        account: walletClient.account,
        address: record.deposit,
        abi: kinboDepositAbi,
        functionName: 'deposit',
        args: depositArgs(permit, signature),
      }),
    );

  it('deploys with the expected roles and Multicall3 in place', async () => {
    for (const chainKey of ['56', '137'] as const) {
      const record = chains.deployment[chainKey];
      const { publicClient } = walletFor(record, user.privateKey);
      const read = (functionName: 'owner' | 'operator' | 'receivedAddress') => publicClient.readContract({ address: record.deposit, abi: kinboDepositAbi, functionName });
      expect(await read('owner')).toBe(record.owner);
      expect(await read('operator')).toBe(localOperator().address);
      expect(await read('receivedAddress')).toBe(localRoleAccount('treasury').address);
      expect(await publicClient.getCode({ address: record.multicall3 })).toMatch(/^0x[0-9a-f]{100,}/);
    }
    expect(chains.deployment['56'].tokens.usdt.decimals).toBe(18);
    expect(chains.deployment['137'].tokens.usdt.decimals).toBe(6);
    expect(chains.deployment['137'].kinbo).toBeUndefined();
  });

  it('hashes permits the same way on-chain and off-chain', async () => {
    const record = chains.deployment['56'];
    const { publicClient } = walletFor(record, user.privateKey);
    const permit = await permitFor(publicClient, record);
    const onChain = await publicClient.readContract({
      address: record.deposit,
      abi: kinboDepositAbi,
      functionName: 'depositDigest',
      args: [permit.user, permit.token, permit.amount, BigInt(permit.depositType), BigInt(permit.orderId), BigInt(permit.deadline), permit.nonce],
    });
    expect(onChain).toBe(depositDigest({ chainId: 56, depositContract: record.deposit }, permit));
  });

  for (const chainKey of ['56', '137'] as const) {
    it(`accepts an operator-signed deposit on chain ${chainKey} and moves the tokens to receivedAddress`, async () => {
      const wallet = await setUp(chainKey);
      const { record, publicClient, walletClient } = wallet;
      const permit = await permitFor(publicClient, record);
      const signature = await signAsOperator(record, permit);
      const balance = (address: Address) => publicClient.readContract({ address: record.usdt, abi: tokenAbi, functionName: 'balanceOf', args: [address] });
      const userBefore = await balance(user.address);
      const treasuryBefore = await balance(record.receivedAddress);

      const { request } = await publicClient.simulateContract({
        account: walletClient.account,
        address: record.deposit,
        abi: kinboDepositAbi,
        functionName: 'deposit',
        args: depositArgs(permit, signature),
      });
      const hash = await walletClient.writeContract(request);
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');

      const [event] = parseEventLogs({ abi: kinboDepositAbi, eventName: 'Deposit', logs: receipt.logs });
      expect(event.args).toEqual({
        user: user.address,
        token: record.usdt,
        amount: permit.amount,
        depositType: 0n,
        orderId: 1001n,
      });
      expect(await balance(user.address)).toBe(userBefore - permit.amount);
      expect(await balance(record.receivedAddress)).toBe(treasuryBefore + permit.amount);
      expect(await balance(record.deposit)).toBe(0n);
      expect(await readDepositNonce(publicClient, record.deposit, user.address)).toBe(permit.nonce + 1n);

      // The same permit cannot be used twice: the nonce has moved on.
      expect(await depositRefusal(wallet, permit, signature)).toBe('InvalidSignature');
    });
  }

  it('rejects a permit signed by anyone but the operator', async () => {
    const wallet = await setUp('56');
    const permit = await permitFor(wallet.publicClient, wallet.record);
    // The user signs their own permit.
    const forged = await signDeposit({ operator: user.privateKey, chainId: 56, depositContract: wallet.record.deposit, permit });
    expect(await depositRefusal(wallet, permit, forged)).toBe('InvalidSignature');
  });

  it('rejects a genuine signature used with a changed amount, token or type', async () => {
    const wallet = await setUp('56');
    const permit = await permitFor(wallet.publicClient, wallet.record);
    const signature = await signAsOperator(wallet.record, permit);
    const tampered: DepositPermit[] = [
      { ...permit, amount: permit.amount * 10n },
      { ...permit, token: wallet.record.kinbo as Address },
      { ...permit, depositType: 1 },
    ];
    for (const changed of tampered) expect(await depositRefusal(wallet, changed, signature)).toBe('InvalidSignature');
  });

  it('rejects a permit signed for the other chain', async () => {
    const wallet = await setUp('56');
    const permit = await permitFor(wallet.publicClient, wallet.record);
    expect(await depositRefusal(wallet, permit, await signAsOperator(wallet.record, permit, 137))).toBe('InvalidSignature');
  });

  it('rejects an expired permit', async () => {
    const wallet = await setUp('56');
    const permit = await permitFor(wallet.publicClient, wallet.record, { deadline: (await latestTimestamp(wallet.publicClient)) - 1n });
    expect(await depositRefusal(wallet, permit, await signAsOperator(wallet.record, permit))).toBe('DepositExpired');
  });

  it('lets only the owner change the operator and receivedAddress', async () => {
    const record = chains.deployment['56'];
    const { publicClient, walletClient } = walletFor(record, user.privateKey);
    const stranger = localAccount(7).address;
    expect(
      await revertReason(
        publicClient.simulateContract({
          account: walletClient.account,
          address: record.deposit,
          abi: kinboDepositAbi,
          functionName: 'setOperator',
          args: [stranger],
        }),
      ),
    ).toBe('OwnableUnauthorizedAccount');

    const owner = walletFor(record, localRoleAccount('deployer56').privateKey);
    const newTreasury = localAccount(15).address;
    const hash = await owner.walletClient.writeContract({
      address: record.deposit,
      abi: kinboDepositAbi,
      functionName: 'setReceivedAddress',
      args: [newTreasury],
    });
    await owner.publicClient.waitForTransactionReceipt({ hash });
    expect(await publicClient.readContract({ address: record.deposit, abi: kinboDepositAbi, functionName: 'receivedAddress' })).toBe(newTreasury);
    // Restore, so test order never matters.
    const restore = await owner.walletClient.writeContract({
      address: record.deposit,
      abi: kinboDepositAbi,
      functionName: 'setReceivedAddress',
      args: [record.receivedAddress],
    });
    await owner.publicClient.waitForTransactionReceipt({ hash: restore });
  });
});
