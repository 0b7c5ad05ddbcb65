/**
 * The server's own chain reads (watchers, confirms) travel on sockets of their own, never on the /rpc
 * proxy's: a stand-in node holds every client call through /rpc for 3 s, and meanwhile the server's
 * eth_blockNumber answers in under 500 ms on a socket of its own agent.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_CLIENT_HEADER, type TestServer } from '../test/harness';
import { createOwnChainFetch } from './chain-transport';

const SLOW_MS = 3_000;
const SLOW = new Set(['eth_getBalance', 'eth_getTransactionCount']);

type Seen = { method: string; port: number };
const seen: Seen[] = [];
let slowInFlight = 0;
let node: http.Server;
let server: TestServer;

/** A JSON-RPC node that answers at once, except SLOW methods, which it holds SLOW_MS. */
function startNode(): Promise<string> {
  node = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as { id: unknown; method: string } | Array<{ id: unknown; method: string }>;
      const calls = Array.isArray(body) ? body : [body];
      for (const call of calls) seen.push({ method: call.method, port: request.socket.remotePort ?? 0 });
      const answer = (call: { id: unknown; method: string }) => ({ jsonrpc: '2.0', id: call.id, result: call.method === 'eth_chainId' ? '0x38' : '0x10' });
      const send = () => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(Array.isArray(body) ? calls.map(answer) : answer(calls[0]!)));
      };
      if (!calls.some((call) => SLOW.has(call.method))) return send();
      slowInFlight++;
      setTimeout(() => {
        slowInFlight--;
        send();
      }, SLOW_MS);
    });
  });
  return new Promise((resolve) => node.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(node.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  const url = await startNode();
  server = await startTestServer({ env: { RPC_UPSTREAM_56: url, RPC_UPSTREAM_137: url } });
}, 60_000);

afterAll(async () => {
  server?.app.services.chains.transport.destroy();
  await server?.close();
  node?.closeAllConnections();
  await new Promise((resolve) => node?.close(resolve));
});

const portsOf = (pools: NodeJS.ReadOnlyDict<Socket[]>) => Object.values(pools).flatMap((sockets) => (sockets ?? []).map((socket) => socket.localPort));

describe("the server's own chain connection", () => {
  it('answers the watcher at once while slow client calls through /rpc hold the node', async () => {
    const address = '0x0000000000000000000000000000000000000001';
    const held = Array.from({ length: 12 }, (_, i) =>
      server.app.request('/rpc/56', {
        method: 'POST',
        body: JSON.stringify({ jsonrpc: '2.0', id: i, method: i % 2 ? 'eth_getBalance' : 'eth_getTransactionCount', params: [address, 'latest'] }),
        headers: { 'Content-Type': 'application/json', [TEST_CLIENT_HEADER]: `198.51.100.${i + 1}` },
      }),
    );
    const deadline = Date.now() + 2_000;
    while (slowInFlight < 12 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(slowInFlight).toBe(12);

    const started = performance.now();
    const head = await server.app.services.chains.client(56).getBlockNumber({ cacheTime: 0 });
    const ms = performance.now() - started;
    expect(head).toBe(16n);
    expect(ms).toBeLessThan(500);

    const { agents } = server.app.services.chains.transport;
    const own = new Set([...portsOf(agents['http:'].sockets), ...portsOf(agents['http:'].freeSockets)]);
    const clientPorts = seen.filter((call) => SLOW.has(call.method)).map((call) => call.port);
    expect(clientPorts).toHaveLength(12);
    expect(seen.filter((call) => call.method === 'eth_blockNumber' && own.has(call.port)).length).toBeGreaterThan(0);
    expect(clientPorts.some((port) => own.has(port))).toBe(false);
    for (const answer of await Promise.all(held)) expect(answer.status).toBe(200);
  }, 20_000);

  it('keeps its sockets to its own bound', async () => {
    const own = createOwnChainFetch(2);
    try {
      const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
      const calls = Array.from({ length: 3 }, (_, id) => own.fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_getBalance', params: [] }) }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(portsOf(own.agents['http:'].sockets)).toHaveLength(2);
      const answers = await Promise.all(calls);
      expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([0, 1, 2].map((id) => ({ jsonrpc: '2.0', id, result: '0x10' })));
    } finally {
      own.destroy();
    }
  }, 20_000);
});
