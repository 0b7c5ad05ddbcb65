import { eq, sql } from 'drizzle-orm';
import type { BidHistoryEntry, BidMember, BiddingRoom, BiddingRoomCard } from '../../shared/contract/shapes';
import type { AppDatabase } from '../platform/db/client';
import { bidMembers, bidRooms, bids, settings, users } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import { formatUtc, maskEmail } from '../reports/report-format';

/** bid/info's history: the newest bids, enough for the last minute of a busy auction. */
export const BID_HISTORY_LIMIT = 20;

/** A member as the statement returns it: amounts as text (never a float), times in unix milliseconds. */
type MemberRow = { user_id: number; kinbo: string; created_at: number; nickname: string; email: string; avatar: string };
type HistoryRow = { user_id: number; nickname: string; kinbo: string; time: number };

/**
 * bid/info in ONE statement: the room, its members (highest bid first, then the earlier bidder,
 * then the earlier member), its newest bids and the bid step, from one snapshot. Members and bids are
 * aggregated as JSON with amounts cast to text, so no amount passes through a float.
 */
export function prepareBidRoomView(db: AppDatabase) {
  // Plain SQL with aliases: drizzle leaves columns unqualified when one table is selected from, and
  // these subqueries join two tables and refer to the outer auction.
  const members = sql<MemberRow[]>`(
    select coalesce(json_agg(json_build_object(
      'user_id', m.user_id, 'kinbo', m.kinbo::text, 'created_at', floor(extract(epoch from m.created_at) * 1000)::bigint,
      'nickname', u.nickname, 'email', u.email, 'avatar', u.avatar
    ) order by m.kinbo desc, m.last_bid_at asc nulls last, m.created_at asc, m.id asc), '[]'::json)
    from ${bidMembers} m inner join ${users} u on u.id = m.user_id
    where m.bid_room_id = ${bidRooms}.id)`;
  const history = sql<HistoryRow[]>`(
    select coalesce(json_agg(json_build_object('user_id', newest.user_id, 'nickname', newest.nickname, 'kinbo', newest.kinbo, 'time', newest.at) order by newest.id desc), '[]'::json)
    from (
      select b.id, b.user_id, u.nickname, b.amount::text as kinbo, floor(extract(epoch from b.created_at))::bigint as at
      from ${bids} b inner join ${users} u on u.id = b.user_id
      where b.bid_room_id = ${bidRooms}.id
      order by b.id desc
      limit ${sql.raw(String(BID_HISTORY_LIMIT))}
    ) as newest)`;
  const step = sql<string | null>`(select s.value from ${settings} s where s.key = 'bid_step_kinbo')`;
  return db
    .select({ room: bidRooms, members, history, step })
    .from(bidRooms)
    .where(eq(bidRooms.id, sql.placeholder('roomId')))
    .limit(1)
    .prepare('bid_room_view');
}

/** bid/info as nobody in particular sees it (every e-mail masked, is_room 0), and the members' own e-mails. */
export type PublicBidRoom = { view: BiddingRoom; emails: string[] };

export function publicBidRoom(card: BiddingRoomCard, members: MemberRow[], history: HistoryRow[]): PublicBidRoom {
  const memberViews: BidMember[] = members.map((m, index) => ({
    user_id: m.user_id,
    nickname: m.nickname,
    email: maskEmail(m.email),
    kinbo: formatDecimal(m.kinbo),
    avatar: m.avatar,
    created_at: formatUtc(new Date(Number(m.created_at))),
    rank: index + 1,
  }));
  const historyViews: BidHistoryEntry[] = history.map((h) => ({ user_id: h.user_id, nickname: h.nickname, kinbo: formatDecimal(h.kinbo), time: Number(h.time) }));
  return { view: { ...card, is_room: 0, history: historyViews, members: memberViews }, emails: members.map((m) => m.email) };
}

/** The shared view made one caller's: a member sees `is_room` 1 and their own e-mail whole. */
export function asSeenBy(room: PublicBidRoom, userId: number): BiddingRoom {
  const mine = room.view.members.findIndex((m) => m.user_id === userId);
  if (mine < 0) return room.view;
  const members = room.view.members.slice();
  members[mine] = { ...members[mine]!, email: room.emails[mine]! };
  return { ...room.view, is_room: 1, members };
}
