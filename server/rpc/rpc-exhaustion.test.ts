/**
 * Code that loops until its gas runs out (0x5b600056 is
 * JUMPDEST PUSH1 0 JUMP), sent to /rpc against real local chain nodes. Before the fix one such eth_call
 * took 6.8-18 s and grew the node from 97 MB to 6.4 GB, and a batch of them got the node OOM-killed.
 * Each heavy call must answer within 3 s, the node's memory must stay bounded, a plain read must stay
 * fast meanwhile, and a real deposit (approve, deposit, multicall reads) must still go through the proxy.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, custom, defineChain, encodeFunctionData, parseAbi, parseUnits, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { localAccount } from '../../shared/chain/localAccounts';
import { kinboDepositAbi, tokenAbi } from '../../shared/chain/abi';
import { DEFAULT_CHAIN_MEMORY_MB, startChains, type RunningChains } from '../../scripts/chain.mjs';
import { MAX_HEAVY_RPC_PER_BATCH, RPC_CALL_GAS_CAP } from './rpc-policy';
import type { DepositSigning } from '../wallet/deposits';
import { startTestServer, TEST_CLIENT_HEADER, type TestServer } from '../test/harness';

const ENDLESS_LOOP = '0x5b600056';
/** The node's block gas limit: what a call without `gas` would get from the node itself. */
const BLOCK_GAS_LIMIT = '0x1c9c380';
/** A node runs at about 100 MB; the capped calls of these tests keep it well under this. */
const NODE_RSS_BOUND_MB = 700;

/** A JSON-RPC answer, or a batch of them (the tests know which they sent). */
type RpcAnswer = { jsonrpc: string; id: unknown; result?: string; error: { code: number; message: string } };

let chains: RunningChains;
let server: TestServer;

beforeAll(async () => {
  chains = await startChains({ ports: { 56: 0, 137: 0 }, deploymentFile: false });
  const deploymentFile = path.join(tmpdir(), `kinbo-rpc-exhaustion-test-${process.pid}.json`);
  writeFileSync(deploymentFile, JSON.stringify(chains.deployment));
  server = await startTestServer({
    env: { DEPLOYMENT_FILE: deploymentFile, RPC_UPSTREAM_56: chains.rpc[56], RPC_UPSTREAM_137: chains.rpc[137], RATE_LIMITS: 'true' },
  });
}, 90_000);

afterAll(async () => {
  await server?.close();
  await chains?.stop();
});

let clientCounter = 0;
const freshClient = () => ({ [TEST_CLIENT_HEADER]: `198.51.100.${++clientCounter}` });

