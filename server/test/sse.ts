import { parseFrames, type SseFrame } from '../../shared/contract/sse-frames';

/** Reads a server-sent-events body frame by frame (tests of the live stream), with the app's frame parser. */

export type SseReader = {
  /** Waits for the next frame whose event passes `accept` (heartbeats are skipped); throws after `timeoutMs`. */
  next(accept?: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** Every frame read so far. */
  frames: SseFrame[];
  /** Resolves when the server ended the stream. */
  ended: () => boolean;
  /** Reads until the stream ends and returns every frame. */
  drain(timeoutMs?: number): Promise<SseFrame[]>;
  cancel(): Promise<void>;
};

export function readSse(response: Response): SseReader {
  if (!response.body) throw new Error('response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const frames: SseFrame[] = [];
  let buffer = '';
  let done = false;
  let cursor = 0;

  function parse() {
    const parsed = parseFrames(buffer);
    frames.push(...parsed.frames);
    buffer = parsed.rest;
  }

  async function readMore(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no frame within ${timeoutMs} ms`)), timeoutMs)));
    try {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk.done) done = true;
      else {
        buffer += decoder.decode(chunk.value, { stream: true });
        parse();
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    frames,
    ended: () => done,
    async next(accept = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (cursor < frames.length) {
          const frame = frames[cursor++]!;
          if (accept(frame)) return frame;
        }
        if (done) throw new Error('the stream ended');
        await readMore(Math.max(1, deadline - Date.now()));
      }
    },
    async drain(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!done) await readMore(Math.max(1, deadline - Date.now()));
      return frames;
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
