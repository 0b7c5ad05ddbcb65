import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { pushSubscriptions } from '../platform/db/schema';
import { invalidInput } from '../platform/errors';
import type { Lang } from '../platform/messages';
import type { ServiceContext } from '../platform/services-context';

/** Devices one user keeps subscribed; a newer one pushes the oldest out. */
export const MAX_PUSH_DEVICES = 10;

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

const unpadded = (value: string) => value.replace(/=+$/, '');

/**
 * Checks what the request schema cannot know: plain http only in local mode (the tests' receiver),
 * and a p256dh that is a real uncompressed P-256 point (0x04 then X and Y), not just 65 bytes.
 */
function checkSubscription(input: NewPushSubscription, localMode: boolean): void {
  if (new URL(input.endpoint).protocol !== 'https:' && !localMode) throw invalidInput('push_endpoint_insecure');
  const point = Buffer.from(unpadded(input.keys.p256dh), 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw invalidInput('push_keys_invalid');
}

/** The push_subscriptions table: every write is scoped to the caller; an endpoint is one row. */
export function createPushSubscriptions(ctx: ServiceContext) {
  const { db, now, config } = ctx;

  async function subscribe(userId: number, input: NewPushSubscription, lang: Lang): Promise<null> {
    checkSubscription(input, config.localMode);
    const row = { userId, endpoint: input.endpoint, p256dh: unpadded(input.keys.p256dh), auth: unpadded(input.keys.auth), lang };
    await db.transaction(async (tx) => {
      await tx
        .insert(pushSubscriptions)
        .values({ ...row, createdAt: now() })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
      const keep = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(MAX_PUSH_DEVICES);
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
    });
    return null;
  }

  async function unsubscribe(userId: number, endpoint: string): Promise<null> {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    return null;
  }

  const ofUser = (userId: number) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  /** Forgets subscriptions the push service says are gone (404/410). */
  async function remove(ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
  }

  return { subscribe, unsubscribe, ofUser, remove };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
