/**
 * Calls that run EVM code (eth_call, eth_estimateGas, eth_sendRawTransaction) are
 * what exhausts a chain node, so the proxy caps their gas, charges them more, lets few of them into a
 * batch or onto the node, and answers them within 3 s. Against a stub node; server/rpc/rpc-exhaustion.test.ts
 * runs the same attacks against real nodes.
 */
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { LIMITS, RateLimiter } from '../platform/rate-limit';
import { rpcRoutes } from './routes';
import { HEAVY_RPC_WEIGHT, HEAVY_UPSTREAM_TIMEOUT_MS, MAX_HEAVY_RPC_IN_FLIGHT, MAX_HEAVY_RPC_PER_BATCH, RPC_CALL_GAS_CAP } from './rpc-policy';

const CAP_HEX = `0x${RPC_CALL_GAS_CAP.toString(16)}`;
const BLOCK_GAS_LIMIT = '0x1c9c380';
const LOOP = '0x5b600056';

type Body = { id?: unknown; method?: string } | Array<{ id?: unknown; method?: string }>;
/** A JSON-RPC answer, or a batch of them (the tests know which they sent). */
type RpcAnswer = { jsonrpc: string; id: unknown; result?: string; error: { code: number; message: string } };

let forwarded: Body[];
/** The stub node answers every entry with `0x1`; `hold` makes it wait until the test lets go. */
let hold: Promise<void> | null;

const stubNode: typeof fetch = async (_input, init) => {
  const body = JSON.parse(String(init?.body)) as Body;
  forwarded.push(body);
  if (hold) await hold;
  const answer = (entry: { id?: unknown }) => ({ jsonrpc: '2.0', id: entry.id, result: '0x1' });
  return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), { headers: { 'Content-Type': 'application/json' } });
};

function makeApp(maxHeavyInFlight = MAX_HEAVY_RPC_IN_FLIGHT) {
  const app = new Hono<{ Variables: { client: string } }>();
  app.use(async (c, next) => {
    c.set('client', c.req.header('x-client') ?? 'client');
    await next();
  });
  const limiter = new RateLimiter(LIMITS.rpc, () => new Date());
  app.route('/rpc', rpcRoutes({ upstreams: { 56: 'http://node56', 137: 'http://node137' }, fetch: stubNode, limiter, maxHeavyInFlight }));
  return app;
}

let app: ReturnType<typeof makeApp>;
let clientCounter = 0;
const freshClient = () => `client-${++clientCounter}`;

async function rpc(body: unknown, client = freshClient()) {
  const started = performance.now();
  const response = await app.request('/rpc/56', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', 'x-client': client } });
  return { status: response.status, body: (await response.json()) as RpcAnswer & RpcAnswer[], ms: performance.now() - started };
}

const call = (id: number, gas?: string, method = 'eth_call') => ({
  jsonrpc: '2.0',
  id,
  method,
  params: method === 'eth_call' ? [{ data: LOOP, ...(gas ? { gas } : {}) }, 'latest'] : [{ data: LOOP, ...(gas ? { gas } : {}) }],
});

beforeEach(() => {
  forwarded = [];
  hold = null;
  app = makeApp();
});

describe('the gas of a call is capped', () => {
  it.each(['eth_call', 'eth_estimateGas'])('%s: no gas gets the cap, more is lowered to it, less passes as is', async (method) => {
    await rpc(call(1, undefined, method));
    await rpc(call(2, BLOCK_GAS_LIMIT, method));
    await rpc(call(3, '0x5208', method));
    const gasSent = forwarded.map((body) => (body as { params: [{ gas: string }] }).params[0].gas);
    expect(gasSent).toEqual([CAP_HEX, CAP_HEX, '0x5208']);
    // The rest of the call and the block tag go on untouched.
    expect(forwarded[1]).toEqual({ ...call(2, CAP_HEX, method) });
  });

  it('refuses a call without a call object or with a gas that is not a hex quantity', async () => {
    for (const params of [[], ['latest'], [[{ data: LOOP }]], [{ data: LOOP, gas: 30_000_000 }], [{ data: LOOP, gas: '30000000' }]]) {
      const answer = await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_call', params });
      expect(answer.body).toMatchObject({ id: 7, error: { code: -32602 } });
    }
    expect(await rpc({ jsonrpc: '2.0', id: 8, method: 'eth_estimateGas' })).toMatchObject({ body: { id: 8, error: { code: -32602 } } });
    expect(forwarded).toEqual([]);
  });

  it('refuses a signed transaction whose gas limit is over the cap; passes one under it', async () => {
    const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    const sign = (gas: bigint) => account.signTransaction({ chainId: 56, nonce: 0, gas, gasPrice: 1_000_000_000n, data: LOOP });
    const over = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: [await sign(30_000_000n)] });
    expect(over.body).toMatchObject({ id: 1, error: { code: -32602 } });
    expect(over.body.error.message).toContain(String(RPC_CALL_GAS_CAP));
    const garbage = await rpc({ jsonrpc: '2.0', id: 2, method: 'eth_sendRawTransaction', params: ['0x02f8'] });
    expect(garbage.body).toMatchObject({ id: 2, error: { code: -32602 } });
    expect(forwarded).toEqual([]);
    const under = await rpc({ jsonrpc: '2.0', id: 3, method: 'eth_sendRawTransaction', params: [await sign(100_000n)] });
    expect(under.body).toEqual({ jsonrpc: '2.0', id: 3, result: '0x1' });
  });
});

