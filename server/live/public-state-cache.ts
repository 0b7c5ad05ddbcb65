import type { PublicTopic } from './live-hub';

/**
 * A short-lived cache of the PUBLIC state of rooms and auctions (what every member and every stream
 * sees alike: never a balance, never anything private), so a crowd polling one auction costs one
 * database read per change instead of one per request.
 *
 * It is trusted only while this process follows the change notices (the live hub's LISTEN on the
 * events channel, services/events.ts): every change to a room or auction publishes a notice in its
 * transaction, delivered at commit to every process, and each notice drops the entry here. Until the
 * process follows them (and after it stops), every read goes to the database.
 *
 * - A read that started before a notice never fills the cache after it: the notice removes the entry
 *   the read belongs to, so its result is handed to its own callers only.
 * - Concurrent reads of one topic share one database read (made after the last notice).
 * - Entries live at most `ttlMs` from the start of their read. That bounds what no notice announces
 *   (a setting an operator changed by hand) and the gap while a lost LISTEN connection reconnects
 *   (`resynced` then drops everything).
 * - This process's own writes drop their entry at commit (`changed`), before the answer is built,
 *   without waiting for their notice to come back.
 */
export const PUBLIC_STATE_TTL_MS = 1000;
/** Entries kept at most (the oldest goes first): one per room or auction being watched. */
export const PUBLIC_STATE_MAX_ENTRIES = 1000;

type Entry = { value: Promise<unknown>; expiresAt: number };

export function createPublicStateCache(options: { ttlMs?: number; maxEntries?: number; clock?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? PUBLIC_STATE_TTL_MS;
  const maxEntries = options.maxEntries ?? PUBLIC_STATE_MAX_ENTRIES;
  const clock = options.clock ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  let follow: (() => Promise<unknown>) | null = null;
  let following: 'no' | 'starting' | 'yes' = 'no';
  let hits = 0;
  let reads = 0;

  const keyOf = (topic: PublicTopic) => `${topic.k}:${topic.id}`;

  /** Starts following the notices on first use (the live hub's LISTEN); reads go direct until then. */
  function startFollowing() {
    if (following !== 'no' || !follow) return;
    following = 'starting';
    follow().then(
      () => {
        if (following === 'starting') following = 'yes';
      },
      () => {
        following = 'no';
      },
    );
  }

  function load<T>(key: string, read: () => Promise<T>): Promise<T> {
    reads += 1;
    const entry: Entry = { value: read(), expiresAt: clock() + ttlMs };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    // A failed read (a missing auction, a lost connection) is not kept.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  return {
    /** The public state of `topic`: from the cache while it is trusted and fresh, else read by `read`. */
    get<T>(topic: PublicTopic, read: () => Promise<T>): Promise<T> {
      if (following !== 'yes') {
        startFollowing();
        reads += 1;
        return read();
      }
      const key = keyOf(topic);
      const entry = entries.get(key);
      if (entry && entry.expiresAt > clock()) {
        hits += 1;
        return entry.value as Promise<T>;
      }
      return load(key, read);
    },

    /** `start` begins following the change notices (resolves once they are followed). */
    followWith(start: () => Promise<unknown>) {
      follow = start;
    },

    /** A notice, or this process's own commit: the topic changed. */
    changed(topic: PublicTopic) {
      entries.delete(keyOf(topic));
    },

    /** The notices were interrupted (a LISTEN connection came back): anything may have changed. */
    resynced() {
      entries.clear();
    },

    /** The notices are no longer followed (the hub stopped): nothing is trusted any more. */
    unfollowed() {
      following = 'no';
      follow = null;
      entries.clear();
    },

    stats: () => ({ following: following === 'yes', entries: entries.size, hits, reads }),
  };
}

export type PublicStateCache = ReturnType<typeof createPublicStateCache>;
