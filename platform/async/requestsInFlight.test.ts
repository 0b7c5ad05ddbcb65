import { describe, expect, it, vi } from 'vitest';
import { requestsInFlight, trackRequest, whenNoRequests } from './requestsInFlight';

/** A request the test answers (or fails) when it wants. */
function pending() {
  let answer: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('requests in flight', () => {
  it('counts a request until it answers or fails, and hands back its value or its error unchanged', async () => {
    const a = pending();
    const b = pending();
    const tracked = trackRequest(a.promise);
    const failing = trackRequest(b.promise);
    expect(requestsInFlight()).toBe(2);
    a.answer('ok');
    await expect(tracked).resolves.toBe('ok');
    expect(requestsInFlight()).toBe(1);
    b.fail(new Error('refused'));
    await expect(failing).rejects.toThrow('refused');
    expect(requestsInFlight()).toBe(0);
  });

  it('whenNoRequests runs at once when nothing is under way, else when the last request settles', async () => {
    const now = vi.fn();
    whenNoRequests(now);
    expect(now).toHaveBeenCalledTimes(1);

    const a = pending();
    const b = pending();
    void trackRequest(a.promise);
    trackRequest(b.promise).catch(() => {});
    const later = vi.fn();
    whenNoRequests(later);
    a.answer('ok');
    await settle();
    expect(later).not.toHaveBeenCalled();
    b.fail(new Error('offline'));
    await settle();
    expect(later).toHaveBeenCalledTimes(1);

    // Once only: a later burst of requests does not run it again.
    const c = pending();
    void trackRequest(c.promise);
    c.answer('ok');
    await settle();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never runs', async () => {
    const a = pending();
    void trackRequest(a.promise);
    const cancelled = vi.fn();
    whenNoRequests(cancelled)();
    a.answer('ok');
    await settle();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
