import { describe, expect, it } from 'vitest';
import { frameReducer, frameStatus, initialFrameState, type FrameEvent, type FrameState } from './frameState';

const run = (state: FrameState, ...events: FrameEvent[]) => events.reduce(frameReducer, state);

describe('mall frame state', () => {
  it('shows the frame only once it loaded and the address answered, in either order', () => {
    const start = initialFrameState(true);
    expect(frameStatus(start)).toBe('loading');
    expect(frameStatus(run(start, { type: 'loaded', attempt: 0 }))).toBe('loading');
    expect(frameStatus(run(start, { type: 'reachable', attempt: 0 }))).toBe('loading');
    expect(frameStatus(run(start, { type: 'loaded', attempt: 0 }, { type: 'reachable', attempt: 0 }))).toBe('ready');
    expect(frameStatus(run(start, { type: 'reachable', attempt: 0 }, { type: 'loaded', attempt: 0 }))).toBe('ready');
  });

  it('an error page that "loads" does not count when the address is unreachable', () => {
    const state = run(initialFrameState(true), { type: 'loaded', attempt: 0 }, { type: 'failed', attempt: 0, failure: 'unreachable' });
    expect(frameStatus(state)).toBe('failed');
    expect(frameStatus(frameReducer(state, { type: 'reachable', attempt: 0 }))).toBe('failed');
  });

  it('starts failed when offline; a retry starts a new attempt that ignores the old one', () => {
    const offline = initialFrameState(false);
    expect(offline.failure).toBe('offline');
    const retried = frameReducer(offline, { type: 'retry' });
    expect(retried).toEqual({ attempt: 1, loaded: false, reachable: false, failure: null });
    const stale = run(retried, { type: 'loaded', attempt: 0 }, { type: 'reachable', attempt: 0 }, { type: 'failed', attempt: 0, failure: 'unreachable' });
    expect(stale).toEqual(retried);
  });

  it('a timeout after the shop is shown changes nothing', () => {
    const ready = run(initialFrameState(true), { type: 'loaded', attempt: 0 }, { type: 'reachable', attempt: 0 });
    expect(frameReducer(ready, { type: 'failed', attempt: 0, failure: 'unreachable' })).toBe(ready);
  });

  it('going offline fails a loading frame but keeps a shown one', () => {
    expect(frameReducer(initialFrameState(true), { type: 'offline' }).failure).toBe('offline');
    const ready = run(initialFrameState(true), { type: 'loaded', attempt: 0 }, { type: 'reachable', attempt: 0 });
    expect(frameReducer(ready, { type: 'offline' })).toBe(ready);
  });
});
