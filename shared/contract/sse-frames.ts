/**
 * Server-sent-events frames out of a text buffer: the one parser of the live stream, used by the app's
 * stream client (features/games/live/live.ts) and by the server's stream tests (server/test/sse.ts), so the tests
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
