import { describe, expect, it } from 'vitest';
import { seatsLeft, secondsToMs } from './rooms';

describe('room helpers', () => {
  it('counts the seats left and the fill ratio, clamped', () => {
    expect(seatsLeft({ member_count: 2, max_count: 5 })).toEqual({ left: 3, ratio: 0.4 });
    expect(seatsLeft({ member_count: 7, max_count: 5 })).toEqual({ left: 0, ratio: 1 });
    expect(seatsLeft({ member_count: 0, max_count: 0 })).toEqual({ left: 0, ratio: 0 });
  });

  it('turns server seconds into ms and rejects what is not a time', () => {
    expect(secondsToMs(1_800_000_000)).toBe(1_800_000_000_000);
    expect(secondsToMs(null)).toBeNull();
    expect(secondsToMs(Number.NaN)).toBeNull();
  });
});
