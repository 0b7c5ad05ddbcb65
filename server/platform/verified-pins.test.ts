import { describe, expect, it } from 'vitest';
import { createVerifiedPins, VERIFIED_PIN_TTL_MS } from './verified-pins';

const PIN = 'e10adc3949ba59abbe56e057f20f883e';
const OTHER_PIN = 'c33367701511b4f6020ec61ded352059';
const HASH = 'scrypt$16384$8$1$aa$bb';

function clock() {
  let at = Date.UTC(2026, 0, 1);
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe('verified PINs', () => {
  it('matches only the PIN scrypt accepted, against the same stored hash, for the same user', () => {
    const time = clock();
    const pins = createVerifiedPins({ now: time.now });
    expect(pins.matches(1, HASH, PIN)).toBe(false);
    pins.remember(1, HASH, PIN);
    expect(pins.matches(1, HASH, PIN)).toBe(true);
    expect(pins.matches(1, HASH, OTHER_PIN)).toBe(false);
    expect(pins.matches(1, 'scrypt$16384$8$1$aa$cc', PIN)).toBe(false);
    expect(pins.matches(2, HASH, PIN)).toBe(false);
  });

  it('forgets a PIN the TTL after scrypt accepted it, however often it was used since', () => {
    const time = clock();
    const pins = createVerifiedPins({ now: time.now });
    pins.remember(1, HASH, PIN);
    time.advance(VERIFIED_PIN_TTL_MS - 1);
    expect(pins.matches(1, HASH, PIN)).toBe(true);
    time.advance(1);
    expect(pins.matches(1, HASH, PIN)).toBe(false);
    expect(pins.size).toBe(0);
  });

  it('holds at most maxUsers users, dropping the one verified longest ago', () => {
    const pins = createVerifiedPins({ now: clock().now, maxUsers: 3 });
    for (const userId of [1, 2, 3]) pins.remember(userId, HASH, PIN);
    pins.remember(1, HASH, PIN); // verified again: now the newest
    pins.remember(4, HASH, PIN);
    expect(pins.size).toBe(3);
    expect([1, 2, 3, 4].map((userId) => pins.matches(userId, HASH, PIN))).toEqual([true, false, true, true]);
  });
});
