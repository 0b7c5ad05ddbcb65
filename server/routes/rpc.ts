import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerConfig } from '../config';
import type { RateLimiter } from '../lib/rate-limit';

/** Chains the browser may reach through this proxy. */
const CHAIN_IDS = ['56', '137'] as const;
type ChainId = (typeof CHAIN_IDS)[number];

const UPSTREAM_TIMEOUT_MS = 30_000;
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

/**
 * POST /rpc/56 and /rpc/137: a JSON-RPC proxy to the chain nodes so the browser reaches them on
 * the same origin. Only ALLOWED_RPC_METHODS pass; batches, bodies and answers are capped; calls
 * are limited per client. The server's own chain access (deposit watcher, payouts) talks to
 * RPC_UPSTREAM_* directly, never through this proxy.
 */
export function rpcRoutes(options: { upstreams: ServerConfig['rpcUpstreams']; fetch?: typeof fetch; limiter: RateLimiter }) {
  const fetchImpl = options.fetch ?? fetch;
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
      const wait = options.limiter.hit(c.get('client'), requests.length);
      if (wait !== null) {
        return c.json(rpcError(batch ? null : (parsed as RpcRequest).id, -32005, `Too many requests, retry in ${wait} s`), 429, { 'Retry-After': String(wait) });
      }

      // Refused entries are answered here; the rest go upstream in one request.
      const refused = requests.map(refusal);
      const forwarded = requests.filter((_, i) => refused[i] === null);
      if (forwarded.length === 0) return c.json(batch ? refused : refused[0]);

      const upstream = options.upstreams[chainId as ChainId];
      const firstId = (forwarded[0] as RpcRequest).id;
      let response: Response;
      try {
        response = await fetchImpl(upstream, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(batch ? forwarded : forwarded[0]),
          signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        });
      } catch {
        return c.json(rpcError(firstId, -32603, `The RPC node for chain ${chainId} is unreachable`), 502);
      }
      const declared = Number(response.headers.get('Content-Length') ?? '0');
      const answer = declared > MAX_RPC_ANSWER_BYTES ? null : await readCapped(response.body, MAX_RPC_ANSWER_BYTES);
      if (!answer) {
        if (declared > MAX_RPC_ANSWER_BYTES) await response.body?.cancel().catch(() => undefined);
        return c.json(rpcError(firstId, -32005, `Answer larger than ${MAX_RPC_ANSWER_BYTES} bytes; ask for less (e.g. a smaller block range)`), 502);
      }
      if (!batch || forwarded.length === requests.length) {
        return c.body(answer.buffer as ArrayBuffer, response.status as 200, {
          'Content-Type': response.headers.get('Content-Type') ?? 'application/json',
        });
      }
      // A batch with refused entries: merge the upstream answers back in request order.
      let answers: unknown;
      try {
        answers = JSON.parse(new TextDecoder().decode(answer));
      } catch {
        return c.json(rpcError(null, -32603, 'The RPC node sent an invalid answer'), 502);
      }
      const upstreamAnswers = Array.isArray(answers) ? [...answers] : [answers];
      return c.json(refused.map((entry) => entry ?? upstreamAnswers.shift() ?? rpcError(null, -32603, 'No answer from the RPC node')));
    },
  );

  app.all('*', (c) => c.json(rpcError(null, -32601, 'Use POST /rpc/56 or POST /rpc/137'), 404));
  return app;
}
