import { MAX_RPC_ANSWER_BYTES, rpcError, type RpcRequest } from './rpc-policy';

/**
 * The proxy's side towards the chain node (routes/rpc.ts): posting a body with a capped answer, the
 * gate that keeps heavy calls on a node to a few at once, and splitting a batch answer back into entries.
 */

/**
 * Every upstream call's deadline (heavy ones have HEAVY_UPSTREAM_TIMEOUT_MS towards the client): a
 * plain read takes milliseconds, so a node that has not answered in this long is stuck or queueing.
 */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** At most `capacity` holders at once; the others wait in arrival order. */
export class Gate {
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

/** Resolves with 'late' when `signal` aborts. */
export function whenAborted(signal: AbortSignal): Promise<'late'> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve('late');
    else signal.addEventListener('abort', () => resolve('late'), { once: true });
  });
}

/** What one upstream request came back with: the node's answer, or the error its entries get. */
export type Sent = { status: number; contentType: string | null; answer: Uint8Array } | { status: number; error: ReturnType<typeof rpcError> };

/** The JSON-RPC answers of `sent` for `entries`: the node's, or each entry's own copy of the error. */
export function answersOf(sent: Sent, entries: unknown[]): unknown[] {
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
export async function forwardUpstream(fetchImpl: typeof fetch, upstream: string, body: string) {
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
