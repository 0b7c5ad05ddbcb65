import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobLoop } from './loop';

const silent = { info: () => undefined, warn: () => undefined, error: vi.fn() };

describe('startJobLoop', () => {
  afterEach(() => vi.useRealTimers());

  it('runs every interval, never overlapping, and goes on after a failure', async () => {
    vi.useFakeTimers();
    let running = 0;
    let maxRunning = 0;
    let runs = 0;
    const loop = startJobLoop({
      name: 'test',
      intervalMs: 100,
      log: silent,
      runOnce: async () => {
        runs += 1;
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 250));
        running -= 1;
        if (runs === 2) throw new Error('boom');
      },
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(maxRunning).toBe(1);
    // Each cycle is 100 ms wait + 250 ms run.
    expect(runs).toBeGreaterThanOrEqual(5);
    expect(silent.error).toHaveBeenCalledTimes(1);
    const stopping = loop.stop();
    await vi.advanceTimersByTimeAsync(300); // lets the run in progress finish
    await stopping;
    const after = runs;
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(after);
  });

  it('stop waits for the run in progress', async () => {
    vi.useFakeTimers();
    let finished = false;
    const loop = startJobLoop({
      name: 'slow',
      intervalMs: 10,
      log: silent,
      runOnce: async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished = true;
      },
    });
    await vi.advanceTimersByTimeAsync(20);
    const stopping = loop.stop();
    let stoppedEarly = false;
    void stopping.then(() => {
      stoppedEarly = !finished;
    });
    await vi.advanceTimersByTimeAsync(600);
    await stopping;
    expect(finished).toBe(true);
    expect(stoppedEarly).toBe(false);
  });
});
