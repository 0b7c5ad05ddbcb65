import { compare } from '../platform/decimal';
import { nextBid } from './game-rules';

/**
 * The rules of Flash Bid's auto-bid as pure functions: when an outbid auto-bidder answers and whether
 * it may. The server runs them (server/games/auto-bid.ts) inside the room's lock; the unit tests check
 * them without a database.
 */

/** An outbid auto-bidder answers this long after the bid that outbid it: the pace of a person. */
export const AUTO_BID_DELAY_MS = 3_000;
/** …and never later than this before the end, so its answer always lands inside the auction. */
export const AUTO_BID_END_MARGIN_MS = 1_000;

export const AUTO_BID_STOP_REASONS = ['max', 'ended', 'balance', 'cancelled'] as const;
export type AutoBidStopReason = (typeof AUTO_BID_STOP_REASONS)[number];

/** When an auto-bidder outbid at `at` answers: after the delay, and before the end. */
export function autoBidDueAt(at: Date, endTime: Date): Date {
  const paced = at.getTime() + AUTO_BID_DELAY_MS;
  const latest = endTime.getTime() - AUTO_BID_END_MARGIN_MS;
  return new Date(Math.max(at.getTime(), Math.min(paced, latest)));
}

/** The auction as the auto-bid sees it, under the room's lock. */
export type AutoBidRoom = { open: boolean; endTime: Date; highestUserId: number | null; kinbo: string };

/**
 * What an auto-bid does at `at`: bid the next amount, wait (its user is the highest), or stop with a
 * reason. It never bids above `max`, after the end, or more KinBo than the user holds.
 */
export function autoBidStep(
  room: AutoBidRoom,
  auto: { userId: number; max: string },
  input: { step: string; kinboBalance: string; at: Date },
): { kind: 'bid'; amount: string } | { kind: 'wait' } | { kind: 'stop'; reason: AutoBidStopReason } {
  if (!room.open || input.at >= room.endTime) return { kind: 'stop', reason: 'ended' };
  if (room.highestUserId === auto.userId) return { kind: 'wait' };
  const amount = nextBid(room.kinbo, input.step);
  if (compare(amount, auto.max) > 0) return { kind: 'stop', reason: 'max' };
  if (compare(amount, input.kinboBalance) > 0) return { kind: 'stop', reason: 'balance' };
  return { kind: 'bid', amount };
}

/** Whether an auto-bid outbid by a bid of `amount` can still answer: the next amount is within its maximum. */
export function canAnswer(amount: string, step: string, max: string): boolean {
  return compare(nextBid(amount, step), max) <= 0;
}
