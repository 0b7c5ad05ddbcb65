import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { BID_STATES } from '../../shared/contract/games';
import type { AutoBid } from '../../shared/contract/shapes';
import type { AppDatabase } from '../platform/db/client';
import { autoBids, balances, bidMembers, bidRooms, type AutoBidRow } from '../platform/db/schema';
import { add, compare, formatDecimal } from '../platform/decimal';
import { AppError, ErrorCode } from '../platform/errors';
import type { ServiceContext } from '../platform/services-context';
import type { SettingsService } from '../platform/settings';
import type { UserService } from '../auth/users';
import { AUTO_BID_STOP_REASONS, autoBidStep, type AutoBidStopReason } from './auto-bid-rules';
import { assertBidRoomOpen, placeBid } from './flash-bid';
import { publishEvent } from '../live/events';
import { nextBid } from './game-rules';

/**
 * Flash Bid's auto-bid: a bidder sets a maximum (with the PIN, which is not kept); when someone
 * outbids them, the game clock bids the next amount for them after a person's delay, through the same
 * placeBid as a tap (the KinBo hold, the release of the previous hold, the anti-sniping extension, the
 * live event and the outbid notice). Locks are taken room first, then auto-bid rows, as placeBid does.
 */

const isReason = (value: string | null): value is AutoBidStopReason => value !== null && (AUTO_BID_STOP_REASONS as readonly string[]).includes(value);

export function autoBidView(row: AutoBidRow): AutoBid {
  return { id: row.bidRoomId, max: formatDecimal(row.max), active: row.active ? 1 : 0, reason: row.active ? null : isReason(row.stopReason) ? row.stopReason : 'ended' };
}

async function kinboOf(tx: AppDatabase, userId: number): Promise<string> {
  const [row] = await tx.select({ kinbo: balances.kinbo }).from(balances).where(eq(balances.userId, userId)).limit(1);
  return formatDecimal(row?.kinbo ?? '0');
}

/** Stops one auto-bid; the room's watchers hear of it (its owner's screen reads it again). */
async function stop(tx: AppDatabase, auto: AutoBidRow, reason: AutoBidStopReason, at: Date): Promise<void> {
  await tx.update(autoBids).set({ active: false, stopReason: reason, dueAt: null, updatedAt: at }).where(eq(autoBids.id, auto.id));
  await publishEvent(tx, { k: 'bid', id: auto.bidRoomId });
}

/**
 * One due auto-bid, for the game clock: its auction row is claimed with FOR UPDATE SKIP LOCKED (a
 * room another process or a tap holds is left to the next pass), the auto-bid row is read again under
 * that lock and must still be due, so two clocks never answer one outbid twice.
 */
export async function runDueAutoBid(tx: AppDatabase, at: Date, step: string): Promise<boolean> {
  const [due] = await tx
    .select({ id: autoBids.id, roomId: autoBids.bidRoomId })
    .from(autoBids)
    .innerJoin(bidRooms, eq(bidRooms.id, autoBids.bidRoomId))
    .where(and(eq(autoBids.active, true), lte(autoBids.dueAt, at)))
    .orderBy(asc(autoBids.dueAt))
    .limit(1)
    .for('update', { of: bidRooms, skipLocked: true });
  if (!due) return false;
  const [auto] = await tx.select().from(autoBids).where(eq(autoBids.id, due.id)).for('update');
  const [room] = await tx.select().from(bidRooms).where(eq(bidRooms.id, due.roomId));
  if (!auto || !room || !auto.active || auto.dueAt === null || auto.dueAt > at) return true;
  const decision = autoBidStep(
    { open: room.state === BID_STATES.open && at >= room.startTime, endTime: room.endTime, highestUserId: room.highestUserId, kinbo: formatDecimal(room.kinbo) },
    { userId: auto.userId, max: formatDecimal(auto.max) },
    { step, kinboBalance: await kinboOf(tx, auto.userId), at },
  );
  if (decision.kind === 'stop') await stop(tx, auto, decision.reason, at);
  else if (decision.kind === 'wait') await tx.update(autoBids).set({ dueAt: null, updatedAt: at }).where(eq(autoBids.id, auto.id));
  else {
    try {
      // A savepoint: a refusal the checks above did not foresee stops the auto-bid, and the pass goes on.
      await tx.transaction((inner) => placeBid(inner, auto.userId, room.id, step, at, decision.amount));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await stop(tx, auto, error.code === ErrorCode.INSUFFICIENT_BALANCE ? 'balance' : 'ended', at);
    }
  }
  return true;
}

