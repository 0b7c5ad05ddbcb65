import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerConfig } from '../config';
import { parseTransaction, type Hex } from 'viem';
import type { RateLimiter } from '../lib/rate-limit';

import { CHAIN_IDS as CHAIN_ID_NUMBERS } from '../../lib/contract/chains';

/** Chains the browser may reach through this proxy (the contract's chains, as path segments). */
const CHAIN_IDS = CHAIN_ID_NUMBERS.map(String) as readonly `${(typeof CHAIN_ID_NUMBERS)[number]}`[];
type ChainId = (typeof CHAIN_IDS)[number];

const UPSTREAM_TIMEOUT_MS = 30_000;
/**
 * A request holding a heavy call (HEAVY_RPC_METHODS) is answered within this long, waiting at the gate
 * included, so the client hears back within 3 s. A capped call takes well under this, so only a node
 * that is already queueing (or stuck) reaches it.
 */
export const HEAVY_UPSTREAM_TIMEOUT_MS = 2_500;
/** A signed transaction of a large contract call fits; nothing a wallet sends is bigger. */
export const MAX_RPC_BODY_BYTES = 256 * 1024;
/** Entries per batch (viem batches a few calls at a time). */
export const MAX_RPC_BATCH = 20;
/** Bytes of an upstream answer passed on; a bigger answer is cut off and refused, never held whole. */
export const MAX_RPC_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * The JSON-RPC methods a dapp (wagmi, viem, RainbowKit) needs to read the chain, plus
 * eth_sendRawTransaction for transactions the user's wallet signed itself. Everything else —
 * hardhat_*, evm_*, debug_*, eth_sendTransaction / eth_sign* (the node's unlocked accounts),
 * filters (state on the node) — is refused with a JSON-RPC error.
 */
export const ALLOWED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_syncing',
  'eth_blockNumber',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getLogs',
  'eth_sendRawTransaction',
]);

/**
 * Methods that make the node run EVM code. Hardhat's EVM records a trace of every step, about 220 bytes
 * a gas, and runs one call at a time: one eth_call of an endless loop at the node's default gas (the
 * block gas limit, 30M) took 6.8-18 s and 6.4 GB while every other call, reads included, waited. So their
 * gas is capped at RPC_CALL_GAS_CAP, they weigh HEAVY_RPC_WEIGHT in the per-client limit, at most
 * MAX_HEAVY_RPC_PER_BATCH ride in one batch, MAX_HEAVY_RPC_IN_FLIGHT per client and MAX_HEAVY_RPC_ON_NODE
 * in all are on a node at once, and the client has its answer within HEAVY_UPSTREAM_TIMEOUT_MS.
 */
export const HEAVY_RPC_METHODS: ReadonlySet<string> = new Set(['eth_call', 'eth_estimateGas', 'eth_sendRawTransaction']);
/**
 * The most gas a call may burn through this proxy. What real wallet calls need, measured with our
 * contracts through this proxy (server/rpc-exhaustion.test.ts): a Multicall3 read of a balance, an
 * allowance and decimals (what wagmi and RainbowKit batch) 39k, approve 47k, KinBoDeposit.deposit 75k;
 * a plain ERC-20 transfer is 35-52k. 200k is over 2.5 times the largest. The node runs one call at a
 * time, so a read waits for the call in progress: one burning 300k took up to 700 ms on our loaded 2-core
 * test machine, which pushed a read past 500 ms; 200k keeps it near 2/3 of that (and about 45 MB of trace).
 * An eth_call or eth_estimateGas without `gas` gets the cap (the node would default to its block gas
 * limit); a larger `gas` is lowered to it rather than refused, because some libraries send the block
 * gas limit on every read, and a call that truly needs more then fails on the node with "out of gas",
 * which is the truth. A signed transaction cannot be lowered: one whose gas limit is over the cap is
 * refused with -32602 (a wallet sets it from eth_estimateGas, which the cap already bounds).
 */
export const RPC_CALL_GAS_CAP = 200_000n;
/** What one heavy call costs in the per-client limit (a plain read costs 1): 120 heavy calls a minute. */
export const HEAVY_RPC_WEIGHT = 10;
/**
 * Heavy calls one batch may hold; a batch with more is refused whole (-32600). The app's transport does
 * not batch, and wagmi folds contract reads into one Multicall3 eth_call, so a real client sends one
 * at a time.
 */
export const MAX_HEAVY_RPC_PER_BATCH = 3;
/** Heavy calls one client may have waiting or running at once (when RATE_LIMITS is on); more are refused. */
export const MAX_HEAVY_RPC_IN_FLIGHT = 3;
/**
 * Heavy calls on one node at once, from all clients together; later ones (batch entries too, each on
 * its own) wait at the gate until their deadline, then answer "busy" (-32005, HTTP 503). The node runs
 * calls one after another, so a plain read waits behind whatever heavy calls it already holds: with
 * one, that is at most one capped call.
 */
