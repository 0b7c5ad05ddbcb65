import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BiddingRoom, GroupRoom } from '../../shared/contract/shapes';
import { publishEvent } from './events';
import { makePlayers, openBidRoom, openDealRoom, pinMd5, type Player } from '../test/games';
import { startTestServer, type TestServer } from '../test/harness';
import type { SseFrame } from '../../shared/contract/sse-frames';
import { readSse } from '../test/sse';

let server: TestServer;
const MAX_STREAMS = 2;
const MAX_QUEUED = 8;

beforeAll(async () => {
  server = await startTestServer({ deps: { liveLimits: { maxStreamsPerUser: MAX_STREAMS, maxQueuedFrames: MAX_QUEUED } } });
});
afterAll(() => server.close());

const open = (query: string, headers: Record<string, string> = {}) => server.app.request(`/api/stream${query}`, { headers });
const openAs = async (player: Player, query = '', headers: Record<string, string> = {}) => {
  const response = await open(query, { Token: player.token, ...headers });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return readSse(response);
};
const bidJoin = (p: Player, id: number) => server.api.post<BiddingRoom>('/api/bid/addBidRoom', { id }, { token: p.token });
const bid = (p: Player, id: number) => server.api.post<BiddingRoom>('/api/bid/bidding', { id, password: pinMd5 }, { token: p.token });
const data = <T>(frame: SseFrame) => JSON.parse(frame.data) as T;
const isEvent = (event: string) => (frame: SseFrame) => frame.event === event;

