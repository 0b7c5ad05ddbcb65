import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { BID_STATES, ROOM_STATES } from '../../shared/contract/games';
import type { AppDatabase } from '../platform/db/client';
import { bidMembers, bidRooms, bids, depositOrders, ledgerEntries, roomMembers, rooms, users } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import type { LiveEvent } from '../live/events';
import type { NewNotice } from './store';

/** 0 USDT, 1 KinBo (deposit_type, withdraw_type). */
export const coinName = (type: number) => (type === 1 ? 'KinBo' : 'USDT');

/**
 * The inbox entries one change notice stands for, read from the committed state (never inside the
 * change's transaction). Each entry's ref makes it one row however often the notice is seen:
 * - `outbid` (to the one outbid): the bid that came after the user's last bid on that auction;
 * - `won` of an auction (its winner): `bid_won` to the winner and `bid_lost` to the other members;
 *   an auction's every-bid `bid` notice is not read, so a bidding storm costs the inbox nothing more;
 * - `room` (a Flash Deal room changed): once drawing, `deal_drawing` to every member;
 * - `won` / `refunded` of a room: `deal_won`, `deal_lost` with the reward, or `deal_disbanded`;
 * - `deposit`: the credited order;
 * - `tickets` / `sold`: the ledger entry that credited the tickets (with their sender) or the sale's USDT.
 */
export async function noticesFor(db: AppDatabase, event: LiveEvent): Promise<NewNotice[]> {
  if (event.k === 'bid') return [];
  if (event.k === 'room') return roomDrawing(db, event.id);
  if (event.id === undefined) return [];
  const { u: userId, id } = event;
  switch (event.e) {
    case 'outbid':
      return outbid(db, userId, id);
    case 'won':
      return [...(await auctionResult(db, userId, id)), ...(await roomResult(db, userId, id))];
    case 'refunded':
      return roomResult(db, userId, id);
    case 'deposit':
      return deposit(db, userId, id);
    case 'tickets':
      return ticketsReceived(db, userId, id);
    case 'sold':
      return voucherSold(db, userId, id);
    default:
      return [];
  }
}

async function outbid(db: AppDatabase, userId: number, auctionId: number): Promise<NewNotice[]> {
  const [room] = await db.select({ name: bidRooms.name }).from(bidRooms).where(eq(bidRooms.id, auctionId)).limit(1);
  const [mine] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.bidRoomId, auctionId), eq(bids.userId, userId)))
    .orderBy(desc(bids.id))
    .limit(1);
  if (!room || !mine) return [];
  const [next] = await db
    .select({ id: bids.id, amount: bids.amount })
    .from(bids)
    .where(and(eq(bids.bidRoomId, auctionId), gt(bids.id, mine.id)))
    .orderBy(asc(bids.id))
    .limit(1);
  if (!next) return [];
  return [{ userId, kind: 'outbid', ref: String(next.id), payload: { auction: auctionId, name: room.name, amount: formatDecimal(next.amount) } }];
}

/** `won` names a room or an auction: an auction this user won tells every member its result. */
async function auctionResult(db: AppDatabase, userId: number, auctionId: number): Promise<NewNotice[]> {
  const [room] = await db.select().from(bidRooms).where(eq(bidRooms.id, auctionId)).limit(1);
  if (!room || room.state !== BID_STATES.finished || room.winnerUserId !== userId) return [];
  const members = await db.select({ userId: bidMembers.userId }).from(bidMembers).where(eq(bidMembers.bidRoomId, auctionId));
  const amount = formatDecimal(room.kinbo);
  const common = { auction: auctionId, name: room.name, amount };
  return members.map(({ userId }) =>
    userId === room.winnerUserId
      ? { userId, kind: 'bid_won', ref: String(auctionId), payload: { ...common, reward: formatDecimal(room.usdt) } }
      : { userId, kind: 'bid_lost', ref: String(auctionId), payload: common },
  );
}

async function roomDrawing(db: AppDatabase, roomId: number): Promise<NewNotice[]> {
  const [room] = await db.select({ name: rooms.name, state: rooms.state }).from(rooms).where(eq(rooms.id, roomId)).limit(1);
  if (!room || room.state !== ROOM_STATES.drawing) return [];
  const members = await db.select({ userId: roomMembers.userId }).from(roomMembers).where(eq(roomMembers.roomId, roomId));
  return members.map(({ userId }) => ({ userId, kind: 'deal_drawing', ref: String(roomId), payload: { room: roomId, name: room.name } }));
}

async function roomResult(db: AppDatabase, userId: number, roomId: number): Promise<NewNotice[]> {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId)).limit(1);
  if (!room) return [];
  const ref = String(roomId);
  const price = formatDecimal(room.price);
  const common = { room: roomId, name: room.name };
  if (room.state === ROOM_STATES.disbanded) return [{ userId, kind: 'deal_disbanded', ref, payload: { ...common, refund: price } }];
  if (room.state !== ROOM_STATES.finished) return [];
  if (room.winnerUserId === userId) return [{ userId, kind: 'deal_won', ref, payload: { ...common, prize: price } }];
  const [reward] = await db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.chatId, roomId), eq(ledgerEntries.titleKey, 'not_winning_reward')))
    .limit(1);
  return [{ userId, kind: 'deal_lost', ref, payload: { ...common, refund: price, reward: formatDecimal(reward?.amount ?? '0') } }];
}

async function deposit(db: AppDatabase, userId: number, orderId: number): Promise<NewNotice[]> {
  const [order] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.id, orderId), eq(depositOrders.userId, userId)))
    .limit(1);
  if (!order || order.status !== 'completed') return [];
  return [{ userId, kind: 'deposit', ref: String(orderId), payload: { order: orderId, amount: formatDecimal(order.amount), coin: coinName(order.depositType) } }];
}

async function ticketsReceived(db: AppDatabase, userId: number, entryId: number): Promise<NewNotice[]> {
  const [entry] = await db
    .select({ amount: ledgerEntries.amount, from: users.nickname })
    .from(ledgerEntries)
    .leftJoin(users, eq(users.id, ledgerEntries.counterpartyId))
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.userId, userId), eq(ledgerEntries.titleKey, 'ticket_received')))
    .limit(1);
  if (!entry) return [];
  return [{ userId, kind: 'tickets_received', ref: String(entryId), payload: { from: entry.from ?? '—', count: formatDecimal(entry.amount) } }];
}

async function voucherSold(db: AppDatabase, userId: number, entryId: number): Promise<NewNotice[]> {
  const [entry] = await db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, entryId), eq(ledgerEntries.userId, userId), eq(ledgerEntries.titleKey, 'voucher_sale_income')))
    .limit(1);
  if (!entry) return [];
  return [{ userId, kind: 'voucher_sold', ref: String(entryId), payload: { amount: formatDecimal(entry.amount) } }];
}
