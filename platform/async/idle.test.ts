// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenIdle, whenSettled } from './idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with the timeout given, and cancels it', () => {
    const requestIdleCallback = vi.fn().mockReturnValue(7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const cancel = whenIdle(task, { timeout: 1234 });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1234 });
    requestIdleCallback.mock.calls[0][0]();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari) runs after the fallback timer, unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, { fallbackMs: 500 });
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled, { fallbackMs: 500 })();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenSettled', () => {
  it('waits for the load event, then SETTLE_MS, then an idle moment', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(SETTLE_MS * 3);
    expect(task).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a loaded page starts counting at once; cancelling at any step stops it', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const cancel = whenSettled(task);
    vi.advanceTimersByTime(SETTLE_MS);
    cancel(); // now waiting for the idle step
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