export const MAX_HEAVY_RPC_ON_NODE = 1;

type RpcId = string | number | null;
type RpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };

function rpcError(id: unknown, code: number, message: string) {
  const safeId: RpcId = typeof id === 'string' || typeof id === 'number' ? id : null;
  return { jsonrpc: '2.0', id: safeId, error: { code, message } };
}

/** The refusal for one request, or null when it may go upstream. */
function refusal(request: unknown) {
  if (!request || typeof request !== 'object' || Array.isArray(request)) return rpcError(null, -32600, 'Invalid request');
  const { id, method } = request as RpcRequest;
  if (typeof method !== 'string') return rpcError(id, -32600, 'Invalid request: no method');
  if (!ALLOWED_RPC_METHODS.has(method)) return rpcError(id, -32601, `Method ${method.slice(0, 64)} is not available through this proxy`);
  return null;
}

/** At most `capacity` holders at once; the others wait in arrival order. */
class Gate {
  private inside = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly capacity: number) {}

  /** Resolves with the function that leaves the gate, or with null when `signal` aborts first. */
  enter(signal: AbortSignal): Promise<(() => void) | null> {
    return new Promise((resolve) => {
      if (signal.aborted) return resolve(null);
      const admit = () => {
        signal.removeEventListener('abort', onAbort);
        this.inside++;
        resolve(() => {
          this.inside--;
          this.admitWaiting();
        });
      };
      const onAbort = () => {
        const at = this.queue.indexOf(admit);
        if (at >= 0) this.queue.splice(at, 1);
        resolve(null);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.queue.push(admit);
      this.admitWaiting();
    });
  }

  private admitWaiting() {
    while (this.queue.length > 0 && this.inside < this.capacity) this.queue.shift()!();
  }
}

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/**
 * A heavy request made safe to forward: eth_call / eth_estimateGas get `gas` of at most RPC_CALL_GAS_CAP,
 * a signed transaction over the cap is refused. Returns the request to forward, or a refusal.
 */
function capGas(request: RpcRequest): { forward: RpcRequest } | { refusal: ReturnType<typeof rpcError> } {
  const { id, method, params } = request;
  if (method === 'eth_sendRawTransaction') {
    const raw = Array.isArray(params) ? params[0] : undefined;
    let gas: bigint;
    try {
      gas = parseTransaction(raw as Hex).gas ?? 0n;
    } catch {
      return { refusal: rpcError(id, -32602, 'Invalid params: params[0] must be a signed transaction') };
    }
    if (gas > RPC_CALL_GAS_CAP) {
      return { refusal: rpcError(id, -32602, `Transaction gas limit ${gas} is over this proxy's cap of ${RPC_CALL_GAS_CAP}`) };
    }
    return { forward: request };
  }
  const call = Array.isArray(params) ? params[0] : undefined;
  if (!call || typeof call !== 'object' || Array.isArray(call)) {
    return { refusal: rpcError(id, -32602, `Invalid params: ${String(method)} takes a call object first`) };
  }
  const { gas } = call as { gas?: unknown };
  if (gas !== undefined && (typeof gas !== 'string' || !QUANTITY.test(gas))) {
    return { refusal: rpcError(id, -32602, 'Invalid params: gas must be a hex quantity') };
  }
  if (gas !== undefined && BigInt(gas) <= RPC_CALL_GAS_CAP) return { forward: request };
  const capped = { ...call, gas: `0x${RPC_CALL_GAS_CAP.toString(16)}` };
  return { forward: { ...request, params: [capped, ...(params as unknown[]).slice(1)] } };
}

/** Resolves with 'late' when `signal` aborts. */
function whenAborted(signal: AbortSignal): Promise<'late'> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve('late');
    else signal.addEventListener('abort', () => resolve('late'), { once: true });
  });
}

/** What one upstream request came back with: the node's answer, or the error its entries get. */
type Sent = { status: number; contentType: string | null; answer: Uint8Array } | { status: number; error: ReturnType<typeof rpcError> };

/** The JSON-RPC answers of `sent` for `entries`: the node's, or each entry's own copy of the error. */
function answersOf(sent: Sent, entries: unknown[]): unknown[] {
  const failed = (error: ReturnType<typeof rpcError>) => entries.map((entry) => ({ ...error, id: rpcError((entry as RpcRequest).id, 0, '').id }));
  if ('error' in sent) return failed(sent.error);
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(sent.answer));
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return failed(rpcError(null, -32603, 'The RPC node sent an invalid answer'));
  }
}

