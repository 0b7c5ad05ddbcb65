import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { BID_STATES } from '../../shared/contract/games';
import type { BiddingRoom, BiddingRoomCard, BiddingRoomPage } from '../../shared/contract/shapes';
import type { AppDatabase } from '../platform/db/client';
import { violatedUniqueConstraint } from '../platform/db/errors';
import { bidMembers, bidRooms, bids, type BidRoomRow } from '../platform/db/schema';
import { compare, formatDecimal } from '../platform/decimal';
import { AppError, ErrorCode } from '../platform/errors';
import type { ServiceContext } from '../platform/services-context';
import { publishEvent } from '../live/events';
import { unixSeconds } from './flash-deal';
import { BID_EXTENSION_SECONDS, BID_EXTEND_WINDOW_SECONDS, bidJoinPostings, bidPostings, endAfterBid, nextBid } from './game-rules';
import { postEntries } from '../platform/ledger';
import { scheduleAutoBids } from './auto-bid-schedule';
import { asSeenBy, prepareBidRoomView, publicBidRoom, type PublicBidRoom } from './bid-room-view';
import type { PublicStateCache } from '../live/public-state-cache';
import { formatUtc } from '../reports/report-format';
import { MAIN_CONFIG_DEFAULTS, type SettingsService } from '../platform/settings';
import type { UserService } from '../auth/users';

/** New auction (from a schedule, or the demo seed). */
export async function insertBidRoom(
  tx: AppDatabase,
  input: { scheduleId?: number | null; name: string; image: string; usdt: string; maxCount: number; startTime: Date; endTime: Date },
  at: Date,
): Promise<BidRoomRow> {
  const [room] = await tx
    .insert(bidRooms)
    .values({
      scheduleId: input.scheduleId ?? null,
      name: input.name,
      image: input.image,
      usdt: input.usdt,
      maxCount: input.maxCount,
      startTime: input.startTime,
      endTime: input.endTime,
      createdAt: at,
    })
    .returning();
  if (!room) throw new Error('insert into bid_rooms returned no row');
  return room;
}

/** Refuses an auction that is not taking bids at `at`: finished, not started, or past its end. */
export function assertBidRoomOpen(room: BidRoomRow, at: Date): void {
  if (room.state !== BID_STATES.open || at >= room.endTime || at < room.startTime) throw new AppError(ErrorCode.GAME_CLOSED, 'bid_room_ended');
}

async function lockOpenRoom(tx: AppDatabase, roomId: number, at: Date): Promise<BidRoomRow> {
  const [room] = await tx.select().from(bidRooms).where(eq(bidRooms.id, roomId)).for('update');
  if (!room) throw new AppError(ErrorCode.GAME_NOT_FOUND, 'bid_room_not_found');
  assertBidRoomOpen(room, at);
  return room;
}

/** Joins an auction inside the caller's transaction: one Ticket. */
export async function joinBidRoom(tx: AppDatabase, userId: number, roomId: number, at: Date): Promise<void> {
  const room = await lockOpenRoom(tx, roomId, at);
  const [mine] = await tx
    .select({ roomId: bidMembers.bidRoomId })
    .from(bidMembers)
    .where(and(eq(bidMembers.userId, userId), sql`(${bidMembers.bidRoomId} = ${roomId} or ${bidMembers.active})`))
    .limit(1);
  if (mine?.roomId === roomId) throw new AppError(ErrorCode.GAME_ALREADY_MEMBER, 'bid_already_member');
  if (mine) throw new AppError(ErrorCode.GAME_ONE_AT_A_TIME, 'bid_one_room');
  if (room.memberCount >= room.maxCount) throw new AppError(ErrorCode.GAME_FULL, 'bid_room_full');
  await postEntries(tx, bidJoinPostings({ userId, roomId }), at);
  await tx.insert(bidMembers).values({ bidRoomId: roomId, userId, createdAt: at });
  await tx
    .update(bidRooms)
    .set({ memberCount: room.memberCount + 1 })
    .where(eq(bidRooms.id, roomId));
  await publishEvent(tx, { k: 'bid', id: roomId });
}