async function rpc(body: unknown, headers: Record<string, string>) {
  const started = performance.now();
  const response = await server.app.request('/rpc/56', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  return { status: response.status, body: (await response.json()) as RpcAnswer & RpcAnswer[], ms: performance.now() - started };
}

const nodeRssMb = () => {
  const status = readFileSync(`/proc/${chains.pids[56]}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`chain node ${chains.pids[56]} has no resident memory: it has exited`);
  return Number(kb) / 1024;
};

/** Samples the node's RSS every 20 ms while `work` runs; returns the work's result and the peak. */
async function watchNodeMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = nodeRssMb();
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, nodeRssMb());
  }, 20);
  try {
    const result = await work();
    peakMb = Math.max(peakMb, nodeRssMb());
    return { result, peakMb };
  } finally {
    clearInterval(sampler);
  }
}

/** Sends `attack` and, 50 ms into it, a plain eth_blockNumber from another client. */
async function attackWithReadAlongside(attack: unknown) {
  const heavy = rpc(attack, freshClient());
  await new Promise((resolve) => setTimeout(resolve, 50));
  const read = await rpc({ jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] }, freshClient());
  return { heavy: await heavy, read };
}

describe('the chain nodes', () => {
  it('run under a memory limit, so a runaway node fails alone instead of starving the machine', () => {
    for (const pid of Object.values(chains.pids)) {
      const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
      const dataLimit = /Max data size\s+(\S+)/.exec(limits)?.[1];
      expect(dataLimit).toBe(String(DEFAULT_CHAIN_MEMORY_MB * 1024 * 1024));
    }
  });
});

describe('a call that burns all its gas', () => {
  it.each([
    ['eth_call at the block gas limit', { jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ data: ENDLESS_LOOP, gas: BLOCK_GAS_LIMIT }, 'latest'] }],
    ['eth_call without gas', { jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ data: ENDLESS_LOOP }, 'latest'] }],
    ['eth_estimateGas at the block gas limit', { jsonrpc: '2.0', id: 1, method: 'eth_estimateGas', params: [{ data: ENDLESS_LOOP, gas: BLOCK_GAS_LIMIT }] }],
    ['eth_estimateGas without gas', { jsonrpc: '2.0', id: 1, method: 'eth_estimateGas', params: [{ data: ENDLESS_LOOP }] }],
  ])('%s answers within 3 s, the node stays small and a read stays fast', async (_name, attack) => {
    const { result, peakMb } = await watchNodeMemory(() => attackWithReadAlongside(attack));
    expect(result.heavy.ms).toBeLessThan(3000);
    expect(result.heavy.body.error?.message).toMatch(/out ?of ?gas|gas required exceeds/i);
    expect(result.read.ms).toBeLessThan(500);
    expect(result.read.body.result).toMatch(/^0x/);
    expect(peakMb).toBeLessThan(NODE_RSS_BOUND_MB);
  });

  it('a stream of them from several clients: each answers within 3 s, the node stays bounded, reads stay fast', async () => {
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_call', params: [{ data: ENDLESS_LOOP }, 'latest'] });
    const readLatencies: number[] = [];
    const { result, peakMb } = await watchNodeMemory(async () => {
      const answers = [];
      for (let round = 0; round < 5; round++) {
        // Four clients, each with a batch of as many heavy calls as one batch may hold.
        const batches = Promise.all(
          Array.from({ length: 4 }, () =>
            rpc(
              Array.from({ length: MAX_HEAVY_RPC_PER_BATCH }, (_, id) => call(id)),
              freshClient(),
            ),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
        readLatencies.push((await rpc({ jsonrpc: '2.0', id: 9, method: 'eth_blockNumber', params: [] }, freshClient())).ms);
        answers.push(...(await batches));
      }
      return answers;
    });
    for (const answer of result) {
      expect(answer.ms).toBeLessThan(3000);
      // Answered by the node (each call out of gas), or in time with "busy" (503) or "too late" (504).
      if (answer.status === 200) expect(answer.body).toHaveLength(MAX_HEAVY_RPC_PER_BATCH);
      else expect([503, 504]).toContain(answer.status);
    }
    expect(Math.max(...readLatencies)).toBeLessThan(500);
    expect(peakMb).toBeLessThan(NODE_RSS_BOUND_MB);
    expect(result.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
  });

  it('a batch of 20 is refused before it reaches the node', async () => {
    const calls = Array.from({ length: 20 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_call', params: [{ data: ENDLESS_LOOP }, 'latest'] }));
    const refused = await rpc(calls, freshClient());
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe(-32600);
  });
});

describe('a real deposit through the proxy still fits the gas cap', () => {
  it('approve, deposit and the multicall balance read go through /rpc and use well under the cap', async () => {
    const record = chains.deployment['56'];
    const chain = defineChain({
      id: 56,
      name: record.name,
      nativeCurrency: { name: record.nativeCurrency, symbol: record.nativeCurrency, decimals: 18 },
      rpcUrls: { default: { http: ['/rpc/56'] } },
      contracts: { multicall3: { address: record.multicall3 } },
    });
    const client = freshClient();
    const transport = custom({
      async request({ method, params }) {
        const answer = await rpc({ jsonrpc: '2.0', id: 1, method, params }, client);
        if (answer.body.error) throw new Error(answer.body.error.message);
        return answer.body.result;
      },
    });
    const account = privateKeyToAccount(localAccount(5).privateKey);
    const publicClient = createPublicClient({ chain, transport, pollingInterval: 20 });
    const walletClient = createWalletClient({ chain, transport, account });

    const user = await server.registerUser();
    const request = await server.api.post<DepositSigning>('/api/wallet/deposit', { chain: 56, type: 0, number: '3', address: account.address }, { token: user.token });
    expect(request.code, request.msg).toBe(0);
    const signing = request.data;

    // What RainbowKit and the deposit page read: balances and the allowance in one Multicall3 eth_call.
    const reads = { address: signing.coin_token as Address, abi: tokenAbi } as const;
    const aggregate3 = parseAbi(['function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[])']);
    const multicallGas = await publicClient.estimateContractGas({
      address: record.multicall3,
      abi: aggregate3,
      functionName: 'aggregate3',
      args: [
        [
          encodeFunctionData({ ...reads, functionName: 'balanceOf', args: [account.address] }),
          encodeFunctionData({ ...reads, functionName: 'allowance', args: [account.address, record.deposit] }),
          encodeFunctionData({ ...reads, functionName: 'decimals' }),
        ].map((callData) => ({ target: reads.address, allowFailure: true, callData })),
      ],
    });
    const [balance, allowance, decimals] = await publicClient.multicall({
      contracts: [
        { ...reads, functionName: 'balanceOf', args: [account.address] },
        { ...reads, functionName: 'allowance', args: [account.address, record.deposit] },
        { ...reads, functionName: 'decimals' },
      ],
      allowFailure: false,
    });
    expect(balance).toBeGreaterThan(parseUnits('3', 18));
    expect(allowance).toBe(0n);
    expect(decimals).toBe(18);

    const approveGas = await publicClient.estimateContractGas({ ...reads, account, functionName: 'approve', args: [record.deposit, 2n ** 256n - 1n] });
    const approve = await walletClient.writeContract({ ...reads, functionName: 'approve', args: [record.deposit, 2n ** 256n - 1n] });
    expect((await publicClient.waitForTransactionReceipt({ hash: approve })).status).toBe('success');
    const depositArgs = [signing.coin_token, BigInt(signing.bsc_amount), BigInt(signing.type), BigInt(signing.id), BigInt(signing.sign_out_time), signing.v, signing.r, signing.s] as const;
    const depositGas = await publicClient.estimateContractGas({ address: record.deposit, abi: kinboDepositAbi, account, functionName: 'deposit', args: depositArgs });
    const hash = await walletClient.writeContract({ address: record.deposit, abi: kinboDepositAbi, functionName: 'deposit', args: depositArgs });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');

    // The cap leaves a wide margin over what a real deposit needs (see RPC_CALL_GAS_CAP): at least 2.5 times.
    for (const gas of [multicallGas, approveGas, depositGas, receipt.gasUsed]) expect(gas * 5n).toBeLessThan(RPC_CALL_GAS_CAP * 2n);
  });
});
