import { and, asc, count, desc, eq, inArray, min, sql } from 'drizzle-orm';
import { ROOM_STATES } from '../../shared/contract/games';
import type { GroupRoom, GroupRoomCard, GroupRoomPage } from '../../shared/contract/shapes';
import { commitmentOf, newSeed } from '../../shared/games/draw';
import type { AppDatabase } from '../platform/db/client';
import { violatedUniqueConstraint } from '../platform/db/errors';
import { gameSchedules, roomMembers, rooms, users, type RoomRow } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import { AppError, ErrorCode } from '../platform/errors';
import type { ServiceContext } from '../platform/services-context';
import { publishEvent } from '../live/events';
import { afterJoin, dealJoinPostings, joinRefusal, percentOf } from './game-rules';
import { postEntries } from '../platform/ledger';
import { formatUtc, maskEmail } from '../reports/report-format';
import type { SettingsService } from '../platform/settings';
import type { UserService } from '../auth/users';

/** No user has id 0: the public view of a room is the view of this user. */
const NOBODY = 0;

/** At most this many member avatars travel with a room card (spec §2). */
export const ROOM_AVATARS = 6;

/** Unix seconds (what every game time field carries), or null. */
export const unixSeconds = (date: Date | null): number | null => (date ? Math.floor(date.getTime() / 1000) : null);

/** New waiting room (from a schedule, or the demo seed). The seed is secret until the draw. */
export async function insertDealRoom(
  tx: AppDatabase,
  input: { scheduleId?: number | null; name: string; image: string; price: string; maxCount: number; openCountDown: number; startTime: Date; endTime: Date },
  at: Date,
): Promise<RoomRow> {
  const seed = newSeed();
  const [room] = await tx
    .insert(rooms)
    .values({
      scheduleId: input.scheduleId ?? null,
      name: input.name,
      image: input.image,
      price: input.price,
      maxCount: input.maxCount,
      openCountDown: input.openCountDown,
      startTime: input.startTime,
      endTime: input.endTime,
      seed,
      commitment: await commitmentOf(seed),
      createdAt: at,
    })
    .returning();
  if (!room) throw new Error('insert into rooms returned no row');
  return room;
}

/** Joins a room inside the caller's transaction (the service and the demo seed share it). */
export async function joinDealRoom(tx: AppDatabase, userId: number, roomId: number, at: Date): Promise<void> {
  const [room] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).for('update');
  if (!room) throw new AppError(ErrorCode.GAME_NOT_FOUND, 'room_not_found');
  const [mine] = await tx
    .select({ roomId: roomMembers.roomId, waiting: roomMembers.waiting })
    .from(roomMembers)
    .where(and(eq(roomMembers.userId, userId), sql`(${roomMembers.roomId} = ${roomId} or ${roomMembers.waiting})`))
    .limit(1);
  if (mine?.roomId === roomId) throw new AppError(ErrorCode.GAME_ALREADY_MEMBER, 'room_already_member');
  const refusal = joinRefusal(room, at);
  if (refusal === 'room_full') throw new AppError(ErrorCode.GAME_FULL, refusal);
  if (refusal === 'room_not_open') throw new AppError(ErrorCode.GAME_CLOSED, refusal);
  if (mine) throw new AppError(ErrorCode.GAME_ONE_AT_A_TIME, 'room_one_waiting');

  await postEntries(tx, dealJoinPostings({ userId, roomId, price: formatDecimal(room.price) }), at);
  const next = afterJoin(room, at);
  await tx.insert(roomMembers).values({ roomId, userId, joinOrder: next.memberCount, createdAt: at });
  const full = next.state === ROOM_STATES.drawing;
  await tx
    .update(rooms)
    .set(next.state === ROOM_STATES.drawing ? { memberCount: next.memberCount, state: next.state, filledAt: at, openAt: next.openAt } : { memberCount: next.memberCount })
    .where(eq(rooms.id, roomId));
  // Once drawing, members are free to join another waiting room.
  if (full) await tx.update(roomMembers).set({ waiting: false }).where(eq(roomMembers.roomId, roomId));
  await publishEvent(tx, { k: 'room', id: roomId });
}

/** Orders cards: drawing and waiting rooms first (newest first), then finished and disbanded ones. */
const stateRank = sql`case ${rooms.state} when 1 then 0 when 0 then 1 else 2 end`;

