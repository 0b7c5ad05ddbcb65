import { ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BiddingRoom } from '../../shared/contract/shapes';
import { listen } from '../platform/http-server';
import { makePlayers, openBidRoom, pinMd5 } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import type { SseFrame } from '../../shared/contract/sse-frames';
import { readSse } from '../test/sse';

/**
 * GET /api/stream on Node's HTTP server, as `npm start` serves it: the frames go straight to the
 * socket (live/routes.ts rawStream), encoded once for every watcher, with the API's usual headers.
 */
let server: TestServer;
let http: Server;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ deps: { liveLimits: { heartbeatMs: 150 } } });
  await new Promise<void>((resolve) => (http = listen(server.app.fetch, { port: 0, hostname: '127.0.0.1' }, () => resolve())));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  http?.closeAllConnections();
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
});

const data = <T>(frame: SseFrame) => JSON.parse(frame.data) as T;

describe('GET /api/stream on Node’s server', () => {
  it('answers with the API headers and writes the same encoded frame to every watcher', async () => {
    const [first, second, bidder] = await makePlayers(server, 3, { kinbo: '1000', ticket: '3' });
    const auction = await openBidRoom(server);
    const open = async (token: string) => {
      const response = await fetch(`${base}/api/stream?bids=${auction.id}`, { headers: { Token: token } });
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('vary')).toBe('Origin');
      const stream = readSse(response);
      await stream.next((frame) => frame.event === 'bid');
      return stream;
    };
    const streams = [await open(first!.token), await open(second!.token)];
    expect((await server.api.post('/api/bid/addBidRoom', { id: auction.id }, { token: bidder!.token })).code).toBe(0);
    for (const stream of streams) await stream.next((frame) => frame.event === 'bid' && data<BiddingRoom>(frame).member_count === 1);

    const writes = vi.spyOn(ServerResponse.prototype, 'write');
    try {
      expect((await server.api.post('/api/bid/bidding', { id: auction.id, password: pinMd5 }, { token: bidder!.token })).code).toBe(0);
      for (const stream of streams) expect(data<BiddingRoom>(await stream.next((frame) => frame.event === 'bid' && data<BiddingRoom>(frame).kinbo !== '0')).kinbo).toBe('10');
      const frames = writes.mock.calls.map(([chunk]) => chunk).filter((chunk) => chunk instanceof Uint8Array && Buffer.from(chunk).includes('"kinbo":"10"'));
      expect(frames).toHaveLength(2);
      expect(frames[0]).toBe(frames[1]); // one buffer, encoded once, for both watchers
    } finally {
      writes.mockRestore();
    }
    const before = server.app.live!.stats().streams;
    await Promise.all(streams.map((stream) => stream.cancel()));
    // The client going away closes its watcher.
    await vi.waitFor(() => expect(server.app.live!.stats().streams).toBe(before - 2));
  });

  it('ends the answer when the hub closes the stream (session revoked, seen at the heartbeat)', async () => {
    const [player] = await makePlayers(server, 1);
    const response = await fetch(`${base}/api/stream`, { headers: { Token: player!.token } });
    const stream = readSse(response);
    await stream.next((frame) => frame.event === 'hello');
    expect((await server.api.post('/api/user/logout', {}, { token: player!.token })).code).toBe(0);
    await stream.drain(5000);
    expect(stream.ended()).toBe(true);
  });
});
