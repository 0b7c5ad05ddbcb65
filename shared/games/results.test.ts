import { describe, expect, it } from 'vitest';
import { bidOutcome, notWinningRate } from './results';

describe('notWinningRate', () => {
  it('is the reward as a percent of the price, from decimal strings, rounded down', () => {
    expect(notWinningRate({ price: '100', not_winning_reward: '3' })).toBe('3');
    expect(notWinningRate({ price: '10000', not_winning_reward: '300' })).toBe('3');
    expect(notWinningRate({ price: '300', not_winning_reward: '10.5' })).toBe('3.5');
    // 1/3 % shows as 0.33, never rounded up to 0.34.
    expect(notWinningRate({ price: '300', not_winning_reward: '1' })).toBe('0.33');
    expect(notWinningRate({ price: '1000', not_winning_reward: '6.666666' })).toBe('0.66');
  });

  it('says 0 rather than divide by a zero or missing price', () => {
    expect(notWinningRate({ price: '0', not_winning_reward: '3' })).toBe('0');
    expect(notWinningRate({ price: '', not_winning_reward: '3' })).toBe('0');
  });
});

describe('bidOutcome', () => {
  it('the winner paid; a bidder who did not win got the bid back; a member who never bid paid nothing', () => {
    expect(bidOutcome({ user_id: 1, kinbo: '30' }, 1)).toBe('paid');
    expect(bidOutcome({ user_id: 2, kinbo: '20' }, 1)).toBe('returned');
    expect(bidOutcome({ user_id: 3, kinbo: '0' }, 1)).toBe('none');
    expect(bidOutcome({ user_id: 2, kinbo: '20' }, null)).toBe('returned');
  });
});
