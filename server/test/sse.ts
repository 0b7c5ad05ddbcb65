/** Reads a server-sent-events body frame by frame (tests of the live stream). */

export type SseFrame = { event: string; id: string | null; data: string };

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
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | null = null;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'id') id = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0 || id !== null) frames.push({ event, id, data: data.join('\n') });
    }
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
