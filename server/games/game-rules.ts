import { ROOM_STATES } from '../../shared/contract/games';
import { add, isPositive, multiply, roundDown } from '../platform/decimal';
import { GET_WAY, type LedgerPosting } from '../platform/ledger';

/**
 * The money rules of the games as pure functions: which ledger postings a join, a draw, a
 * disband, a bid or an auction's end makes. The services run them inside their transactions;
 * the unit tests check the maths without a database. Rules: server/README.md "Games".
 */

/** Amounts are decimal strings; percentages round DOWN to 6 decimals (never pay out more than due). */
export function percentOf(amount: string, percent: string): string {
  // × 0.01 is exact: nothing is cut before the one round-down.
  return roundDown(multiply(multiply(amount, percent), '0.01'), 6);
}

/** The anti-sniping window and extension of Flash Bid (seconds). */
export const BID_EXTEND_WINDOW_SECONDS = 10;
export const BID_EXTENSION_SECONDS = 10;

/** Flash Deal join: one Ticket (the fee) and the price held in USDT. */
export function dealJoinPostings(input: { userId: number; roomId: number; price: string }): LedgerPosting[] {
  const room = input.roomId;
  return [
    { userId: input.userId, asset: 'ticket', direction: 'debit', amount: '1', type: 'ticket', title: { key: 'ticket_game', params: { room } }, getWay: GET_WAY.game, chatId: room },
    { userId: input.userId, asset: 'usdt', direction: 'debit', amount: input.price, type: 'usdt', title: { key: 'room_price_held', params: { room } }, getWay: GET_WAY.game, chatId: room },
    { userId: input.userId, asset: 'usdt_hold', direction: 'credit', amount: input.price, type: 'hold', title: { key: 'room_hold', params: { room } }, getWay: GET_WAY.game, chatId: room },
  ];
}

export type DealMember = { userId: number; nickname: string; referrerId: number | null };

/**
 * Flash Deal draw settlement. The winner's held price pays for one NFT voucher (record type room,
 * is_winner 1; the game clock creates its voucher item in the same transaction, so the count the
 * winner sees is an item they hold). Every other member gets the price back (type room, is_winner 0) plus
 * `notWinningRate` % of it (type chat_not_winning_usdt). Each member's inviter gets `teamRate` % of
 * the price (type chat_team_usdt), winner or not.
 */
export function dealSettlementPostings(input: {
  roomId: number;
  price: string;
  members: readonly DealMember[];
  winnerUserId: number;
  notWinningRate: string;
  teamRate: string;
}): LedgerPosting[] {
  const room = input.roomId;
  const reward = percentOf(input.price, input.notWinningRate);
  const team = percentOf(input.price, input.teamRate);
  const postings: LedgerPosting[] = [];
  for (const member of input.members) {
    const base = { userId: member.userId, getWay: GET_WAY.game, chatId: room } as const;
    if (member.userId === input.winnerUserId) {
      postings.push(
        { ...base, asset: 'usdt_hold', direction: 'debit', amount: input.price, type: 'hold', title: { key: 'room_hold_paid', params: { room } } },
        { ...base, asset: 'nft_voucher', direction: 'credit', amount: '1', type: 'room', title: { key: 'room_win', params: { room } }, isWinner: 1 },
      );
    } else {
      postings.push(
        { ...base, asset: 'usdt_hold', direction: 'debit', amount: input.price, type: 'hold', title: { key: 'room_hold_released', params: { room } } },
        { ...base, asset: 'usdt', direction: 'credit', amount: input.price, type: 'room', title: { key: 'room_not_won', params: { room } }, isWinner: 0 },
      );
      if (isPositive(reward)) {
        postings.push({ ...base, asset: 'usdt', direction: 'credit', amount: reward, type: 'chat_not_winning_usdt', title: { key: 'not_winning_reward', params: { room } }, isWinner: 0 });
      }
    }
    if (member.referrerId !== null && isPositive(team)) {
      postings.push({
        userId: member.referrerId,
        asset: 'usdt',
        direction: 'credit',
        amount: team,
        type: 'chat_team_usdt',
        title: { key: 'team_reward', params: { nickname: member.nickname } },
        getWay: GET_WAY.game,
        chatId: room,
        counterpartyId: member.userId,
      });
    }
  }
  return postings;
}

/** Flash Deal disbanded: every member gets the Ticket and the held price back. */
export function dealDisbandPostings(input: { roomId: number; price: string; memberIds: readonly number[] }): LedgerPosting[] {
  const room = input.roomId;
  return input.memberIds.flatMap((userId): LedgerPosting[] => [
    { userId, asset: 'ticket', direction: 'credit', amount: '1', type: 'ticket', title: { key: 'ticket_refund', params: { room } }, getWay: GET_WAY.game, chatId: room },
    { userId, asset: 'usdt_hold', direction: 'debit', amount: input.price, type: 'hold', title: { key: 'room_hold_released', params: { room } }, getWay: GET_WAY.game, chatId: room },
    { userId, asset: 'usdt', direction: 'credit', amount: input.price, type: 'usdt', title: { key: 'room_refund', params: { room } }, getWay: GET_WAY.game, chatId: room },
  ]);
}

