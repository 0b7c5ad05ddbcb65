// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordServerTime, resetServerClock } from '@/platform/time/serverClock';
import { useCountdown, useServerCountdown } from './useCountdown';

const FIVE_MINUTES = 5 * 60_000;
const PHONE = 1_800_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(PHONE);
  resetServerClock();
});
afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('useServerCountdown', () => {
  it('counts down to a server deadline on a phone whose clock is 5 minutes behind', () => {
    recordServerTime(PHONE + FIVE_MINUTES, PHONE);
    const deadline = PHONE + FIVE_MINUTES + 30_000;
    const { result } = renderHook(() => useServerCountdown(deadline));
    expect(result.current.remaining).toBe(30);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.remaining).toBe(20);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current).toEqual({ remaining: 0, running: false });
  });

  it('moves when the offset arrives after the countdown started', () => {
    const deadline = PHONE + FIVE_MINUTES + 30_000;
    const { result } = renderHook(() => useServerCountdown(deadline));
    expect(result.current.remaining).toBe(330); // phone clock: no server_time seen yet
    act(() => {
      recordServerTime(PHONE + FIVE_MINUTES, PHONE);
    });
    expect(result.current.remaining).toBe(30);
  });

  it('is 0 without a deadline', () => {
    const { result } = renderHook(() => useServerCountdown(null));
    expect(result.current).toEqual({ remaining: 0, running: false });
  });
});

describe('useCountdown', () => {
  it('runs for the given seconds and stops', () => {
    recordServerTime(PHONE - FIVE_MINUTES, PHONE);
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ remaining: 60, running: true });
    act(() => {
      vi.advanceTimersByTime(59_500);
    });
    expect(result.current.remaining).toBe(1);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.running).toBe(false);
  });
});
