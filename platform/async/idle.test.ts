// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterScreen, SCREEN_REQUESTS_WAIT_MS, SETTLE_MS, soon, whenIdle, whenSettled } from './idle';
import { trackRequest } from './requestsInFlight';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('soon', () => {
  it('runs the task in a task of its own (a 0 ms timer), not in the one that asked, unless cancelled', () => {
    const task = vi.fn();
    soon(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    soon(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
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

describe('afterScreen', () => {
  it('waits for the load event, an idle moment, the screen\'s requests to answer, then another idle moment', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    afterScreen(task);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    // The screen's queries start in the hydrating render's effects, before the first idle moment.
    let answer: () => void = () => {};
    void trackRequest(new Promise<void>((resolve) => (answer = resolve)));
    vi.advanceTimersByTime(SCREEN_REQUESTS_WAIT_MS); // the idle moment, then most of the longest wait
    expect(task).not.toHaveBeenCalled();

    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).not.toHaveBeenCalled(); // the idle moment after the answers is still to come
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for a slow request at most SCREEN_REQUESTS_WAIT_MS, then runs once, even when the request answers later', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    let answer: () => void = () => {};
    void trackRequest(new Promise<void>((resolve) => (answer = resolve)));
    const task = vi.fn();
    afterScreen(task);
    vi.advanceTimersToNextTimer(); // the idle moment after load: the request is under way
    vi.advanceTimersByTime(SCREEN_REQUESTS_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a loaded page with nothing under way runs after two idle moments; cancelling stops it', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const task = vi.fn();
    afterScreen(task);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = afterScreen(cancelled);
    vi.advanceTimersToNextTimer(); // the first idle moment: now waiting for the second
    cancel();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