/** Flash Bid join: one Ticket. */
export function bidJoinPostings(input: { userId: number; roomId: number }): LedgerPosting[] {
  const room = input.roomId;
  return [{ userId: input.userId, asset: 'ticket', direction: 'debit', amount: '1', type: 'ticket', title: { key: 'bid_entry', params: { room } }, getWay: GET_WAY.game }];
}

/** The next bid: the current highest plus the step. */
export function nextBid(highest: string, step: string): string {
  return add(highest, step);
}

/**
 * A bid holds the bidder's whole bid in KinBo and releases the previous highest bidder's hold.
 */
export function bidPostings(input: { roomId: number; userId: number; amount: string; previous: { userId: number; held: string } | null }): LedgerPosting[] {
  const room = input.roomId;
  const postings: LedgerPosting[] = [
    { userId: input.userId, asset: 'kinbo', direction: 'debit', amount: input.amount, type: 'kinbo', title: { key: 'bid_hold', params: { room } }, getWay: GET_WAY.game },
    { userId: input.userId, asset: 'kinbo_hold', direction: 'credit', amount: input.amount, type: 'hold', title: { key: 'bid_held', params: { room } }, getWay: GET_WAY.game },
  ];
  if (input.previous && isPositive(input.previous.held)) {
    const { userId, held } = input.previous;
    postings.push(
      { userId, asset: 'kinbo_hold', direction: 'debit', amount: held, type: 'hold', title: { key: 'bid_released', params: { room } }, getWay: GET_WAY.game },
      { userId, asset: 'kinbo', direction: 'credit', amount: held, type: 'kinbo', title: { key: 'bid_outbid', params: { room } }, getWay: GET_WAY.game },
    );
  }
  return postings;
}

/** Anti-sniping: a bid less than 10 s before the end moves the end 10 s later. */
export function endAfterBid(endTime: Date, at: Date): Date {
  const remaining = endTime.getTime() - at.getTime();
  return remaining < BID_EXTEND_WINDOW_SECONDS * 1000 ? new Date(endTime.getTime() + BID_EXTENSION_SECONDS * 1000) : endTime;
}

/** Flash Bid ended with a highest bid: the winner pays the held bid and receives the USDT reward. */
export function bidSettlementPostings(input: { roomId: number; winnerUserId: number; bid: string; reward: string }): LedgerPosting[] {
  const room = input.roomId;
  const userId = input.winnerUserId;
  return [
    { userId, asset: 'kinbo_hold', direction: 'debit', amount: input.bid, type: 'hold', title: { key: 'bid_paid', params: { room } }, getWay: GET_WAY.game },
    { userId, asset: 'usdt', direction: 'credit', amount: input.reward, type: 'usdt', title: { key: 'bid_win', params: { room } }, getWay: GET_WAY.game },
  ];
}

/** The pictures of the games (public/images/games): one per Flash Deal price, one for Flash Bid. */
export const dealImage = (price: string) => `/images/games/deal-${price}.svg`;
export const BID_IMAGE = '/images/games/bid.svg';

/**
 * The Flash Deal room's state machine (spec §4): 0 waiting → 1 drawing when a join fills the last
 * seat (the draw `openCountDown` s later); 1 drawing → 2 finished when the clock passes the draw time;
 * 0 waiting → 3 disbanded when the clock passes `endTime` with seats free. 2 and 3 are final. Pure:
 * the join (flash-deal.ts) and the clock (game-clock.ts) apply it inside their row-locked transactions.
 */
export type DealRoomClock = { state: number; memberCount: number; maxCount: number; startTime: Date; endTime: Date; openAt: Date | null; openCountDown: number };

/** Why a join is refused now (after the member checks), or null when it may go ahead. */
export function joinRefusal(room: DealRoomClock, at: Date): 'room_full' | 'room_not_open' | null {
  if (room.memberCount >= room.maxCount) return 'room_full';
  if (room.state !== ROOM_STATES.waiting || at >= room.endTime || at < room.startTime) return 'room_not_open';
  return null;
}

/** The room after one more member: still waiting, or full and drawing until `openAt`. */
export function afterJoin(room: DealRoomClock, at: Date): { memberCount: number; state: 0 } | { memberCount: number; state: 1; openAt: Date } {
  const memberCount = room.memberCount + 1;
  return memberCount >= room.maxCount
    ? { memberCount, state: ROOM_STATES.drawing, openAt: new Date(at.getTime() + room.openCountDown * 1000) }
    : { memberCount, state: ROOM_STATES.waiting };
}

/** What the game clock does to a room at `at`: draw it (1 → 2), disband it (0 → 3) or nothing. */
export function clockStep(room: DealRoomClock, at: Date): 'draw' | 'disband' | null {
  if (room.state === ROOM_STATES.drawing && room.openAt !== null && room.openAt <= at) return 'draw';
  if (room.state === ROOM_STATES.waiting && room.endTime <= at) return 'disband';
  return null;
}
