/**
 * Server-sent-events frames out of a text buffer: the one parser of the live stream, used by the app's
 * stream clients (features/games/live/live.ts, platform/notifications/noticeStream.ts) and by the server's stream tests (server/test/sse.ts), so the tests
 * read the stream the way the app does. No dependencies: the server tests import it as is.
 */
export type SseFrame = { event: string; id: string | null; data: string };

/** Splits a text buffer into complete SSE frames; returns them and the unfinished rest. */
export function parseFrames(buffer: string): { frames: SseFrame[]; rest: string } {
  const frames: SseFrame[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) frames.push({ event, id, data: data.join('\n') });
  }
  return { frames, rest };
}

/**
 * Reads a stream's body to its end, handing each complete frame to `onFrame`. When no byte arrives for
 * `silenceMs` (the server sends a heartbeat well within it) `onSilence` is called: the stream is dead.
 */
export async function readFrames(body: ReadableStream<Uint8Array>, onFrame: (frame: SseFrame) => void, silence: { ms: number; onSilence: () => void }): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let timer = setTimeout(silence.onSilence, silence.ms);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      clearTimeout(timer);
      timer = setTimeout(silence.onSilence, silence.ms);
      const parsed = parseFrames(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      for (const frame of parsed.frames) onFrame(frame);
    }
  } finally {
    clearTimeout(timer);
  }
}
