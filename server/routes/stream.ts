import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { MAX_ID } from '../../lib/contract/limits';
import { parseInput } from '../lib/validation';
import type { Services } from '../services';
import { LIVE_LIMITS, type LiveHub, type PublicTopic } from '../services/live-hub';
import { handle, type AppEnv } from './context';

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

export function streamRoutes(services: Services, hub: LiveHub) {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    handle(async (c) => {
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
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => watcher.close());
        watcher.attach({
          write: (frame) => stream.write(frame),
          // A dropped (slow) client is cut off at once; otherwise the frames written so far are flushed.
          end: (dropped) => (dropped ? stream.abort() : void stream.close()),
        });
        await watcher.closed;
      });
    }),
  );
  return app;
}