/** Reads at most `limit` bytes of a body; null when it is longer (the rest is never read). */
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Posts `body` to the node; `answer` is null when the answer is larger than MAX_RPC_ANSWER_BYTES. */
async function forwardUpstream(fetchImpl: typeof fetch, upstream: string, body: string) {
  const response = await fetchImpl(upstream, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  });
  const declared = Number(response.headers.get('Content-Length') ?? '0');
  const answer = declared > MAX_RPC_ANSWER_BYTES ? null : await readCapped(response.body, MAX_RPC_ANSWER_BYTES);
  if (!answer && declared > MAX_RPC_ANSWER_BYTES) await response.body?.cancel().catch(() => undefined);
  return { response, answer };
}

/**
 * POST /rpc/56 and /rpc/137: a JSON-RPC proxy to the chain nodes so the browser reaches them on
 * the same origin. Only ALLOWED_RPC_METHODS pass; batches, bodies and answers are capped; calls
 * are limited per client. The server's own chain access (deposit watcher, payouts) talks to
 * RPC_UPSTREAM_* directly, never through this proxy.
 */
export function rpcRoutes(options: {
  upstreams: ServerConfig['rpcUpstreams'];
  fetch?: typeof fetch;
  limiter: RateLimiter;
  /** Heavy calls one client may have upstream at once; default MAX_HEAVY_RPC_IN_FLIGHT. */
  maxHeavyInFlight?: number;
}) {
  const fetchImpl = options.fetch ?? fetch;
  const maxHeavyInFlight = options.maxHeavyInFlight ?? MAX_HEAVY_RPC_IN_FLIGHT;
  /** Heavy calls each client has upstream now; a key leaves when its count is back to zero. */
  const heavyInFlight = new Map<string, number>();
  const heavyGates = Object.fromEntries(CHAIN_IDS.map((id) => [id, new Gate(MAX_HEAVY_RPC_ON_NODE)])) as Record<ChainId, Gate>;
  const app = new Hono<{ Variables: { client: string } }>();

  app.post(
    '/:chainId',
    bodyLimit({
      maxSize: MAX_RPC_BODY_BYTES,
      onError: (c) => c.json(rpcError(null, -32600, 'Request body too large'), 413),
    }),
    async (c) => {
      const chainId = c.req.param('chainId');
      if (!(CHAIN_IDS as readonly string[]).includes(chainId)) {
        return c.json(rpcError(null, -32601, `Unknown chain id ${chainId.slice(0, 16)}; use 56 or 137`), 404);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(await c.req.text());
      } catch {
        return c.json(rpcError(null, -32700, 'Parse error: the body is not JSON'), 400);
      }
      const batch = Array.isArray(parsed);
      const requests: unknown[] = batch ? (parsed as unknown[]) : [parsed];
      if (batch && (requests.length === 0 || requests.length > MAX_RPC_BATCH)) {
        return c.json(rpcError(null, -32600, `A batch holds 1 to ${MAX_RPC_BATCH} requests`), 400);
      }
      const isHeavy = (request: unknown) => HEAVY_RPC_METHODS.has((request as RpcRequest | null)?.method as string);
      const heavyCount = requests.filter(isHeavy).length;
      if (heavyCount > MAX_HEAVY_RPC_PER_BATCH) {
        return c.json(rpcError(null, -32600, `A batch holds at most ${MAX_HEAVY_RPC_PER_BATCH} of ${[...HEAVY_RPC_METHODS].join(', ')}`), 400);
      }
      const client = c.get('client');
      const wait = options.limiter.hit(client, requests.length + heavyCount * (HEAVY_RPC_WEIGHT - 1));
      if (wait !== null) {
        return c.json(rpcError(batch ? null : (parsed as RpcRequest).id, -32005, `Too many requests, retry in ${wait} s`), 429, { 'Retry-After': String(wait) });
      }

      // Refused entries are answered here; the rest go upstream (below), heavy ones with their gas capped.
      const refused = requests.map(refusal);
      const forwarded: unknown[] = [];
      requests.forEach((request, i) => {
        if (refused[i] !== null) return;
        if (!isHeavy(request)) return void forwarded.push(request);
        const capped = capGas(request as RpcRequest);
        if ('refusal' in capped) refused[i] = capped.refusal;
        else forwarded.push(capped.forward);
      });
      if (forwarded.length === 0) return c.json(batch ? refused : refused[0]);

      const heavyForwarded = forwarded.filter(isHeavy).length;
      const inFlight = heavyInFlight.get(client) ?? 0;
      if (heavyForwarded > 0 && inFlight + heavyForwarded > maxHeavyInFlight) {
        return c.json(
          rpcError(batch ? null : (parsed as RpcRequest).id, -32005, `Too many ${[...HEAVY_RPC_METHODS].join('/')} calls at once (at most ${maxHeavyInFlight}); retry when one has answered`),
          429,
          { 'Retry-After': '1' },
        );
      }
      if (heavyForwarded > 0) heavyInFlight.set(client, inFlight + heavyForwarded);
      const releaseOneHeavy = () => {
        const left = (heavyInFlight.get(client) ?? 1) - 1;
        if (left > 0) heavyInFlight.set(client, left);
        else heavyInFlight.delete(client);
      };
      const upstream = options.upstreams[chainId as ChainId];
      const gate = heavyGates[chainId as ChainId];

      /**
       * Sends one body upstream. A heavy call first passes the node's gate, and its caller hears back by
       * HEAVY_UPSTREAM_TIMEOUT_MS; the node cannot be told to stop a call, so the gate and the client's
       * count are left only when the node has answered, not when the client is told "too late": a
       * node still busy with abandoned calls gets no more heavy work.
       */
      const send = async (body: unknown, id: unknown, heavy: boolean): Promise<Sent> => {
        const deadline = heavy ? AbortSignal.timeout(HEAVY_UPSTREAM_TIMEOUT_MS) : null;
        let leaveGate: (() => void) | null = null;
        if (deadline) {
          leaveGate = await gate.enter(deadline);
          if (!leaveGate) {
            releaseOneHeavy();
            return { status: 503, error: rpcError(id, -32005, `The RPC node for chain ${chainId} is busy; retry in a moment`) };
          }
        }
        const work = forwardUpstream(fetchImpl, upstream, JSON.stringify(body));
        if (leaveGate) {
          const leave = leaveGate;
          void work.finally(() => {
            leave();
            releaseOneHeavy();
          }).catch(() => undefined); // settles later, when the client may already have its answer
        }
        let outcome: Awaited<typeof work> | 'late';
        try {
          outcome = deadline ? await Promise.race([work, whenAborted(deadline)]) : await work;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'TimeoutError') {
            return { status: 504, error: rpcError(id, -32603, `The RPC node for chain ${chainId} did not answer within ${UPSTREAM_TIMEOUT_MS / 1000} s`) };
          }
          return { status: 502, error: rpcError(id, -32603, `The RPC node for chain ${chainId} is unreachable`) };
        }
        if (outcome === 'late') {
          return { status: 504, error: rpcError(id, -32603, `The RPC node for chain ${chainId} did not answer within ${HEAVY_UPSTREAM_TIMEOUT_MS / 1000} s`) };
        }
        if (!outcome.answer) {
          return { status: 502, error: rpcError(id, -32005, `Answer larger than ${MAX_RPC_ANSWER_BYTES} bytes; ask for less (e.g. a smaller block range)`) };
        }
        return { status: outcome.response.status, contentType: outcome.response.headers.get('Content-Type'), answer: outcome.answer };
      };

      if (!batch) {
        const sent = await send(forwarded[0], (forwarded[0] as RpcRequest).id, heavyForwarded > 0);
        if ('error' in sent) return c.json(sent.error, sent.status as 502);
        return c.body(sent.answer.buffer as ArrayBuffer, sent.status as 200, { 'Content-Type': sent.contentType ?? 'application/json' });
      }
      if (heavyForwarded === 0 && forwarded.length === requests.length) {
        const sent = await send(forwarded, null, false);
        if ('error' in sent) return c.json(sent.error, sent.status as 502);
        return c.body(sent.answer.buffer as ArrayBuffer, sent.status as 200, { 'Content-Type': sent.contentType ?? 'application/json' });
      }

      // A batch with refused or heavy entries: the plain ones go upstream as one batch, each heavy one on
      // its own through the gate (so a read waits behind at most one heavy call on the node); the
      // answers are merged back in request order, an entry whose upstream request failed gets its error.
      const light = forwarded.filter((request) => !isHeavy(request));
      const heavy = forwarded.filter(isHeavy);
      const [lightAnswers, ...heavyAnswers] = await Promise.all([
        light.length > 0 ? send(light, null, false).then((sent) => answersOf(sent, light)) : Promise.resolve([]),
        ...heavy.map((request) => send(request, (request as RpcRequest).id, true).then((sent) => answersOf(sent, [request])[0])),
      ]);
      const lightQueue = [...(lightAnswers as unknown[])];
      let heavyAt = 0;
      return c.json(
        refused.map((entry, i) => {
          if (entry) return entry;
          const answer = isHeavy(requests[i]) ? heavyAnswers[heavyAt++] : lightQueue.shift();
          return answer ?? rpcError(null, -32603, 'No answer from the RPC node');
        }),
      );
    },
  );

  app.all('*', (c) => c.json(rpcError(null, -32601, 'Use POST /rpc/56 or POST /rpc/137'), 404));
  return app;
}
