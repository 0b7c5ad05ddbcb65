import { apiUrl, currentToken } from '@/platform/http/clientSetup';
import { LIVE } from '@/shared/contract/endpoints/games';
import { readFrames } from '@/shared/contract/sse-frames';

/** The server sends a heartbeat every 15 s: this long without a byte means the stream is dead. */
const SILENCE_MS = 40_000;
const RETRY_MS = { first: 1_000, max: 30_000 };

/**
 * The user's own notices while the app is open on any screen: the live stream (`GET /api/stream`,
 * server/README.md "Live updates") without rooms, read with fetch so the token stays in its header.
 * `onNotice` gets the id of each new inbox entry. A refusal or a drop is retried with growing pauses;
 * an API without a stream (404) is never asked again, and the bell's count then only polls.
 */
export function openNoticeStream(onNotice: (id: number) => void): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = RETRY_MS.first;

  function read(body: ReadableStream<Uint8Array>, abort: AbortController) {
    return readFrames(
      body,
      (frame) => {
        if (frame.event !== 'user') return;
        const data = JSON.parse(frame.data) as { e?: string; id?: number };
        if (data.e === 'notice' && typeof data.id === 'number') onNotice(data.id);
      },
      { ms: SILENCE_MS, onSilence: () => abort.abort() },
    );
  }

  async function connect() {
    retryTimer = null;
    const token = currentToken();
    if (stopped || !token) return;
    const abort = new AbortController();
    controller = abort;
    try {
      const response = await fetch(apiUrl(LIVE.stream.path), { headers: { Token: token, Accept: 'text/event-stream' }, signal: abort.signal, cache: 'no-store' });
      if (response.status === 404) stopped = true;
      if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        await response.body?.cancel().catch(() => undefined);
        retryMs = RETRY_MS.max;
        return;
      }
      retryMs = RETRY_MS.first;
      await read(response.body, abort);
    } catch {
      // A network failure, a dropped stream or our own abort: tried again below.
    } finally {
      if (controller === abort) controller = null;
      if (!stopped) {
        retryTimer = setTimeout(() => void connect(), retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MS.max);
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
