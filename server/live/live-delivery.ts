import type { Frame } from './live-replay';

/**
 * Where a watcher's frames go. `write` answers undefined when the frame was taken at once (the fast
 * path of a crowd), or a promise that settles when the client has taken it (backpressure).
 */
export type Sink = { write: (frame: Frame) => Promise<unknown> | undefined; end: (dropped: boolean) => void };

/** One stream's delivery state. */
export type Delivery = {
  queue: Frame[];
  sink: Sink | null;
  pumping: boolean;
  isOpen: boolean;
  /** Ends the stream; `dropped` when it could not keep up. */
  finish: (dropped: boolean) => void;
};

/**
 * Writes frames to one stream in order: straight to the socket when nothing is queued (no promise
 * per watcher), else queued behind the frames the client has not taken yet. A watcher whose queue
 * reaches `maxQueuedFrames` is dropped (`onDropped`), never buffered without bound.
 */
export function createSender(limits: { maxQueuedFrames: number }, onDropped: () => void) {
  function send(watcher: Delivery, frame: Frame) {
    if (!watcher.isOpen) return;
    // The common case: nothing waiting, the socket takes it now.
    if (!watcher.pumping && watcher.sink && watcher.queue.length === 0) {
      const pending = watcher.sink.write(frame);
      if (pending) void waitThenPump(watcher, pending);
      return;
    }
    if (watcher.queue.length >= limits.maxQueuedFrames) {
      onDropped();
      watcher.finish(true);
      return;
    }
    watcher.queue.push(frame);
    void pump(watcher);
  }

  async function waitThenPump(watcher: Delivery, pending: Promise<unknown>) {
    watcher.pumping = true;
    try {
      await pending;
    } finally {
      watcher.pumping = false;
    }
    await pump(watcher);
  }

  async function pump(watcher: Delivery) {
    if (watcher.pumping || !watcher.sink) return;
    watcher.pumping = true;
    try {
      // Each write waits for the client to take the previous frames (backpressure), so a slow
      // client's frames pile up in `queue`, where send() sees them.
      while (watcher.isOpen && watcher.queue.length > 0) await watcher.sink.write(watcher.queue.shift()!);
    } finally {
      watcher.pumping = false;
    }
  }

  return { send, pump };
}