export function createAutoBidService(ctx: ServiceContext, deps: { users: UserService; settings: SettingsService }) {
  const { db, now } = ctx;

  /** What the app can tell before the PIN: an open auction the caller is in, a maximum and KinBo that reach the next bid. */
  async function precheck(userId: number, roomId: number, max: string, step: string): Promise<void> {
    const at = now();
    const [room] = await db.select().from(bidRooms).where(eq(bidRooms.id, roomId)).limit(1);
    if (!room) throw new AppError(ErrorCode.GAME_NOT_FOUND, 'bid_room_not_found');
    assertBidRoomOpen(room, at);
    const [member] = await db
      .select({ held: bidMembers.held })
      .from(bidMembers)
      .where(and(eq(bidMembers.bidRoomId, roomId), eq(bidMembers.userId, userId)))
      .limit(1);
    if (!member) throw new AppError(ErrorCode.BID_NOT_MEMBER, 'bid_not_member');
    const next = nextBid(formatDecimal(room.kinbo), step);
    if (compare(max, next) < 0) throw new AppError(ErrorCode.AMOUNT_TOO_SMALL, 'auto_bid_max_low', { amount: next });
    // The highest bidder's own hold comes back to them when they are outbid: it counts.
    const reach = add(await kinboOf(db, userId), room.highestUserId === userId ? formatDecimal(member.held) : '0');
    if (compare(reach, next) < 0) throw new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'auto_bid_kinbo_short', { amount: next });
  }

  async function read(userId: number, roomId: number): Promise<AutoBidRow | null> {
    const [row] = await db
      .select()
      .from(autoBids)
      .where(and(eq(autoBids.bidRoomId, roomId), eq(autoBids.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  return {
    /** bid/autoBid: the checks, the PIN, then one row per (auction, user); setting again changes the maximum. */
    async set(userId: number, roomId: number, max: string, pinMd5: string): Promise<AutoBid> {
      const { bid_step_kinbo: step } = await deps.settings.getMainConfig();
      await precheck(userId, roomId, max, step);
      await deps.users.verifyPayPassword(userId, pinMd5);
      const row = await db.transaction(async (tx) => {
        const at = now();
        const [room] = await tx.select().from(bidRooms).where(eq(bidRooms.id, roomId)).for('update');
        if (!room) throw new AppError(ErrorCode.GAME_CLOSED, 'bid_room_ended');
        assertBidRoomOpen(room, at);
        // Not the highest: it answers on the clock's next pass.
        const dueAt = room.highestUserId === userId ? null : at;
        const [saved] = await tx
          .insert(autoBids)
          .values({ bidRoomId: roomId, userId, max, dueAt, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({ target: [autoBids.bidRoomId, autoBids.userId], set: { max, active: true, stopReason: null, dueAt, updatedAt: at } })
          .returning();
        return saved!;
      });
      return autoBidView(row);
    },

    /** bid/autoBidCancel: stops it (no PIN: it only stops spending). */
    async cancel(userId: number, roomId: number): Promise<AutoBid | null> {
      const at = now();
      await db
        .update(autoBids)
        .set({ active: false, stopReason: 'cancelled', dueAt: null, updatedAt: at })
        .where(and(eq(autoBids.bidRoomId, roomId), eq(autoBids.userId, userId), eq(autoBids.active, true)));
      const row = await read(userId, roomId);
      return row ? autoBidView(row) : null;
    },

    /** bid/autoBidInfo: the caller's own, or null. */
    async info(userId: number, roomId: number): Promise<AutoBid | null> {
      const row = await read(userId, roomId);
      return row ? autoBidView(row) : null;
    },

    /** How many auto-bids are running now (tests, the soak). */
    async activeCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(autoBids)
        .where(eq(autoBids.active, true));
      return Number(row?.n ?? 0);
    },
  };
}

export type AutoBidService = ReturnType<typeof createAutoBidService>;
