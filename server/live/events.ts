import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';

/**
 * The ONE way a change announces itself to live streams (live/routes.ts, live/live-hub.ts).
 * An event is a small notice — what changed, never the new state — sent with `pg_notify` INSIDE the
 * transaction of the change: PostgreSQL (and PGlite, in its one process) delivers it at commit and
 * drops it on rollback, so no stream ever hears of a change before it is visible, nor of one that
 * never happened. Identical notices of one transaction are delivered once. Every process LISTENs on
 * the channel and reads the state it fans out to its own watchers (NOTIFY payloads stay far below
 * PostgreSQL's 8000-byte limit).
 */
export const EVENTS_CHANNEL = 'kinbo_events';

/**
 * Private notices to one user: what the app refreshes (balances, records) and may tell the user.
 * `withdrawal`: a payout's status moved (sending, sent, failed); its id is the withdrawal's.
 */
export const USER_EVENT_KINDS = ['balance', 'outbid', 'won', 'refunded', 'deposit', 'notice', 'tickets', 'sold', 'withdrawal'] as const;
export type UserEventKind = (typeof USER_EVENT_KINDS)[number];

/** `room` a Flash Deal room, `bid` a Flash Bid auction (public state); `user` one user's own notice. */
export type LiveEvent = { k: 'room'; id: number } | { k: 'bid'; id: number } | { k: 'user'; u: number; e: UserEventKind; id?: number };

/** Publishes inside the caller's transaction (delivered at its commit). */
export async function publishEvent(tx: AppDatabase, event: LiveEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Several notices in one statement (a settlement tells every member). */
export async function publishEvents(tx: AppDatabase, events: readonly LiveEvent[]): Promise<void> {
  for (const event of events) await publishEvent(tx, event);
}

const positiveId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A notice read back from the channel; anything else on it is ignored. */
export function parseEvent(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if ((event.k === 'room' || event.k === 'bid') && positiveId(event.id)) return { k: event.k, id: event.id };
  if (event.k === 'user' && positiveId(event.u) && USER_EVENT_KINDS.includes(event.e as UserEventKind)) {
    return { k: 'user', u: event.u, e: event.e as UserEventKind, ...(positiveId(event.id) ? { id: event.id } : {}) };
  }
  return null;
}
