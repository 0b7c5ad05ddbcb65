import type { SseFrame } from '@/shared/contract/sse-frames';
import { keepStreamOpen } from './streamConnection';

/** A part of the page that hears the user's own stream: the bell, the money screens. */
export type UserStreamListener = {
  onFrame: (frame: SseFrame) => void;
  /** The connection ended while still wanted (dropped or refused); it is tried again. */
  onEnd?: () => void;
};

const listeners = new Set<UserStreamListener>();
let close: (() => void) | null = null;
/** The `hello` of the connection now open: a listener that joins later hears it too, so it knows the stream is up. */
let openHello: SseFrame | null = null;

/** Each listener hears the frame on its own: one that throws cuts neither the others nor the connection off. */
function tell(frame: SseFrame) {
  for (const listener of listeners) {
    try {
      listener.onFrame(frame);
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  }
}

function open(): () => void {
  return keepStreamOpen({
    onFrame: (frame) => {
      if (frame.event === 'hello') openHello = frame;
      tell(frame);
    },
    onEnd: () => {
      openHello = null;
      listeners.forEach((listener) => listener.onEnd?.());
    },
  });
}

/**
 * The live stream without rooms (`GET /api/stream`): the user's own notices and money events. One
 * connection for the whole tab, however many parts listen, opened by the first and closed when the
 * last one leaves. Returns the function that ends this listener's share.
 */
export function listenToUserStream(listener: UserStreamListener): () => void {
  listeners.add(listener);
  if (close === null) close = open();
  else if (openHello) listener.onFrame(openHello);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    listeners.delete(listener);
    if (listeners.size > 0 || close === null) return;
    close();
    close = null;
    openHello = null;
  };
}
