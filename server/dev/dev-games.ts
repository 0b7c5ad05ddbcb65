import { and, eq } from 'drizzle-orm';
import { bidRooms, rooms } from '../platform/db/schema';
import { BID_STATES, ROOM_STATES } from '../../shared/contract/games';
import { AppError, ErrorCode } from '../platform/errors';
import type { ServiceContext } from '../platform/services-context';
import { publishEvent } from '../live/events';
import { insertBidRoom } from '../games/flash-bid';
import { insertDealRoom } from '../games/flash-deal';
import { BID_IMAGE, dealImage } from '../games/game-rules';

/**
 * TEST-ONLY game helpers behind LOCAL_MODE (`/api/dev/games/*`), so e2e tests play in rooms of their
 * own instead of the seeded ones: open a Flash Deal room or a Flash Bid auction now, or move a waiting
 * room's or an open auction's end time to a few seconds from now (the game clock then disbands the
 * room or ends the auction as it would at its real end). Never mounted outside LOCAL_MODE.
 */
export function createDevGamesService(ctx: ServiceContext) {
  const { db, now } = ctx;
  return {
    async openRoom(input: { price: string; maxCount: number; openCountDown: number; seconds: number }) {
      const at = now();
      const room = await insertDealRoom(
        db,
        {
          name: `Flash Deal ${input.price} USDT`,
          image: dealImage(input.price),
          price: input.price,
          maxCount: input.maxCount,
          openCountDown: input.openCountDown,
          startTime: at,
          endTime: new Date(at.getTime() + input.seconds * 1000),
        },
        at,
      );
      return { id: room.id };
    },

    async openAuction(input: { usdt: string; seconds: number }) {
      const at = now();
      const room = await insertBidRoom(
        db,
        { name: `Flash Bid ${input.usdt} USDT`, image: BID_IMAGE, usdt: input.usdt, maxCount: 50, startTime: at, endTime: new Date(at.getTime() + input.seconds * 1000) },
        at,
      );
      return { id: room.id };
    },

    /** Moves the end of a waiting room or an open auction to `seconds` from now. */
    async endIn(kind: 'room' | 'bid', id: number, seconds: number) {
      const endTime = new Date(now().getTime() + seconds * 1000);
      const moved =
        kind === 'room'
          ? await db
              .update(rooms)
              .set({ endTime })
              .where(and(eq(rooms.id, id), eq(rooms.state, ROOM_STATES.waiting)))
              .returning({ id: rooms.id })
          : await db
              .update(bidRooms)
              .set({ endTime })
              .where(and(eq(bidRooms.id, id), eq(bidRooms.state, BID_STATES.open)))
              .returning({ id: bidRooms.id });
      if (moved.length === 0) throw new AppError(ErrorCode.GAME_CLOSED, kind === 'room' ? 'room_not_open' : 'bid_room_ended');
      // Watchers see the new end time at once, as after a bid's extension.
      await publishEvent(db, { k: kind, id });
      return { end_time: Math.floor(endTime.getTime() / 1000) };
    },
  };
}

export type DevGamesService = ReturnType<typeof createDevGamesService>;
