import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CHAIN_IDS as CHAIN_ID_NUMBERS } from '../../shared/contract/chains';
import type { ServerConfig } from '../config';
import type { RateLimiter } from '../platform/rate-limit';
import {
  capGas,
  HEAD_CACHE_MS,
  HEAVY_RPC_METHODS,
  logRangeRefusal,
  HEAVY_RPC_WEIGHT,
  HEAVY_UPSTREAM_TIMEOUT_MS,
  MAX_HEAVY_RPC_IN_FLIGHT,
  MAX_HEAVY_RPC_ON_NODE,
  MAX_HEAVY_RPC_PER_BATCH,
  MAX_RPC_ANSWER_BYTES,
  MAX_RPC_BATCH,
  MAX_RPC_BODY_BYTES,
  refusal,
  rpcError,
  type RpcRequest,
} from './rpc-policy';
import { answersOf, forwardUpstream, Gate, UPSTREAM_TIMEOUT_MS, whenAborted, type Sent } from './rpc-upstream';

/** Chains the browser may reach through this proxy (the contract's chains, as path segments). */
const CHAIN_IDS = CHAIN_ID_NUMBERS.map(String) as readonly `${(typeof CHAIN_ID_NUMBERS)[number]}`[];
type ChainId = (typeof CHAIN_IDS)[number];

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

  /**
   * The chain's head block, to resolve eth_getLogs' tags: asked of the node at most once a second per
   * chain (callers meanwhile share the answer), under the upstream deadline.
   */
  const heads = new Map<ChainId, { at: number; value: Promise<bigint> }>();
  const headOf = (chainId: ChainId, upstream: string): Promise<bigint> => {
    const known = heads.get(chainId);
    if (known && Date.now() - known.at < HEAD_CACHE_MS) return known.value;
    const value = forwardUpstream(fetchImpl, upstream, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] })).then(({ answer }) => {
      const { result } = JSON.parse(new TextDecoder().decode(answer ?? new Uint8Array())) as { result?: unknown };
      if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(result)) throw new Error('no block number');
      return BigInt(result);
    });
    value.catch(() => heads.delete(chainId));
    heads.set(chainId, { at: Date.now(), value });
    return value;
  };

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
      const upstream = options.upstreams[chainId as ChainId];
      for (const [i, request] of requests.entries()) {
        if (refused[i] !== null) continue;
        if (!isHeavy(request)) {
          forwarded.push(request);
          continue;
        }
        const capped = capGas(request as RpcRequest);
        const tooWide =
          'refusal' in capped || capped.forward.method !== 'eth_getLogs'
            ? null
            : await logRangeRefusal(capped.forward, () => headOf(chainId as ChainId, upstream)).catch(() =>
                rpcError((request as RpcRequest).id, -32603, `The RPC node for chain ${chainId} is unreachable`),
              );
        if ('refusal' in capped) refused[i] = capped.refusal;
        else if (tooWide) refused[i] = tooWide;
        else forwarded.push(capped.forward);
      }
      if (forwarded.length === 0) return c.json(batch ? refused : refused[0]);

      const heavyForwarded = forwarded.filter(isHeavy).length;
      const inFlight = heavyInFlight.get(client) ?? 0;
      if (heavyForwarded > 0 && inFlight + heavyForwarded > maxHeavyInFlight) {
        return c.json(
          rpcError(
            batch ? null : (parsed as RpcRequest).id,
            -32005,
            `Too many ${[...HEAVY_RPC_METHODS].join('/')} calls at once (at most ${maxHeavyInFlight}); retry when one has answered`,
          ),
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
          void work
            .finally(() => {
              leave();
              releaseOneHeavy();
            })
            .catch(() => undefined); // settles later, when the client may already have its answer
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

      /** The node's answer passed on as it came, or the error of the request. */
      const passOn = (sent: Sent) =>
        'error' in sent
          ? c.json(sent.error, sent.status as 502)
          : c.body(sent.answer.buffer as ArrayBuffer, sent.status as 200, { 'Content-Type': sent.contentType ?? 'application/json' });
      if (!batch) return passOn(await send(forwarded[0], (forwarded[0] as RpcRequest).id, heavyForwarded > 0));
      if (heavyForwarded === 0 && forwarded.length === requests.length) return passOn(await send(forwarded, null, false));

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