describe('GET /api/stream (live updates)', () => {
  it('is refused without a valid token with the session-invalid code, and bad ids with 10001', async () => {
    for (const headers of [{}, { Token: 'f'.repeat(64) }, { Token: 'nonsense' }] as Record<string, string>[]) {
      const response = await open('?bids=1', headers);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await response.json()) as { code: number }).code).toBe(40100);
    }
    const [player] = await makePlayers(server, 1);
    for (const query of ['?bids=abc', '?rooms=0', '?bids=1,,2', `?bids=${Array.from({ length: 11 }, (_, i) => i + 1).join(',')}`, '?rooms=1,2,3,4,5,6&bids=1,2,3,4,5']) {
      const response = await open(query, { Token: player!.token });
      expect(((await response.json()) as { code: number }).code, query).toBe(10001);
    }
  });

  it('pushes an auction’s new highest bid and member to its watchers, with only public state', async () => {
    const [watcher, bidder] = await makePlayers(server, 2, { kinbo: '1000', ticket: '3' });
    const auction = await openBidRoom(server);
    const stream = await openAs(watcher!, `?bids=${auction.id}`);
    const hello = data<{ user_id: number; resumed: boolean }>(await stream.next(isEvent('hello')));
    expect(hello).toEqual({ user_id: watcher!.id, resumed: false });
    const snapshot = data<BiddingRoom>(await stream.next(isEvent('bid')));
    expect(snapshot).toMatchObject({ id: auction.id, kinbo: '0', member_count: 0, is_room: 0 });

    expect((await bidJoin(bidder!, auction.id)).code).toBe(0);
    expect(data<BiddingRoom>(await stream.next(isEvent('bid'))).member_count).toBe(1);
    expect((await bid(bidder!, auction.id)).code).toBe(0);
    const after = data<BiddingRoom>(await stream.next((frame) => frame.event === 'bid' && data<BiddingRoom>(frame).kinbo !== '0'));
    expect(after).toMatchObject({ kinbo: '10', highest_user_id: bidder!.id, is_room: 0 });
    // Public state only: the bidder's e-mail is masked, and none of the bidder's own notices (balance) reach the watcher.
    expect(after.members[0]!.email).not.toBe(bidder!.email);
    expect(stream.frames.filter((frame) => frame.event === 'user')).toEqual([]);
    await stream.cancel();
  });

  it('pushes a room’s new member, and the user’s own notices only to that user', async () => {
    const [first, second] = await makePlayers(server, 2, { usdt: '1000', kinbo: '1000', ticket: '3' });
    const room = await openDealRoom(server, { maxCount: 3 });
    const firstStream = await openAs(first!, `?rooms=${room.id}`);
    const secondStream = await openAs(second!, '');
    await firstStream.next(isEvent('room'));
    expect((await server.api.post('/api/room/addRoom', { id: room.id, password: pinMd5 }, { token: second!.token })).code).toBe(0);
    expect(data<GroupRoom>(await firstStream.next(isEvent('room'))).members.map((m) => m.user_id)).toEqual([second!.id]);
    expect(data<{ e: string }>(await secondStream.next(isEvent('user')))).toEqual({ e: 'balance' });

    // Outbid: the one outbid hears it, the bidder hears only of its own balance.
    const auction = await openBidRoom(server);
    for (const p of [first!, second!]) expect((await bidJoin(p, auction.id)).code).toBe(0);
    expect((await bid(second!, auction.id)).code).toBe(0);
    expect((await bid(first!, auction.id)).code).toBe(0);
    expect(data(await secondStream.next((f) => f.event === 'user' && data<{ e: string }>(f).e === 'outbid'))).toEqual({ e: 'outbid', id: auction.id });
    await firstStream.next((f) => f.event === 'user');
    expect(firstStream.frames.filter((f) => f.event === 'user').map((f) => data<{ e: string }>(f).e)).not.toContain('outbid');
    await Promise.all([firstStream.cancel(), secondStream.cancel()]);
  });

  it('holds a bounded number of streams per user', async () => {
    const [player] = await makePlayers(server, 1);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS; i++) {
      const stream = await openAs(player!);
      await stream.next(isEvent('hello'));
      streams.push(stream);
    }
    const refused = await open('', { Token: player!.token });
    expect(((await refused.json()) as { code: number; msg: string }).code).toBe(10429);
    await streams[0]!.cancel();
    await vi.waitFor(async () => {
      const again = await open('', { Token: player!.token });
      expect(again.headers.get('content-type')).toMatch(/^text\/event-stream/);
      streams.push(readSse(again));
    });
    await Promise.all(streams.map((stream) => stream.cancel()));
  });

  it('resumes after a known Last-Event-ID with what was missed; a malformed one starts from a snapshot', async () => {
    const [player] = await makePlayers(server, 1);
    const first = await openAs(player!);
    const hello = await first.next(isEvent('hello'));
    await first.cancel();
    await publishEvent(server.database.db, { k: 'user', u: player!.id, e: 'won', id: 7 });

    const resumed = await openAs(player!, '', { 'Last-Event-ID': hello.id! });
    expect(data(await resumed.next(isEvent('hello')))).toMatchObject({ resumed: true });
    expect(data(await resumed.next(isEvent('user')))).toEqual({ e: 'won', id: 7 });
    await resumed.cancel();

    for (const lastEventId of ['garbage', '0-0', 'x'.repeat(500), `${hello.id!.split('-')[0]}-99999999`]) {
      const fresh = await openAs(player!, '', { 'Last-Event-ID': lastEventId });
      expect(data(await fresh.next(isEvent('hello'))), lastEventId).toMatchObject({ resumed: false });
      await fresh.cancel();
    }
  });

  it('drops a client that does not keep up instead of buffering for it', async () => {
    const [player] = await makePlayers(server, 1);
    const stream = await openAs(player!);
    await stream.next(isEvent('hello'));
    const before = server.app.live!.stats();
    // The client reads nothing more while its notices pile up.
    const sent = MAX_QUEUED * 10;
    for (let i = 0; i < sent; i++) await publishEvent(server.database.db, { k: 'user', u: player!.id, e: 'balance', id: i + 1 });
    await vi.waitFor(() => expect(server.app.live!.stats().dropped).toBeGreaterThan(before.dropped));
    expect(server.app.live!.stats().streams).toBe(before.streams - 1);
    const frames = await stream.drain();
    expect(stream.ended()).toBe(true);
    expect(frames.filter((f) => f.event === 'user').length).toBeLessThan(sent);
  });
});

describe('GET /api/stream heartbeats', () => {
  it('sends a heartbeat comment and ends the stream once its session is revoked', async () => {
    const quick = await startTestServer({ deps: { liveLimits: { heartbeatMs: 100 } } });
    try {
      const [player] = await makePlayers(quick, 1);
      const response = await quick.app.request('/api/stream', { headers: { Token: player!.token } });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes(': ping\n\n')) text += decoder.decode((await reader.read()).value);
      expect((await quick.api.post('/api/user/logout', {}, { token: player!.token })).code).toBe(0);
      // The next heartbeat's check ends the stream.
      for (;;) if ((await reader.read()).done) break;
      expect(quick.app.live!.stats().streams).toBe(0);
    } finally {
      await quick.close();
    }
  });
});