export function createFlashDealService(ctx: ServiceContext, deps: { users: UserService; settings: SettingsService }) {
  const { db, now } = ctx;

  async function membersOf(roomIds: number[]) {
    if (roomIds.length === 0) return [];
    return db
      .select({
        roomId: roomMembers.roomId,
        userId: roomMembers.userId,
        joinOrder: roomMembers.joinOrder,
        isWinner: roomMembers.isWinner,
        createdAt: roomMembers.createdAt,
        avatar: users.avatar,
        nickname: users.nickname,
        email: users.email,
      })
      .from(roomMembers)
      .innerJoin(users, eq(users.id, roomMembers.userId))
      .where(inArray(roomMembers.roomId, roomIds))
      .orderBy(asc(roomMembers.roomId), asc(roomMembers.joinOrder));
  }

  function summary(room: RoomRow, members: Awaited<ReturnType<typeof membersOf>>, userId: number, rate: string): GroupRoomCard {
    const price = formatDecimal(room.price);
    return {
      id: room.id,
      name: room.name,
      image: room.image,
      price,
      state: room.state,
      member_count: room.memberCount,
      max_count: room.maxCount,
      chat_member_count: room.memberCount,
      chat_members: members.slice(0, ROOM_AVATARS).map((m) => ({ avatar: m.avatar })),
      open_count_down: room.openCountDown,
      start_time: unixSeconds(room.startTime)!,
      end_time: unixSeconds(room.endTime)!,
      open_time: unixSeconds(room.openAt),
      created_at: formatUtc(room.createdAt),
      is_room: members.some((m) => m.userId === userId) ? 1 : 0,
      not_winning_reward: percentOf(price, rate),
      winner_user_id: room.winnerUserId,
    };
  }

  async function detail(roomId: number, userId: number): Promise<GroupRoom> {
    const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId)).limit(1);
    if (!room) throw new AppError(ErrorCode.GAME_NOT_FOUND, 'room_not_found');
    const [members, config] = await Promise.all([membersOf([roomId]), deps.settings.getMainConfig()]);
    return {
      ...summary(room, members, userId, config.chat_not_winning_rate),
      members: members.map((m) => ({
        user_id: m.userId,
        avatar: m.avatar,
        nickname: m.nickname,
        email: m.userId === userId ? m.email : maskEmail(m.email),
        is_winner: m.isWinner === 1 ? 1 : 0,
        join_order: m.joinOrder,
        created_at: formatUtc(m.createdAt),
      })),
      commitment: room.commitment,
      seed: room.state === ROOM_STATES.finished ? room.seed : null,
    };
  }

  return {
    /** room/chatList: a page of rooms, and when the next scheduled room opens. */
    async list(userId: number, page: number, limit: number): Promise<GroupRoomPage> {
      const [rows, [total], [next], config] = await Promise.all([
        db
          .select()
          .from(rooms)
          .orderBy(stateRank, desc(rooms.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(rooms),
        db
          .select({ value: min(gameSchedules.nextStartAt) })
          .from(gameSchedules)
          .where(eq(gameSchedules.kind, 'deal')),
        deps.settings.getMainConfig(),
      ]);
      const members = await membersOf(rows.map((r) => r.id));
      return {
        list: rows.map((room) =>
          summary(
            room,
            members.filter((m) => m.roomId === room.id),
            userId,
            config.chat_not_winning_rate,
          ),
        ),
        total: Number(total?.value ?? 0),
        next_start_time: next?.value ? unixSeconds(new Date(next.value)) : null,
      };
    },

    /** room/chatInfo. */
    info(userId: number, roomId: number): Promise<GroupRoom> {
      return detail(roomId, userId);
    },

    /** chatInfo as nobody in particular sees it (every e-mail masked, is_room 0): what live streams share. */
    publicInfo(roomId: number): Promise<GroupRoom> {
      return detail(roomId, NOBODY);
    },

    /** room/addRoom: PIN, then one Ticket and the price held, in one transaction. */
    async join(userId: number, roomId: number, pinMd5: string): Promise<GroupRoom> {
      await deps.users.verifyPayPassword(userId, pinMd5);
      try {
        await db.transaction((tx) => joinDealRoom(tx, userId, roomId, now()));
      } catch (error) {
        // The unique indexes settle races the checks above cannot see (two joins at once).
        const constraint = violatedUniqueConstraint(error);
        if (constraint === 'room_members_one_waiting_room') throw new AppError(ErrorCode.GAME_ONE_AT_A_TIME, 'room_one_waiting');
        if (constraint === 'room_members_room_user_unique') throw new AppError(ErrorCode.GAME_ALREADY_MEMBER, 'room_already_member');
        throw error;
      }
      return detail(roomId, userId);
    },
  };
}

export type FlashDealService = ReturnType<typeof createFlashDealService>;
