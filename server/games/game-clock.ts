import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { drawWinnerIndex } from '../../shared/games/draw';
import type { AppDatabase } from '../platform/db/client';
import { bidMembers, bidRooms, gameSchedules, roomMembers, rooms, users } from '../platform/db/schema';
import { BID_STATES, ROOM_STATES } from '../../shared/contract/games';
import { formatDecimal } from '../platform/decimal';
import type { ServiceContext } from '../platform/services-context';
import { publishEvent, publishEvents } from '../live/events';
import { insertBidRoom } from './flash-bid';
import { runDueAutoBid } from './auto-bid';
import { stopRoomAutoBids } from './auto-bid-schedule';
import { insertDealRoom } from './flash-deal';
import { bidSettlementPostings, clockStep, dealDisbandPostings, dealSettlementPostings } from './game-rules';
import { postEntries } from '../platform/ledger';
import type { SettingsService } from '../platform/settings';
import { insertVoucher } from '../vouchers/vouchers';

/**
 * The game clock: moves rooms and auctions on from server time. Run it as often as you like, from
 * as many processes as you like: each step claims ONE row with `FOR UPDATE SKIP LOCKED`, re-checks
 * it is due, moves it and records the money in the same transaction. A row another process holds
 * is skipped (that process is moving it); a row already moved is no longer due. So every
 * transition happens exactly once, and a crash mid-way rolls back and is redone on the next run.
 */

export type ClockReport = { opened: number; disbanded: number; finished: number; autoBids: number; auctionsFinished: number };

/** Don't let one run hold the loop for ever when a backlog builds up; the next run continues. */
const MAX_STEPS_PER_KIND = 200;

