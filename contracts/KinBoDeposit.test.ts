/**
 * KinBoDeposit against real local chains: starts both Hardhat nodes on free ports (scripts/chain.mjs),
 * signs permits the way the API server will (contracts/signDeposit.ts) and deposits from a user wallet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEventLogs,
  parseUnits,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startChains, type ChainDeployment, type RunningChains } from '../scripts/chain.mjs';
import { kinboDepositAbi, tokenAbi } from '../lib/wallet/abi';
import { localAccount, localOperator, localRoleAccount } from './localAccounts';
import { depositDigest, readDepositNonce, signDeposit, type DepositPermit } from './signDeposit';

let chains: RunningChains;

beforeAll(async () => {
  chains = await startChains({ ports: { 56: 0, 137: 0 }, deploymentFile: false });
});

afterAll(async () => {
  await chains?.stop();
});

function clientsFor(record: ChainDeployment, privateKey: Hex) {
  const chain = defineChain({
    id: record.chainId,
    name: record.name,
    nativeCurrency: { name: record.nativeCurrency, symbol: record.nativeCurrency, decimals: 18 },
    rpcUrls: { default: { http: [record.rpc] } },
  });
  // No retries: Hardhat reports reverts as -32603, which viem would otherwise retry with back-off.
  const transport = http(record.rpc, { retryCount: 0 });
  const account = privateKeyToAccount(privateKey);
  return {
    account,
    publicClient: createPublicClient({ chain, transport, pollingInterval: 20 }) as PublicClient,
    walletClient: createWalletClient({ chain, transport, account }),
  };
}

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
    const { publicClient, walletClient, account } = clientsFor(record, user.privateKey);
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

  async function permitFor(
    publicClient: PublicClient,
    record: ChainDeployment,
    overrides: Partial<DepositPermit> = {},
  ): Promise<DepositPermit> {
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
    return [
      permit.token,
      permit.amount,
      BigInt(permit.depositType),
      BigInt(permit.orderId),
      BigInt(permit.deadline),
      sig.v,
      sig.r,
      sig.s,
    ] as const;
  }

  it('deploys with the expected roles and Multicall3 in place', async () => {
    for (const chainKey of ['56', '137'] as const) {
      const record = chains.deployment[chainKey];
      const { publicClient } = clientsFor(record, user.privateKey);
      const read = (functionName: 'owner' | 'operator' | 'receivedAddress') =>
        publicClient.readContract({ address: record.deposit, abi: kinboDepositAbi, functionName });
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
    const { publicClient } = clientsFor(record, user.privateKey);
    const permit = await permitFor(publicClient, record);
    const onChain = await publicClient.readContract({
      address: record.deposit,
      abi: kinboDepositAbi,
      functionName: 'depositDigest',
      args: [
        permit.user,
        permit.token,
        permit.amount,
        BigInt(permit.depositType),
        BigInt(permit.orderId),
        BigInt(permit.deadline),
        permit.nonce,
      ],
    });
    expect(onChain).toBe(depositDigest({ chainId: 56, depositContract: record.deposit }, permit));
  });

  for (const chainKey of ['56', '137'] as const) {
    it(`accepts an operator-signed deposit on chain ${chainKey} and moves the tokens to receivedAddress`, async () => {
      const { record, publicClient, walletClient } = await setUp(chainKey);
      const permit = await permitFor(publicClient, record);
      const signature = await signDeposit({
        operator: localOperator().privateKey,
        chainId: record.chainId,
        depositContract: record.deposit,
        permit,
      });
      const balance = (address: Address) =>
        publicClient.readContract({ address: record.usdt, abi: tokenAbi, functionName: 'balanceOf', args: [address] });
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
      expect(
        await revertReason(
          publicClient.simulateContract({
            account: walletClient.account,
            address: record.deposit,
            abi: kinboDepositAbi,
            functionName: 'deposit',
            args: depositArgs(permit, signature),
          }),
        ),
      ).toBe('InvalidSignature');
    });
  }

  it('rejects a permit signed by anyone but the operator', async () => {
    const { record, publicClient, walletClient } = await setUp('56');
    const permit = await permitFor(publicClient, record);
    const forged = await signDeposit({
      operator: user.privateKey, // the user signs their own permit
      chainId: 56,
      depositContract: record.deposit,
      permit,
    });
    const reason = await revertReason(
      walletClient.writeContract({
        address: record.deposit,
        abi: kinboDepositAbi,
        functionName: 'deposit',
        args: depositArgs(permit, forged),
      }),
    );
    expect(reason).toBe('InvalidSignature');
  });

  it('rejects a genuine signature used with a changed amount, token or type', async () => {
    const { record, publicClient, walletClient } = await setUp('56');
    const permit = await permitFor(publicClient, record);
    const signature = await signDeposit({
      operator: localOperator().privateKey,
      chainId: 56,
      depositContract: record.deposit,
      permit,
    });
    const tampered: DepositPermit[] = [
      { ...permit, amount: permit.amount * 10n },
      { ...permit, token: record.kinbo as Address },
      { ...permit, depositType: 1 },
    ];
    for (const changed of tampered) {
      const reason = await revertReason(
        publicClient.simulateContract({
          account: walletClient.account,
          address: record.deposit,
          abi: kinboDepositAbi,
          functionName: 'deposit',
          args: depositArgs(changed, signature),
        }),
      );
      expect(reason).toBe('InvalidSignature');
    }
  });

  it('rejects a permit signed for the other chain', async () => {
    const { record, publicClient, walletClient } = await setUp('56');
    const permit = await permitFor(publicClient, record);
    const forOtherChain = await signDeposit({
      operator: localOperator().privateKey,
      chainId: 137,
      depositContract: record.deposit,
      permit,
    });
    const reason = await revertReason(
      publicClient.simulateContract({
        account: walletClient.account,
        address: record.deposit,
        abi: kinboDepositAbi,
        functionName: 'deposit',
        args: depositArgs(permit, forOtherChain),
      }),
    );
    expect(reason).toBe('InvalidSignature');
  });

  it('rejects an expired permit', async () => {
    const { record, publicClient, walletClient } = await setUp('56');
    const permit = await permitFor(publicClient, record, { deadline: (await latestTimestamp(publicClient)) - 1n });
    const signature = await signDeposit({
      operator: localOperator().privateKey,
      chainId: 56,
      depositContract: record.deposit,
      permit,
    });
    const reason = await revertReason(
      walletClient.writeContract({
        address: record.deposit,
        abi: kinboDepositAbi,
        functionName: 'deposit',
        args: depositArgs(permit, signature),
      }),
    );
    expect(reason).toBe('DepositExpired');
  });

  it('lets only the owner change the operator and receivedAddress', async () => {
    const record = chains.deployment['56'];
    const { publicClient, walletClient } = clientsFor(record, user.privateKey);
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

    const owner = clientsFor(record, localRoleAccount('deployer56').privateKey);
    const newTreasury = localAccount(15).address;
    const hash = await owner.walletClient.writeContract({
      address: record.deposit,
      abi: kinboDepositAbi,
      functionName: 'setReceivedAddress',
      args: [newTreasury],
    });
    await owner.publicClient.waitForTransactionReceipt({ hash });
    expect(
      await publicClient.readContract({ address: record.deposit, abi: kinboDepositAbi, functionName: 'receivedAddress' }),
    ).toBe(newTreasury);
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
