import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/platform/query/keys';
import { listenToUserStream } from './userStream';

/**
 * The user's own money notices from the user's stream (./userStream.ts, shared with the bell): a
 * deposit or purchase credited, a payout sent, confirmed or failed. Each notice marks the balances
 * and records stale, so the screens on view (assets, confirmations, records) read them again by
 * themselves. One listener for the whole page, however many screens follow the money (counted),
 * leaving when the last one stops. When the API has no stream (404) or refuses it,
 * `isFollowing()` stays false and the screens poll a bounded while instead (useFollowMoney).
 */

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

/** A notice of the user's own money: the balances and records are read again. */
export function refreshOwnMoney(client: QueryClient) {
  void client.invalidateQueries({ queryKey: queryKeys.balances });
  void client.invalidateQueries({ queryKey: queryKeys.reports });
}

function open(client: QueryClient): () => void {
  let connectedBefore = false;
  const stopListening = listenToUserStream({
    onFrame: (frame) => {
      if (frame.event === 'hello') {
        // A stream opened after a gap: notices of the gap are not replayed here, so read everything again.
        if (connectedBefore) refreshOwnMoney(client);
        connectedBefore = true;
        setFollowing(true);
      } else if (frame.event === 'user') {
        refreshOwnMoney(client);
      }
    },
    // Dropped or refused: the screens poll until it is back.
    onEnd: () => setFollowing(false),
  });
  return () => {
    stopListening();
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
