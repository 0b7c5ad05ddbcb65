import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isServerTime, recordServerTime, resetServerClock, SAMPLE_TTL_MS, secondsUntil, serverNow, useServerClock } from './serverClock';

const FIVE_MINUTES = 5 * 60_000;
/** A phone whose clock runs 5 minutes behind the server. */
const PHONE = 1_800_000_000_000;
const SERVER = PHONE + FIVE_MINUTES;

beforeEach(() => resetServerClock());
afterEach(() => resetServerClock());

describe('server clock offset', () => {
  it('uses the phone clock until a server_time arrives', () => {
    expect(serverNow(PHONE)).toBe(PHONE);
  });

  it('follows the server when the phone is 5 minutes behind', () => {
    expect(recordServerTime(SERVER, PHONE)).toBe(true);
    expect(useServerClock.getState().offsetMs).toBe(FIVE_MINUTES);
    expect(serverNow(PHONE + 1000)).toBe(SERVER + 1000);
  });

  it('counts down to a server deadline with the server clock, not the phone clock', () => {
    recordServerTime(SERVER, PHONE);
    const deadline = SERVER + 60_000; // a room that ends in 60 s of server time
    expect(secondsUntil(deadline, serverNow(PHONE))).toBe(60);
    // With the phone clock it would read 5 min 60 s.
    expect(secondsUntil(deadline, PHONE)).toBe(360);
    expect(secondsUntil(deadline, serverNow(PHONE + 59_001))).toBe(1);
    expect(secondsUntil(deadline, serverNow(PHONE + 60_000))).toBe(0);
    expect(secondsUntil(deadline, serverNow(PHONE + 90_000))).toBe(0);
  });

  it('adds half the round trip and prefers the sample with the shortest round trip', () => {
    // Sent at PHONE, answered 400 ms later: the server stamped it about 200 ms after sending.
    recordServerTime(SERVER + 200, PHONE + 400, PHONE);
    expect(useServerClock.getState().offsetMs).toBe(FIVE_MINUTES);
    // A slower sample (2 s round trip) a moment later does not replace it.
    expect(recordServerTime(SERVER + 5_000, PHONE + 3_000, PHONE + 1_000)).toBe(false);
    expect(useServerClock.getState().offsetMs).toBe(FIVE_MINUTES);
    // After SAMPLE_TTL_MS any sample replaces the old one (the phone clock may have been changed).
    const later = PHONE + SAMPLE_TTL_MS + 10_000;
    expect(recordServerTime(later + 1_000 + 60_000, later + 2_000, later)).toBe(true);
    expect(useServerClock.getState().offsetMs).toBe(60_000);
  });

  it('ignores values that are not unix milliseconds', () => {
    for (const value of [undefined, null, '1800000000000', 1_800_000_000, 1.5e12 + 0.5, Number.NaN]) {
      expect(isServerTime(value)).toBe(false);
      expect(recordServerTime(value, PHONE)).toBe(false);
    }
    expect(useServerClock.getState().offsetMs).toBe(0);
  });
});
