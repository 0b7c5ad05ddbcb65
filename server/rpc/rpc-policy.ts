import { parseTransaction, type Hex } from 'viem';

/**
 * What the browser's JSON-RPC proxy (routes/rpc.ts) lets through, and how much: the allowed methods,
 * the heavy ones and their gas cap, the size limits, and the JSON-RPC refusals.
 */

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
export const HEAVY_RPC_METHODS: ReadonlySet<string> = new Set(['eth_call', 'eth_estimateGas', 'eth_sendRawTransaction', 'eth_getLogs']);
/**
 * The most blocks one eth_getLogs may span (tags resolved against the node's head). The node scans a
 * range linearly: 0x0..0xffffffff took 14-16 s, uncancellable, while every other call waited. A wallet
 * reads recent events only; 5,000 blocks is hours of history on BSC and Polygon, and reads in ms.
 */
export const MAX_LOG_BLOCK_RANGE = 5_000n;
/** How long the chain's head, asked to resolve eth_getLogs' tags, is reused. */
export const HEAD_CACHE_MS = 1_000;
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
export type RpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };

export function rpcError(id: unknown, code: number, message: string) {
  const safeId: RpcId = typeof id === 'string' || typeof id === 'number' ? id : null;
  return { jsonrpc: '2.0', id: safeId, error: { code, message } };
}

/** The refusal for one request, or null when it may go upstream. */
export function refusal(request: unknown) {
  if (!request || typeof request !== 'object' || Array.isArray(request)) return rpcError(null, -32600, 'Invalid request');
  const { id, method } = request as RpcRequest;
  if (typeof method !== 'string') return rpcError(id, -32600, 'Invalid request: no method');
  if (!ALLOWED_RPC_METHODS.has(method)) return rpcError(id, -32601, `Method ${method.slice(0, 64)} is not available through this proxy`);
  return null;
}

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

const HEAD_TAGS: ReadonlySet<string> = new Set(['latest', 'pending', 'safe', 'finalized']);

/** One bound of an eth_getLogs range: a block number, 'head' (a tag of the chain's head, or unset), or invalid. */
function logBound(value: unknown): bigint | 'head' | null {
  if (value === undefined || (typeof value === 'string' && HEAD_TAGS.has(value))) return 'head';
  if (value === 'earliest') return 0n;
  return typeof value === 'string' && QUANTITY.test(value) ? BigInt(value) : null;
}

/**
 * eth_getLogs within MAX_LOG_BLOCK_RANGE blocks: a filter object whose range, tags resolved with
 * `head()` (asked only when a bound is a tag), spans at most that many blocks; a blockHash filter reads
 * one block. Returns the refusal, or null when it may go upstream.
 */
export async function logRangeRefusal(request: RpcRequest, head: () => Promise<bigint>) {
  const { id, params } = request;
  const filter = Array.isArray(params) && params.length === 1 ? params[0] : undefined;
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return rpcError(id, -32602, 'Invalid params: eth_getLogs takes one filter object');
  const { fromBlock, toBlock, blockHash } = filter as { fromBlock?: unknown; toBlock?: unknown; blockHash?: unknown };
  if (blockHash !== undefined) {
    if (fromBlock !== undefined || toBlock !== undefined) return rpcError(id, -32602, 'Invalid params: blockHash excludes fromBlock and toBlock');
    return null;
  }
  const from = logBound(fromBlock);
  const to = logBound(toBlock);
  if (from === null || to === null) return rpcError(id, -32602, 'Invalid params: fromBlock and toBlock must be hex block numbers or block tags');
  const latest = from === 'head' || to === 'head' ? await head() : 0n;
  const start = from === 'head' ? latest : from;
  const end = to === 'head' ? latest : to;
  if (end >= start && end - start + 1n > MAX_LOG_BLOCK_RANGE) {
    return rpcError(id, -32602, `eth_getLogs spans ${end - start + 1n} blocks; this proxy allows at most ${MAX_LOG_BLOCK_RANGE} per request`);
  }
  return null;
}

/**
 * A heavy request made safe to forward: eth_call / eth_estimateGas get `gas` of at most RPC_CALL_GAS_CAP,
 * a signed transaction over the cap is refused. Returns the request to forward, or a refusal.
 */
export function capGas(request: RpcRequest): { forward: RpcRequest } | { refusal: ReturnType<typeof rpcError> } {
  const { id, method, params } = request;
  if (method === 'eth_getLogs') return { forward: request }; // its range is checked by logRangeRefusal
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
