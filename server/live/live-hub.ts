import type { NotificationSource } from '../platform/db/client';
import { AppError, ErrorCode } from '../platform/errors';
import type { Logger } from '../platform/services-context';
import { EVENTS_CHANNEL, parseEvent, type LiveEvent } from './events';
import { createSender, type Delivery, type Sink } from './live-delivery';
import { createReplayLog, encodeFrame as encode, type Frame } from './live-replay';

export type { Frame, Sink };

/**
 * The live hub of ONE API process: it LISTENs on the events channel (services/events.ts) and fans
 * each notice out to the streams connected to this process (routes/stream.ts). Several processes
 * each run their own hub on the same channel, so an event published through any process reaches
 * every watcher, wherever it is connected.
 *
 * - Public state (a room's or an auction's members, highest bid, end time, state) is read ONCE per
 *   notice per process, not per watcher, serialized and encoded once, and the same bytes written to
 *   every watcher of it (services/live-delivery.ts). Reads of one room are serialized and coalesced:
 *   notices that arrive during a read cause one more read, so a burst of bids costs two reads and the last frame is the newest.
 * - Private notices go only to the streams of their user, with an id (services/live-replay.ts); a
 *   reconnect whose `Last-Event-ID` is one of this process's recent ids gets what it missed, any
 *   other (another process, too old, malformed) starts from a snapshot (`hello.resumed = false`:
 *   the app refreshes the user's own data). Public state is always sent whole on connect.
 * - A watcher that cannot keep up (its frames queue beyond `maxQueuedFrames`) is dropped, never
 *   buffered without bound; the app then polls and reconnects.
 */

export const LIVE_LIMITS = {
  /** A comment line this often keeps proxies from closing an idle stream; the session is re-checked then. */
  heartbeatMs: 15_000,
  /** Frames waiting for a slow client before it is dropped. */
  maxQueuedFrames: 64,
  /** Streams one user may hold on one process (several tabs); one more is refused. */
  maxStreamsPerUser: 4,
  /** Rooms plus auctions one stream may watch. */
  maxTopics: 10,
  /** Recent private notices kept for resuming. */
  replayFrames: 1024,
};

export type LiveLimits = typeof LIVE_LIMITS;
export type PublicTopic = { k: 'room' | 'bid'; id: number };

export type LiveWatcher = {
  /** Connects the opened watcher to its HTTP stream; frames sent before wait for it. */
  attach(sink: Sink): void;
  /** Ends the stream (the client went away, or the hub closes it). */
  close(): void;
  /** Resolves when the watcher is closed, whatever the reason. */
  closed: Promise<void>;
};

const topicKey = (topic: PublicTopic) => `${topic.k}:${topic.id}`;
const HEARTBEAT_FRAME = encode(': ping\n\n');