/**
 * Places the next bid inside the caller's transaction: the highest plus the step, held in KinBo;
 * the previous highest bidder's hold is released; a bid in the last 10 s extends the end by 10 s.
 * `confirmed` is the amount the user saw: when the next bid is another amount nothing is taken and
 * the refusal carries the new amount, read under the room's lock.
 */
export async function placeBid(tx: AppDatabase, userId: number, roomId: number, step: string, at: Date, confirmed?: string): Promise<void> {
  const room = await lockOpenRoom(tx, roomId, at);
  const [member] = await tx
    .select()
    .from(bidMembers)
    .where(and(eq(bidMembers.bidRoomId, roomId), eq(bidMembers.userId, userId)))
    .limit(1);
  if (!member) throw new AppError(ErrorCode.BID_NOT_MEMBER, 'bid_not_member');
  if (room.highestUserId === userId) throw new AppError(ErrorCode.BID_ALREADY_HIGHEST, 'bid_already_highest');

  const amount = nextBid(formatDecimal(room.kinbo), step);
  if (confirmed !== undefined && compare(confirmed, amount) !== 0)
    throw new AppError(ErrorCode.BID_PRICE_MOVED, 'bid_price_moved', { amount }, { amount, kinbo: formatDecimal(room.kinbo) });
  const [previous] =
    room.highestUserId === null
      ? []
      : await tx
          .select({ id: bidMembers.id, userId: bidMembers.userId, held: bidMembers.held })
          .from(bidMembers)
          .where(and(eq(bidMembers.bidRoomId, roomId), eq(bidMembers.userId, room.highestUserId)))
          .limit(1);
  await postEntries(tx, bidPostings({ roomId, userId, amount, previous: previous ? { userId: previous.userId, held: formatDecimal(previous.held) } : null }), at);
  if (previous) await tx.update(bidMembers).set({ held: '0' }).where(eq(bidMembers.id, previous.id));
  await tx.update(bidMembers).set({ kinbo: amount, held: amount, lastBidAt: at }).where(eq(bidMembers.id, member.id));
  const endTime = endAfterBid(room.endTime, at);
  const extended = endTime.getTime() !== room.endTime.getTime();
  await tx
    .update(bidRooms)
    .set({ kinbo: amount, highestUserId: userId, endTime, extensions: extended ? room.extensions + 1 : room.extensions })
    .where(eq(bidRooms.id, roomId));
  await tx.insert(bids).values({ bidRoomId: roomId, userId, amount, endTimeAfter: endTime, createdAt: at });
  await scheduleAutoBids(tx, { roomId, bidderId: userId, amount, step, endTime, at });
  await publishEvent(tx, { k: 'bid', id: roomId });
  if (previous) await publishEvent(tx, { k: 'user', u: previous.userId, e: 'outbid', id: roomId });
}

/** No user has id 0: the public view of a room is the view of this user. */
export const NOBODY = 0;

/** Open auctions first (ending soonest first), then finished ones (newest first). */
const listOrder = [asc(bidRooms.state), sql`case when ${bidRooms.state} = 0 then ${bidRooms.endTime} end asc`, desc(bidRooms.id)];

