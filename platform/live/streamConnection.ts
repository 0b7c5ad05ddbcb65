import { apiUrl, currentToken } from '@/platform/http/clientSetup';
import { LIVE } from '@/shared/contract/endpoints/games';
import { readFrames, type SseFrame } from '@/shared/contract/sse-frames';

/** The server sends a heartbeat every 15 s: this long without a byte means the stream is dead. */
const SILENCE_MS = 40_000;
/** Pauses before trying again: after a drop (doubling from `first`) and after a refusal (`max`). */
export const STREAM_RETRY_MS = { first: 1_000, max: 30_000 };

/** The API has no stream (404): no one asks again for the rest of this page's life. */
let unsupported = false;

/**
 * One connection to the live stream (`GET /api/stream`, server/README.md "Live updates"), kept open
 * until the returned function closes it. fetch, not EventSource: the session goes in the `Token` header
 * like every call (EventSource cannot send headers), so it never appears in a URL or a log.
 * - Each frame goes to `onFrame`; a heartbeat silence ends the connection.
 * - A connection that drops is tried again after 1 s, then doubling up to 30 s; a refusal (any answer
 *   that is not an event stream) after 30 s; a 404 (an API without a stream) never again.
 * - `onEnd` hears every connection that ended while still wanted (dropped or refused), before the retry.
 * - `search` and `headers` are read at each attempt (rooms to follow, `Last-Event-ID`).
 */
export function keepStreamOpen(options: {
  search?: string;
  headers?: () => Record<string, string>;
  onFrame: (frame: SseFrame) => void;
  onEnd?: (ended: { refused: boolean }) => void;
}): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = STREAM_RETRY_MS.first;
  const url = apiUrl(options.search ? `${LIVE.stream.path}?${options.search}` : LIVE.stream.path);

  async function connect() {
    retryTimer = null;
    const token = currentToken();
    if (stopped || unsupported || !token) return;
    const abort = new AbortController();
    controller = abort;
    let refused = false;
    try {
      const headers = { ...options.headers?.(), Token: token, Accept: 'text/event-stream' };
      const response = await fetch(url, { headers, signal: abort.signal, cache: 'no-store' });
      if (response.status === 404) unsupported = true;
      if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        refused = true;
        await response.body?.cancel().catch(() => undefined);
        return;
      }
      retryMs = STREAM_RETRY_MS.first;
      await readFrames(response.body, options.onFrame, { ms: SILENCE_MS, onSilence: () => abort.abort() });
    } catch {
      // A network failure, a dropped stream or our own abort: tried again below.
    } finally {
      if (controller === abort) controller = null;
      if (!stopped) {
        options.onEnd?.({ refused });
        if (!unsupported) retryTimer = setTimeout(() => void connect(), refused ? STREAM_RETRY_MS.max : retryMs);
        if (!refused) retryMs = Math.min(retryMs * 2, STREAM_RETRY_MS.max);
      }
    }
  }

  void connect();
  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    controller?.abort();
  };
}
