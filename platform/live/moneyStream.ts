import type { QueryClient } from '@tanstack/react-query';
import { apiUrl, currentToken } from '@/platform/http/clientSetup';
import { queryKeys } from '@/platform/query/keys';
import { readFrames, type SseFrame } from '@/shared/contract/sse-frames';
import { LIVE } from '@/shared/contract/endpoints/games';

/**
 * The user's own money notices from the live stream the rooms use (`GET /api/stream` with no room):
 * a deposit or purchase credited, a payout sent, confirmed or failed. Each notice marks the balances
 * and records stale, so the screens on view (assets, confirmations, records) read them again by
 * themselves. One stream for the whole page, however many screens follow it (counted), closed when the
 * last one stops. When the API has no stream (404) or refuses it, `isFollowing()` stays false and the
 * screens poll a bounded while instead (useFollowMoney); a dropped stream is tried again later.
 */

/** The server sends a heartbeat every 15 s: this long without a byte means the stream is dead. */
const SILENCE_MS = 40_000;
const RETRY_MS = { first: 1_000, max: 30_000 };

let unsupported = false;
let followers = 0;
let following = false;
let stopStream: (() => void) | null = null;
const listeners = new Set<(on: boolean) => void>();

function setFollowing(on: boolean) {
  if (following === on) return;
  following = on;
  listeners.forEach((listener) => listener(on));
}

/** Whether a healthy stream brings the money notices right now. */
export const isFollowing = () => following;

/** Hears when following starts or stops; returns the unsubscribe. */
export function onFollowingChange(listener: (on: boolean) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function refreshOwn(client: QueryClient) {
  void client.invalidateQueries({ queryKey: queryKeys.balances });
  void client.invalidateQueries({ queryKey: queryKeys.reports });
}

function open(client: QueryClient): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = RETRY_MS.first;
  let connectedBefore = false;

  function handle(frame: SseFrame) {
    if (frame.event === 'hello') {
      // A stream opened after a gap: notices of the gap are not replayed here, so read everything again.
      if (connectedBefore) refreshOwn(client);
      connectedBefore = true;
      setFollowing(true);
    } else if (frame.event === 'user') {
      refreshOwn(client);
    }
  }

  async function connect() {
    retryTimer = null;
    const token = currentToken();
    if (stopped || unsupported || !token) return;
    const abort = new AbortController();
    controller = abort;
    let refused = false;
    try {
      const response = await fetch(apiUrl(LIVE.stream.path), { headers: { Token: token, Accept: 'text/event-stream' }, signal: abort.signal, cache: 'no-store' });
      if (response.status === 404) unsupported = true;
      if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        refused = true;
        await response.body?.cancel().catch(() => undefined);
        return;
      }
      retryMs = RETRY_MS.first;
      await readFrames(response.body, handle, { ms: SILENCE_MS, onSilence: () => abort.abort() });
    } catch {
      // A network failure, a dropped stream or our own abort: the screens poll until it is back.
    } finally {
      if (controller === abort) controller = null;
      setFollowing(false);
      if (!stopped && !unsupported) {
        retryTimer = setTimeout(() => void connect(), refused ? RETRY_MS.max : retryMs);
        if (!refused) retryMs = Math.min(retryMs * 2, RETRY_MS.max);
      }
    }
  }

  void connect();
  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    controller?.abort();
    setFollowing(false);
  };
}

/** One more screen follows the money; the returned function ends its share (the last one closes the stream). */
export function followMoney(client: QueryClient): () => void {
  followers += 1;
  if (followers === 1) stopStream = open(client);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    followers -= 1;
    if (followers === 0) {
      stopStream?.();
      stopStream = null;
    }
  };
}
