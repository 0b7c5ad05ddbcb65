import type { QueryClient } from '@tanstack/react-query';
import type { BiddingRoom, GroupRoom } from '@/shared/contract';
import { bidInfoQuery, roomInfoQuery } from '../api';
import { setLiveFed } from './liveState';
import type { SseFrame } from '@/shared/contract/sse-frames';
import { keepStreamOpen } from '@/platform/live/streamConnection';
import { refreshOwnMoney } from '@/platform/live/moneyStream';

/**
 * The live stream client (server/README.md "Live updates"): while a room or auction screen is open it
 * reads `GET /api/stream` of the local API and feeds the same React Query cache the polling fills —
 * the room's public state straight into its query (setQueryData), the user's own notices as
 * invalidations of the balances and records domains. While the stream is healthy the room polls only
 * as a slow safety net (./liveState.ts); when the stream is refused (the production API has
 * none: 404, or any answer that is not an event stream) or drops, the room is fetched at once and
 * polled as before, and the stream is tried again later (never again after a 404;
 * platform/live/streamConnection.ts keeps it open).
 */

export type LiveTopic = { k: 'room' | 'bid'; id: number };
type PublicRoom = { members: ReadonlyArray<{ user_id: number; email: string }>; is_room: number | boolean };

/**
 * A room's public state (everyone's e-mail masked, is_room 0) as this user sees it: is_room from the
 * member list, the user's own e-mail kept from the cache.
 */
export function mergePublic<T extends PublicRoom>(previous: T | undefined, next: T, me: number | null): T {
  if (me === null) return { ...next, is_room: previous?.is_room ?? next.is_room };
  const ownEmail = previous?.members.find((m) => m.user_id === me)?.email;
  return {
    ...next,
    is_room: next.members.some((m) => m.user_id === me) ? 1 : 0,
    members: next.members.map((m) => (m.user_id === me && ownEmail ? { ...m, email: ownEmail } : m)),
  };
}

const infoKey = (topic: LiveTopic) => (topic.k === 'room' ? roomInfoQuery(topic.id).queryKey : bidInfoQuery(topic.id).queryKey);

/** Opens the stream for these rooms and auctions and keeps it open; returns the function that closes it. */
export function openLiveStream(client: QueryClient, topics: readonly LiveTopic[]): () => void {
  let lastEventId: string | null = null;
  let me: number | null = null;
  let connectedBefore = false;
  const keys = topics.map(infoKey);
  const search = new URLSearchParams();
  const rooms = topics.filter((t) => t.k === 'room').map((t) => t.id);
  const bids = topics.filter((t) => t.k === 'bid').map((t) => t.id);
  if (rooms.length) search.set('rooms', rooms.join(','));
  if (bids.length) search.set('bids', bids.join(','));

  let fed = false;
  const setFed = (on: boolean) => {
    fed = on;
    keys.forEach((key) => setLiveFed(key, on));
  };
  const refreshOwn = () => refreshOwnMoney(client);

  function handle(frame: SseFrame) {
    const data = JSON.parse(frame.data) as unknown;
    if (frame.event === 'hello') {
      const hello = data as { user_id: number; resumed: boolean };
      me = hello.user_id;
      lastEventId = frame.id ?? lastEventId;
      // A fresh snapshot after a gap: the user's own notices of the gap are lost, so refetch them.
      if (connectedBefore && !hello.resumed) refreshOwn();
      connectedBefore = true;
      setFed(true);
    } else if (frame.event === 'room' || frame.event === 'bid') {
      const room = data as (GroupRoom | BiddingRoom) & { id: number };
      const key = infoKey({ k: frame.event, id: room.id });
      client.setQueryData(key, (previous: (GroupRoom | BiddingRoom) | undefined) => mergePublic(previous, room, me));
    } else if (frame.event === 'user') {
      lastEventId = frame.id ?? lastEventId;
      refreshOwn();
    }
  }

  const close = keepStreamOpen({
    search: search.toString(),
    headers: (): Record<string, string> => (lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
    onFrame: handle,
    // Dropped or refused: catch up at once through the ordinary query, then poll until the stream is back.
    onEnd: () => {
      const wasFed = fed;
      setFed(false);
      if (wasFed) keys.forEach((key) => void client.invalidateQueries({ queryKey: key, exact: true }));
    },
  });
  return () => {
    close();
    setFed(false);
  };
}