export function createFlashBidService(ctx: ServiceContext, deps: { users: UserService; settings: SettingsService; publicState?: PublicStateCache }) {
  const { db, now } = ctx;

  function summary(room: BidRoomRow, userId: number, isMember: boolean, step: string): BiddingRoomCard {
    const kinbo = formatDecimal(room.kinbo);
    return {
      id: room.id,
      name: room.name,
      image: room.image,
      state: room.state,
      usdt: formatDecimal(room.usdt),
      kinbo,
      member_count: room.memberCount,
      max_count: room.maxCount,
      start_time: unixSeconds(room.startTime)!,
      end_time: unixSeconds(room.endTime)!,
      created_at: formatUtc(room.createdAt),
      is_room: isMember ? 1 : 0,
      step,
      next_bid: nextBid(kinbo, step),
      highest_user_id: room.highestUserId,
      winner_user_id: room.winnerUserId,
      extensions: room.extensions,
      extend_window: BID_EXTEND_WINDOW_SECONDS,
      extend_seconds: BID_EXTENSION_SECONDS,
    };
  }

  // bid/info is what a phone in an auction polls, and what the live stream reads once per bid: ONE
  // statement (a named prepared statement on PostgreSQL, built on first use so building the services
  // touches no database) reads the room, its members, its newest bids and the bid step together, so
  // they come from one snapshot, in one round trip. The answer is the same for every caller but for
  // their own e-mail and `is_room`, so it is read as nobody sees it and shared through the
  // public-state cache (invalidated by the change notices), then made the caller's.
  let statement: ReturnType<typeof prepareBidRoomView> | null = null;

  async function readPublic(roomId: number): Promise<PublicBidRoom> {
    const [row] = await (statement ??= prepareBidRoomView(db)).execute({ roomId });
    if (!row) throw new AppError(ErrorCode.GAME_NOT_FOUND, 'bid_room_not_found');
    const step = row.step ?? MAIN_CONFIG_DEFAULTS.bid_step_kinbo;
    return publicBidRoom(summary(row.room, NOBODY, false, step), row.members, row.history);
  }

  async function detail(roomId: number, userId: number): Promise<BiddingRoom> {
    const topic = { k: 'bid', id: roomId } as const;
    return asSeenBy(await (deps.publicState ? deps.publicState.get(topic, () => readPublic(roomId)) : readPublic(roomId)), userId);
  }

  /** After this process's own commit: the next read is fresh, whenever the notice comes back. */
  const changed = (roomId: number) => deps.publicState?.changed({ k: 'bid', id: roomId });

  function mapRace(error: unknown): never {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'bid_members_one_active_room') throw new AppError(ErrorCode.GAME_ONE_AT_A_TIME, 'bid_one_room');
    if (constraint === 'bid_members_room_user_unique') throw new AppError(ErrorCode.GAME_ALREADY_MEMBER, 'bid_already_member');
    throw error;
  }

  return {
    /** bid/list. */
    async list(userId: number, page: number, limit: number): Promise<BiddingRoomPage> {
      const [rows, [total], config] = await Promise.all([
        db
          .select()
          .from(bidRooms)
          .orderBy(...listOrder)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(bidRooms),
        deps.settings.getMainConfig(),
      ]);
      const ids = rows.map((r) => r.id);
      const mine = ids.length
        ? await db
            .select({ roomId: bidMembers.bidRoomId })
            .from(bidMembers)
            .where(and(eq(bidMembers.userId, userId), inArray(bidMembers.bidRoomId, ids)))
        : [];
      const joined = new Set(mine.map((m) => m.roomId));
      return { list: rows.map((room) => summary(room, userId, joined.has(room.id), config.bid_step_kinbo)), total: Number(total?.value ?? 0) };
    },

    /** bid/info. */
    info(userId: number, roomId: number): Promise<BiddingRoom> {
      return detail(roomId, userId);
    },

    /** bid/info as nobody in particular sees it (every e-mail masked, is_room 0): what live streams share. */
    publicInfo(roomId: number): Promise<BiddingRoom> {
      return detail(roomId, NOBODY);
    },

    /** bid/addBidRoom: one Ticket; one open auction per user. */
    async join(userId: number, roomId: number): Promise<BiddingRoom> {
      try {
        await db.transaction((tx) => joinBidRoom(tx, userId, roomId, now()));
      } catch (error) {
        mapRace(error);
      }
      changed(roomId);
      return detail(roomId, userId);
    },

    /** bid/bidding: PIN, then the next bid (refused when it is not `confirmed`, the amount the user saw). */
    async bid(userId: number, roomId: number, pinMd5: string, confirmed?: string): Promise<BiddingRoom> {
      await deps.users.verifyPayPassword(userId, pinMd5);
      const { bid_step_kinbo: step } = await deps.settings.getMainConfig();
      await db.transaction((tx) => placeBid(tx, userId, roomId, step, now(), confirmed));
      changed(roomId);
      return detail(roomId, userId);
    },
  };
}

export type FlashBidService = ReturnType<typeof createFlashBidService>;