describe('heavy calls cost more and few ride together', () => {
  it(`a heavy call weighs ${HEAVY_RPC_WEIGHT} in the per-client limit`, async () => {
    const client = freshClient();
    const allowed = LIMITS.rpc.limit / HEAVY_RPC_WEIGHT;
    for (let i = 0; i < allowed; i++) expect((await rpc(call(i), client)).status).toBe(200);
    const refused = await rpc(call(0), client);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(-32005);
  });

  it(`a batch with more than ${MAX_HEAVY_RPC_PER_BATCH} heavy calls is refused whole; each allowed one goes upstream on its own`, async () => {
    const tooMany = await rpc(Array.from({ length: MAX_HEAVY_RPC_PER_BATCH + 1 }, (_, id) => call(id)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.code).toBe(-32600);
    expect(forwarded).toEqual([]);

    const read = { jsonrpc: '2.0', id: 100, method: 'eth_blockNumber' };
    const allowed = await rpc([read, ...Array.from({ length: MAX_HEAVY_RPC_PER_BATCH }, (_, id) => call(id))]);
    expect(allowed.status).toBe(200);
    expect(allowed.body.map((answer) => answer.id)).toEqual([100, ...Array.from({ length: MAX_HEAVY_RPC_PER_BATCH }, (_, id) => id)]);
    expect(forwarded).toContainEqual([read]);
    expect(forwarded.filter((body) => !Array.isArray(body) && body.method === 'eth_call')).toHaveLength(MAX_HEAVY_RPC_PER_BATCH);
  });

  it(`a client has at most ${MAX_HEAVY_RPC_IN_FLIGHT} heavy calls waiting or running`, async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const client = freshClient();
    const running = Array.from({ length: MAX_HEAVY_RPC_IN_FLIGHT }, (_, id) => rpc(call(id), client));
    await expect.poll(() => forwarded.length).toBe(1); // the node takes one heavy call at a time
    const refused = await rpc(call(9), client);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(-32005);
    release();
    for (const answer of await Promise.all(running)) expect(answer.status).toBe(200);
    expect((await rpc(call(10), client)).status).toBe(200);
  });
});

describe('a heavy call answers within 3 s', () => {
  it('a node that does not answer: 504 by the deadline, later heavy calls "busy" until it answers, reads pass', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const stuck = rpc(call(1));
    await expect.poll(() => forwarded.length).toBe(1);
    const waiting = rpc(call(2));
    const late = await stuck;
    expect(late.status).toBe(504);
    expect(late.body).toMatchObject({ id: 1, error: { code: -32603 } });
    expect(late.ms).toBeGreaterThanOrEqual(HEAVY_UPSTREAM_TIMEOUT_MS - 50);
    expect(late.ms).toBeLessThan(3000);
    // The node is still on the first call: the gate stays shut, so the next heavy call is not sent.
    const busy = await waiting;
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject({ id: 2, error: { code: -32005 } });
    expect(busy.ms).toBeLessThan(3000);
    expect(forwarded).toHaveLength(1);

    hold = null;
    expect((await rpc({ jsonrpc: '2.0', id: 3, method: 'eth_blockNumber' })).body).toEqual({ jsonrpc: '2.0', id: 3, result: '0x1' });
    release();
    await expect.poll(async () => (await rpc(call(4))).status).toBe(200);
  });
});
