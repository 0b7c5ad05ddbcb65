import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/platform/session/store';
import { BID_PIN_TTL_MS, forgetBidPin, keepBidPin, recallBidPin } from './bidPin';

afterEach(() => {
  forgetBidPin();
  vi.useRealTimers();
});

describe('the one-tap bid PIN: one auction, memory only, bounded', () => {
  it('is recalled for its own auction only; another auction forgets it', () => {
    keepBidPin(7, 'pin-md5', 1_000);
    expect(recallBidPin(7, 2_000)).toBe('pin-md5');
    expect(recallBidPin(8, 2_000)).toBeNull();
    expect(recallBidPin(7, 2_000)).toBeNull();
  });

  it('expires after 10 minutes, by the clock it is read at and by its own timer', () => {
    vi.useFakeTimers();
    keepBidPin(7, 'pin-md5', 0);
    expect(recallBidPin(7, BID_PIN_TTL_MS - 1)).toBe('pin-md5');
    expect(recallBidPin(7, BID_PIN_TTL_MS)).toBeNull();
    keepBidPin(7, 'pin-md5');
    vi.advanceTimersByTime(BID_PIN_TTL_MS);
    expect(recallBidPin(7, 0)).toBeNull();
  });

  it('is forgotten on leaving the room (forgetBidPin) and on logout or another login', () => {
    keepBidPin(7, 'pin-md5', 0);
    forgetBidPin();
    expect(recallBidPin(7, 1)).toBeNull();

    useSession.setState({ token: 'a' });
    keepBidPin(7, 'pin-md5', 0);
    useSession.setState({ token: null });
    expect(recallBidPin(7, 1)).toBeNull();
    keepBidPin(7, 'pin-md5', 0);
    useSession.setState({ token: 'b' });
    expect(recallBidPin(7, 1)).toBeNull();
  });

  it('is never written to storage', () => {
    keepBidPin(7, 'secret-md5', 0);
    const stored = [...Object.values(globalThis.localStorage ?? {}), ...Object.values(globalThis.sessionStorage ?? {})].join();
    expect(stored).not.toContain('secret-md5');
  });
});