export function createGameClock(ctx: ServiceContext, deps: { settings: SettingsService }) {
  const { db, now } = ctx;

  /** Repeats one claim-and-move transaction until nothing is due. */
  async function drain(step: (tx: AppDatabase, at: Date) => Promise<boolean>): Promise<number> {
    let moved = 0;
    while (moved < MAX_STEPS_PER_KIND) {
      const at = now();
      const did = await db.transaction((tx) => step(tx, at));
      if (!did) break;
      moved += 1;
    }
    return moved;
  }

  /** Opens the next room or auction of one due schedule; only the latest missed slot opens. */
  async function openScheduled(tx: AppDatabase, at: Date): Promise<boolean> {
    const [schedule] = await tx.select().from(gameSchedules).where(lte(gameSchedules.nextStartAt, at)).orderBy(asc(gameSchedules.nextStartAt)).limit(1).for('update', { skipLocked: true });
    if (!schedule) return false;
    const interval = schedule.intervalSeconds * 1000;
    const missed = Math.floor((at.getTime() - schedule.nextStartAt.getTime()) / interval);
    const startTime = new Date(schedule.nextStartAt.getTime() + missed * interval);
    const endTime = new Date(startTime.getTime() + schedule.durationSeconds * 1000);
    if (endTime > at) {
      const common = { scheduleId: schedule.id, name: schedule.name, image: schedule.image, maxCount: schedule.maxCount, startTime, endTime };
      if (schedule.kind === 'deal') {
        await insertDealRoom(tx, { ...common, price: formatDecimal(schedule.price), openCountDown: schedule.openCountDown }, at);
      } else {
        await insertBidRoom(tx, { ...common, usdt: formatDecimal(schedule.price) }, at);
      }
    }
    await tx
      .update(gameSchedules)
      .set({ nextStartAt: new Date(startTime.getTime() + interval) })
      .where(eq(gameSchedules.id, schedule.id));
    return true;
  }

  /** A waiting room past its end time: disbanded, every member refunded (Ticket and price). */
  async function disbandOne(tx: AppDatabase, at: Date): Promise<boolean> {
    const [room] = await tx
      .select()
      .from(rooms)
      .where(and(eq(rooms.state, ROOM_STATES.waiting), lte(rooms.endTime, at)))
      .orderBy(asc(rooms.endTime))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!room || clockStep(room, at) !== 'disband') return false;
    const members = await tx.select({ userId: roomMembers.userId }).from(roomMembers).where(eq(roomMembers.roomId, room.id)).orderBy(asc(roomMembers.joinOrder));
    await postEntries(tx, dealDisbandPostings({ roomId: room.id, price: formatDecimal(room.price), memberIds: members.map((m) => m.userId) }), at);
    await tx.update(roomMembers).set({ waiting: false }).where(eq(roomMembers.roomId, room.id));
    await tx.update(rooms).set({ state: ROOM_STATES.disbanded, finishedAt: at }).where(eq(rooms.id, room.id));
    await publishEvents(tx, [{ k: 'room', id: room.id }, ...members.map((m) => ({ k: 'user', u: m.userId, e: 'refunded', id: room.id }) as const)]);
    return true;
  }

  /** A drawing room whose countdown is over: the provably fair draw and the settlement. */
  async function finishOne(tx: AppDatabase, at: Date, rates: { notWinning: string; team: string }): Promise<boolean> {
    const [room] = await tx
      .select()
      .from(rooms)
      .where(and(eq(rooms.state, ROOM_STATES.drawing), lte(rooms.openAt, at)))
      .orderBy(asc(rooms.openAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!room || clockStep(room, at) !== 'draw') return false;
    const members = await tx
      .select({ userId: roomMembers.userId, nickname: users.nickname, referrerId: users.referrerId })
      .from(roomMembers)
      .innerJoin(users, eq(users.id, roomMembers.userId))
      .where(eq(roomMembers.roomId, room.id))
      .orderBy(asc(roomMembers.joinOrder));
    const winner =
      members[
        await drawWinnerIndex(
          room.seed,
          members.map((m) => m.userId),
        )
      ]!;
    await postEntries(
      tx,
      dealSettlementPostings({
        roomId: room.id,
        price: formatDecimal(room.price),
        members,
        winnerUserId: winner.userId,
        notWinningRate: rates.notWinning,
        teamRate: rates.team,
      }),
      at,
    );
    // The prize the winner's count was just credited for: the voucher they can list, sell or exchange.
    await insertVoucher(tx, { userId: winner.userId, price: formatDecimal(room.price) }, at);
    const others = members.filter((m) => m.userId !== winner.userId).map((m) => m.userId);
    await tx
      .update(roomMembers)
      .set({ isWinner: sql`case when ${roomMembers.userId} = ${winner.userId} then 1 else 0 end` })
      .where(eq(roomMembers.roomId, room.id));
    await tx
      .update(users)
      .set({ countWinner: sql`${users.countWinner} + 1` })
      .where(eq(users.id, winner.userId));
    if (others.length)
      await tx
        .update(users)
        .set({ countNotWinner: sql`${users.countNotWinner} + 1` })
        .where(inArray(users.id, others));
    await tx.update(rooms).set({ state: ROOM_STATES.finished, finishedAt: at, winnerUserId: winner.userId }).where(eq(rooms.id, room.id));
    // The others get their price back (and the not-winning reward): a refund, as the app tells it.
    await publishEvents(tx, [
      { k: 'room', id: room.id },
      { k: 'user', u: winner.userId, e: 'won', id: room.id },
      ...others.map((u) => ({ k: 'user', u, e: 'refunded', id: room.id }) as const),
    ]);
    return true;
  }

  /** An auction past its end: the highest bidder pays the held bid and receives the reward. */
  async function finishAuction(tx: AppDatabase, at: Date): Promise<boolean> {
    const [room] = await tx
      .select()
      .from(bidRooms)
      .where(and(eq(bidRooms.state, BID_STATES.open), lte(bidRooms.endTime, at)))
      .orderBy(asc(bidRooms.endTime))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!room) return false;
    if (room.highestUserId !== null) {
      await postEntries(tx, bidSettlementPostings({ roomId: room.id, winnerUserId: room.highestUserId, bid: formatDecimal(room.kinbo), reward: formatDecimal(room.usdt) }), at);
    }
    await tx.update(bidMembers).set({ active: false, held: '0' }).where(eq(bidMembers.bidRoomId, room.id));
    await stopRoomAutoBids(tx, room.id, at);
    await tx.update(bidRooms).set({ state: BID_STATES.finished, finishedAt: at, winnerUserId: room.highestUserId }).where(eq(bidRooms.id, room.id));
    await publishEvent(tx, { k: 'bid', id: room.id });
    if (room.highestUserId !== null) await publishEvent(tx, { k: 'user', u: room.highestUserId, e: 'won', id: room.id });
    return true;
  }

  return {
    /** One pass over everything due. */
    async runOnce(): Promise<ClockReport> {
      const config = await deps.settings.getMainConfig();
      const rates = { notWinning: config.chat_not_winning_rate, team: config.chat_team_rate };
      const disbanded = await drain(disbandOne);
      const finished = await drain((tx, at) => finishOne(tx, at, rates));
      // Outbid auto-bidders answer before the auctions due to end are closed: a due answer is always before the end.
      const autoBids = await drain((tx, at) => runDueAutoBid(tx, at, config.bid_step_kinbo));
      const auctionsFinished = await drain(finishAuction);
      const opened = await drain(openScheduled);
      return { opened, disbanded, finished, autoBids, auctionsFinished };
    },
  };
}

export type GameClock = ReturnType<typeof createGameClock>;
