/**
 * eth_getLogs through /rpc against real local chain nodes: a range beyond MAX_LOG_BLOCK_RANGE is
 * refused before the node sees it (0x0..0xffffffff took the node 14-16 s, during which eth_blockNumber
 * and the deposit confirm waited 13.6 s), tags are resolved against the head, and a read beside the
 * widest allowed request stays under 500 ms.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChains, type RunningChains } from '../../scripts/chain.mjs';
import { MAX_LOG_BLOCK_RANGE } from './rpc-policy';
import { startTestServer, TEST_CLIENT_HEADER, type TestServer } from '../test/harness';

type RpcAnswer = { jsonrpc: string; id: unknown; result?: unknown; error?: { code: number; message: string } };

let chains: RunningChains;
let server: TestServer;

beforeAll(async () => {
  chains = await startChains({ ports: { 56: 0, 137: 0 }, deploymentFile: false });
  const deploymentFile = path.join(tmpdir(), `kinbo-rpc-logs-test-${process.pid}.json`);
  writeFileSync(deploymentFile, JSON.stringify(chains.deployment));
  server = await startTestServer({ env: { DEPLOYMENT_FILE: deploymentFile, RPC_UPSTREAM_56: chains.rpc[56], RPC_UPSTREAM_137: chains.rpc[137], RATE_LIMITS: 'true' } });
}, 240_000);

afterAll(async () => {
  await server?.close();
  await chains?.stop();
});

let clientCounter = 0;
async function rpc(body: unknown) {
  const started = performance.now();
  const response = await server.app.request('/rpc/56', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', [TEST_CLIENT_HEADER]: `198.51.100.${++clientCounter}` },
  });
  return { status: response.status, body: (await response.json()) as RpcAnswer, ms: performance.now() - started };
}
const getLogs = (filter: Record<string, unknown>) => rpc({ jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [filter] });

describe('eth_getLogs through /rpc', () => {
  it("refuses the issue's range at once, with a clear error", async () => {
    const answer = await getLogs({ fromBlock: '0x0', toBlock: '0xffffffff' });
    expect(answer.body.error).toEqual({ code: -32602, message: `eth_getLogs spans 4294967296 blocks; this proxy allows at most ${MAX_LOG_BLOCK_RANGE} per request` });
    expect(answer.ms).toBeLessThan(500);
    expect((await getLogs({ fromBlock: '0x0', toBlock: '0xffffffffff' })).body.error?.code).toBe(-32602);
  });

  it('resolves tags against the head and refuses malformed bounds', async () => {
    expect((await getLogs({ fromBlock: '0x0', toBlock: 'latest' })).body.result).toEqual(expect.any(Array));
    expect((await getLogs({ fromBlock: 'earliest' })).body.result).toEqual(expect.any(Array));
    // A start past the head is the node's to answer (Hardhat: an empty list, Anvil: "block out of range"), not a range refusal.
    const pastHead = (await getLogs({ fromBlock: '0x100000', toBlock: 'latest' })).body;
    expect(pastHead.result ?? pastHead.error).toBeDefined();
    expect(pastHead.error?.message ?? '').not.toMatch(/spans/);
    expect((await getLogs({ fromBlock: '1e9' })).body.error?.code).toBe(-32602);
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [] })).body.error?.code).toBe(-32602);
  });

  it('a read beside the widest allowed request answers in under 500 ms', async () => {
    const wide = getLogs({ fromBlock: '0x0', toBlock: `0x${(MAX_LOG_BLOCK_RANGE - 1n).toString(16)}` });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = await rpc({ jsonrpc: '2.0', id: 2, method: 'eth_blockNumber', params: [] });
    expect(read.body.result).toMatch(/^0x/);
    expect(read.ms).toBeLessThan(500);
    expect((await wide).body.result).toEqual(expect.any(Array));
  });
});
