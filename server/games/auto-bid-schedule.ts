import { and, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';
import { autoBids } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import { autoBidDueAt, canAnswer } from './auto-bid-rules';

/**
 * After a bid, inside its transaction and under the room's lock: the bidder's own auto-bid waits (it
 * is the highest), and every other active auto-bid of the room answers after the delay, or stops at
 * its maximum when the next amount is above it. Every bid restarts the others' delay, so two
 * auto-bidders alternate at that pace instead of racing each other up to the lower maximum.
 */
export async function scheduleAutoBids(tx: AppDatabase, input: { roomId: number; bidderId: number; amount: string; step: string; endTime: Date; at: Date }): Promise<void> {
  const { roomId, bidderId, at } = input;
  const inRoom = and(eq(autoBids.bidRoomId, roomId), eq(autoBids.active, true));
  await tx
    .update(autoBids)
    .set({ dueAt: null, updatedAt: at })
    .where(and(inRoom, eq(autoBids.userId, bidderId)));
  const others = await tx
    .select({ id: autoBids.id, max: autoBids.max })
    .from(autoBids)
    .where(and(inRoom, ne(autoBids.userId, bidderId)))
    .for('update');
  const dueAt = autoBidDueAt(at, input.endTime);
  for (const other of others) {
    const answers = canAnswer(input.amount, input.step, formatDecimal(other.max));
    await tx
      .update(autoBids)
      .set(answers ? { dueAt, updatedAt: at } : { active: false, stopReason: 'max', dueAt: null, updatedAt: at })
      .where(eq(autoBids.id, other.id));
  }
}

/** The auction ended: its auto-bids stop. */
export async function stopRoomAutoBids(tx: AppDatabase, roomId: number, at: Date): Promise<void> {
  await tx
    .update(autoBids)
    .set({ active: false, stopReason: 'ended', dueAt: null, updatedAt: at })
    .where(and(eq(autoBids.bidRoomId, roomId), eq(autoBids.active, true)));
}
