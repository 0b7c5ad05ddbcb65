import type { NotificationSource } from '../platform/db/client';
import type { AppDatabase } from '../platform/db/client';
import type { Logger } from '../platform/services-context';
import { EVENTS_CHANNEL, parseEvent, type LiveEvent } from '../live/events';
import { noticesFor } from './producer';
import type { NoticeStore } from './store';

/** Distinct notices waiting to be turned into entries; beyond it new ones are dropped (and counted). */
export const MAX_PENDING_NOTICES = 10_000;

/**
 * Turns the change notices of the events channel (live/events.ts: the live stream's own source) into
 * inbox entries, one notice at a time, after the change committed. Identical notices waiting together
 * are read once (a storm of bids on one auction costs one read per distinct notice). A notice lost
 * while the LISTEN connection was down makes no entry; the sweep job covers the kinds it can find
 * from the tables. Several processes each follow the channel: the unique key keeps one row.
 */
export function createNoticeFollower(deps: { source: NotificationSource; db: AppDatabase; store: NoticeStore; log: Logger; maxPending?: number }) {
  const maxPending = deps.maxPending ?? MAX_PENDING_NOTICES;
  // A user's own notices (an outbid) go before the public ones (a room's joins), each in arrival order.
  const pending = { user: new Map<string, LiveEvent>(), public: new Map<string, LiveEvent>() };
  const size = () => pending.user.size + pending.public.size;
  let draining: Promise<void> | null = null;
  let dropped = 0;
  let stopListening: (() => Promise<void>) | null = null;

  async function drain() {
    while (size() > 0) {
      const queue = pending.user.size > 0 ? pending.user : pending.public;
      const [key, event] = queue.entries().next().value as [string, LiveEvent];
      queue.delete(key);
      try {
        await deps.store.add(await noticesFor(deps.db, event));
      } catch (error) {
        deps.log.error(`[notices] ${key} failed`, error);
      }
    }
  }

  function take(event: LiveEvent) {
    if (event.k === 'bid' || (event.k === 'user' && (event.e === 'balance' || event.e === 'notice'))) return;
    const key = JSON.stringify(event);
    const queue = event.k === 'user' ? pending.user : pending.public;
    if (!queue.has(key)) {
      if (size() >= maxPending) {
        dropped += 1;
        return;
      }
      queue.set(key, event);
    }
    draining ??= drain().finally(() => (draining = null));
  }

  return {
    async start() {
      stopListening ??= await deps.source(EVENTS_CHANNEL, {
        onNotification: (payload) => {
          const event = parseEvent(payload);
          if (event) take(event);
        },
        onResync: () => undefined,
      });
    },
    /** Resolves once every notice received so far has been turned into entries (tests). */
    async idle() {
      while (draining) await draining;
    },
    stats: () => ({ pending: size(), dropped }),
    async stop() {
      const stop = stopListening;
      stopListening = null;
      await stop?.();
      await this.idle();
    },
  };
}

export type NoticeFollower = ReturnType<typeof createNoticeFollower>;