export function createLiveHub(deps: {
  source: NotificationSource;
  /** The public state of a room or auction (null when it does not exist). */
  readPublic: (topic: PublicTopic) => Promise<unknown | null>;
  log: Logger;
  limits?: Partial<LiveLimits>;
  /** Told of every public change before it is read (the public-state cache, services/public-state-cache.ts). */
  changes?: { changed: (topic: PublicTopic) => void; resynced: () => void; unfollowed: () => void };
}) {
  const limits = { ...LIVE_LIMITS, ...deps.limits };
  const replay = createReplayLog(limits.replayFrames);

  type Watcher = Delivery & { userId: number; topics: string[]; stillValid: () => Promise<boolean> };
  type TopicState = { topic: PublicTopic; watchers: Set<Watcher>; frame: Frame | null; reading: boolean; again: boolean };
  const topics = new Map<string, TopicState>();
  const byUser = new Map<number, Set<Watcher>>();
  let watcherCount = 0;
  let dropped = 0;

  const { send, pump } = createSender(limits, () => (dropped += 1));

  async function refresh(state: TopicState) {
    if (state.reading) {
      state.again = true;
      return;
    }
    state.reading = true;
    try {
      do {
        state.again = false;
        const value = await deps.readPublic(state.topic);
        if (topics.get(topicKey(state.topic)) !== state) return; // nobody here watches it any more
        if (value === null) continue;
        state.frame = encode(`event: ${state.topic.k}\ndata: ${JSON.stringify(value)}\n\n`);
        for (const watcher of state.watchers) send(watcher, state.frame);
      } while (state.again);
    } catch (error) {
      deps.log.error(`[live] reading ${topicKey(state.topic)} failed`, error);
    } finally {
      state.reading = false;
    }
  }

  function deliver(event: LiveEvent) {
    if (event.k === 'user') {
      const frame = replay.userFrame(event.u, event.e, event.id);
      for (const watcher of byUser.get(event.u) ?? []) send(watcher, frame);
      return;
    }
    deps.changes?.changed(event);
    const state = topics.get(topicKey(event));
    if (state) void refresh(state);
  }

  /** After the LISTEN connection came back: notices of the gap are lost, so everything is re-sent. */
  function resync() {
    deps.changes?.resynced();
    for (const state of topics.values()) void refresh(state);
    for (const [userId, watchers] of byUser) {
      const frame = replay.userFrame(userId, 'balance');
      for (const watcher of watchers) send(watcher, frame);
    }
  }

  let listening: Promise<() => Promise<void>> | null = null;
  function ensureListening() {
    listening ??= deps.source(EVENTS_CHANNEL, {
      onNotification: (payload) => {
        const event = parseEvent(payload);
        if (event) deliver(event);
      },
      onResync: resync,
    });
    listening.catch(() => (listening = null)); // the next stream tries again
    return listening;
  }

  /**
   * A session revoked or expired meanwhile ends its streams (private notices stop with them). One
   * check at a time, so a crowd's checks never take the pool from the requests.
   */
  let checking = false;
  async function recheckSessions() {
    if (checking) return;
    checking = true;
    try {
      for (const watchers of [...byUser.values()]) {
        for (const watcher of [...watchers]) {
          if (watcher.isOpen && !(await watcher.stillValid().catch(() => true))) watcher.finish(false);
        }
      }
    } finally {
      checking = false;
    }
  }

  const heartbeat = setInterval(() => {
    for (const watchers of byUser.values()) for (const watcher of watchers) send(watcher, HEARTBEAT_FRAME);
    void recheckSessions();
  }, limits.heartbeatMs);
  heartbeat.unref();

  return {
    /**
     * Opens a watcher for `userId` over the given rooms and auctions: hello, the missed private
     * notices or a snapshot, then live frames. Refuses (10429) beyond maxStreamsPerUser.
     */
    async open(input: { userId: number; topics: PublicTopic[]; lastEventId: string | null; stillValid: () => Promise<boolean> }): Promise<LiveWatcher> {
      await ensureListening();
      const mine = byUser.get(input.userId) ?? new Set<Watcher>();
      if (mine.size >= limits.maxStreamsPerUser) throw new AppError(ErrorCode.RATE_LIMITED, 'too_many_streams', { count: limits.maxStreamsPerUser });

      let resolveClosed!: () => void;
      const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
      const keys = [...new Set(input.topics.map(topicKey))];
      const watcher: Watcher = {
        userId: input.userId,
        topics: keys,
        queue: [],
        sink: null,
        pumping: false,
        isOpen: true,
        stillValid: input.stillValid,
        finish(wasDropped) {
          if (!watcher.isOpen) return;
          watcher.isOpen = false;
          watcher.queue.length = 0;
          watcherCount -= 1;
          mine.delete(watcher);
          if (mine.size === 0) byUser.delete(input.userId);
          for (const key of keys) {
            const state = topics.get(key);
            state?.watchers.delete(watcher);
            if (state && state.watchers.size === 0) topics.delete(key);
          }
          watcher.sink?.end(wasDropped);
          resolveClosed();
        },
      };
      mine.add(watcher);
      byUser.set(input.userId, mine);
      watcherCount += 1;

      const missed = replay.missedSince(input.userId, input.lastEventId);
      send(watcher, replay.helloFrame(input.userId, missed !== null));
      for (const frame of missed ?? []) send(watcher, frame);
      for (const key of keys) {
        let state = topics.get(key);
        if (!state) {
          state = { topic: input.topics.find((topic) => topicKey(topic) === key)!, watchers: new Set(), frame: null, reading: false, again: false };
          topics.set(key, state);
        }
        state.watchers.add(watcher);
        if (state.frame) send(watcher, state.frame);
        else void refresh(state);
      }
      return {
        attach(sink) {
          watcher.sink = sink;
          if (!watcher.isOpen) sink.end(false);
          else void pump(watcher);
        },
        close: () => watcher.finish(false),
        closed,
      };
    },

    /** Follows the change notices without a stream (the public-state cache); resolves once listening. */
    follow: () => ensureListening(),

    /** What is connected here (tests, and the logs). */
    stats: () => ({ streams: watcherCount, topics: topics.size, dropped, listening: listening !== null }),

    async stop() {
      clearInterval(heartbeat);
      deps.changes?.unfollowed();
      for (const watchers of [...byUser.values()]) for (const watcher of [...watchers]) watcher.finish(false);
      const stopListening = await listening?.catch(() => null);
      listening = null;
      await stopListening?.();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
