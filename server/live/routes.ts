import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { MAX_ID } from '../../shared/contract/limits';
import { parseInput } from '../platform/validation';
import type { Services } from '../platform/services';
import { LIVE_LIMITS, type LiveHub, type LiveWatcher, type PublicTopic } from './live-hub';
import { LIVE } from '../../shared/contract/endpoints/games';
import type { AppContext, AppEnv } from '../platform/route-context';

/**
 * GET /api/stream?rooms=1,2&bids=3 — the live stream (server-sent events) of the local API: the
 * public state of the watched Flash Deal rooms and Flash Bid auctions, and the caller's own notices
 * (services/live-hub.ts). The production API has none: the app polls when this answers anything but
 * an event stream.
 *
 * The session travels in the `Token` header like every call: the app reads the stream with fetch
 * (EventSource cannot send headers), so the token never lands in a URL or a log line. Refusals answer
 * the usual JSON envelope: no or a bad token 40100/40200, bad ids 10001, too many streams 10429.
 */
const idList = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10})*$/)
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .pipe(z.array(z.number().int().min(1).max(MAX_ID)).max(LIVE_LIMITS.maxTopics));
/** At most maxTopics rooms and auctions together (a screen watches one; a list a page of them). */
const streamQuery = z
  .object({ rooms: idList.optional(), bids: idList.optional() })
  .refine((query) => (query.rooms?.length ?? 0) + (query.bids?.length ?? 0) <= LIVE_LIMITS.maxTopics, { path: ['rooms'] });

/**
 * On Node's server, frames go straight to the socket: a crowd's fan-out writes one pre-encoded
 * buffer per watcher, with no web stream, encoder or promise each (with streamSSE, the web streams,
 * the per-watcher encoding and their garbage were the fan-out's largest cost after the socket writes
 * themselves; bench:live's p95 at 2,000 watchers went from 760-890 ms to 220-310 ms). The answer itself is still an ordinary Hono response, so the app's middleware sets its
 * headers (security, CORS) as on every call: its body is a stream that never yields. Node's server
 * writes the head, then asks that stream for data — from then on the hub writes to the socket; when
 * the watcher closes, the stream ends and the server ends the answer. A client going away cancels
 * the stream, which closes the watcher.
 */
function rawStream(c: AppContext, watcher: LiveWatcher, outgoing: HttpBindings['outgoing']): Response {
  let endBody: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      // Called once the head is out (highWaterMark 0: not before the server reads).
      pull(controller) {
        endBody = () => {
          try {
            controller.close();
          } catch {
            /* already closed or cancelled */
          }
        };
        watcher.attach({
          write(frame) {
            if (outgoing.write(frame)) return undefined;
            return new Promise<void>((resolve) => {
              // Settles on close too, so a watcher that went away waits for nothing.
              const done = () => {
                outgoing.off('drain', done);
                outgoing.off('close', done);
                resolve();
              };
              outgoing.on('drain', done);
              outgoing.on('close', done);
            });
          },
          end: (dropped) => (dropped ? outgoing.destroy() : endBody()),
        });
        return watcher.closed.then(endBody);
      },
      cancel: () => watcher.close(),
    },
    { highWaterMark: 0 },
  );
  // Chunked: Node's server then writes the head at once instead of reading ahead for a length.
  return c.body(body, 200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'Transfer-Encoding': 'chunked' });
}

export function streamRoutes(services: Services, hub: LiveHub) {
  const app = new Hono<AppEnv>();
  // Not an envelope call: registered by hand, at the contract's path. Refusals are thrown (the app's onError answers them).
  app.get(LIVE.stream.path, async (c) => {
    const token = c.req.header('Token');
    const session = await services.sessions.authenticate(token);
    const query = parseInput(streamQuery, c.req.query());
    const topics: PublicTopic[] = [...(query.rooms ?? []).map((id) => ({ k: 'room' as const, id })), ...(query.bids ?? []).map((id) => ({ k: 'bid' as const, id }))];
    const watcher = await hub.open({
      userId: session.userId,
      topics,
      lastEventId: c.req.header('Last-Event-ID') ?? null,
      stillValid: () =>
        services.sessions.authenticate(token).then(
          () => true,
          () => false,
        ),
    });
    c.header('X-Accel-Buffering', 'no'); // nginx: pass frames on at once
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing) return rawStream(c, watcher, outgoing);
    // Elsewhere (tests' app.request, other runtimes): Hono's SSE helper over a web stream.
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => watcher.close());
      watcher.attach({
        write: (frame) => stream.write(frame),
        // A dropped (slow) client is cut off at once; otherwise the frames written so far are flushed.
        end: (dropped) => (dropped ? stream.abort() : void stream.close()),
      });
      await watcher.closed;
    });
  });
  return app;
}
