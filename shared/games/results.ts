import { divide, formatAmount, isPositiveAmount, multiply } from '@/shared/format/amount';

/**
 * The percent a Flash Deal member who does not win gets on top of the price ("3"), read from the
 * room's own amounts, so it always agrees with the reward shown beside it (the main config's
 * rate may have moved since the room opened). Rounded down to 2 places, trailing zeros dropped.
 */
export function notWinningRate(room: { price: string; not_winning_reward: string }): string {
  if (!isPositiveAmount(room.price)) return '0';
  return formatAmount(divide(multiply(room.not_winning_reward, '100'), room.price, 2), 2, { trimZeros: true, grouping: false });
}

/** What a Flash Bid member's own KinBo did once the auction ended: paid (the winner), returned, or no bid at all. */
export type BidOutcome = 'paid' | 'returned' | 'none';

export function bidOutcome(member: { user_id: number; kinbo: string }, winnerUserId: number | null): BidOutcome {
  if (member.user_id === winnerUserId) return 'paid';
  return isPositiveAmount(member.kinbo) ? 'returned' : 'none';
}
