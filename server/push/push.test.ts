import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import zh from '../../messages/zh-CN.json';
import { NOTICE_KINDS } from '../../shared/contract/notifications';
import type { PushMessage } from '../../shared/contract/push';
import { pushSubscriptions } from '../platform/db/schema';
import { makePlayers, openBidRoom, pinMd5, type Player } from '../test/games';
import { useTestServer } from '../test/harness';
import { startPushReceiver } from '../test/push-receiver';
import { createPushSubscriptions, MAX_PUSH_DEVICES } from './subscriptions';
import { createPushSender, PUSH_LIMITS } from './sender';

const server = useTestServer();
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
beforeAll(async () => {
  await server.app.notices!.start();
  receiver = await startPushReceiver(() => server.app.push.keys.publicKey);
});
afterAll(() => receiver.close());

const subscribe = (p: Player, body: unknown, lang = 'en') => server.api.post('/api/push/subscribe', body, { token: p.token, lang });
const bidJoin = (p: Player, id: number) => server.api.post('/api/bid/addBidRoom', { id }, { token: p.token });
const bid = (p: Player, id: number) => server.api.post('/api/bid/bidding', { id, password: pinMd5 }, { token: p.token });
const stored = async () => (await server.database.db.select({ n: count() }).from(pushSubscriptions))[0]!.n;
/** Waits until the follower has made `n` unread entries for `p`, then runs the sender once. */
async function entriesThenTick(p: Player, n: number) {
  await vi.waitFor(
    async () => {
      await server.app.notices!.idle();
      expect((await server.api.get<{ count: number }>('/api/notice/unread', {}, { token: p.token })).data.count).toBe(n);
    },
    { timeout: 5000, interval: 10 },
  );
  await server.app.push.sender.tick();
}
async function auctionWith(a: Player, b: Player) {
  const auction = await openBidRoom(server, { durationSeconds: 3600 });
  for (const p of [a, b]) expect((await bidJoin(p, auction.id)).code).toBe(0);
  return auction;
}

describe('Web Push', () => {
  it('gives its VAPID public key to anyone', async () => {
    const answer = await server.api.get<{ key: string }>('/api/push/key');
    expect(answer.code).toBe(0);
    expect(answer.data.key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('refuses a bad subscription with a clear message and stores nothing', async () => {
    const [a] = await makePlayers(server, 1);
    const good = receiver.device('bad-inputs');
    const cases: [unknown, string][] = [
      [{}, 'The push subscription address is not valid'],
      [{ ...good, endpoint: 'not a url' }, 'The push subscription address is not valid'],
      [{ ...good, endpoint: `https://push.example/${'x'.repeat(1100)}` }, 'The push subscription address is not valid'],
      [{ ...good, endpoint: 'ftp://push.example/a' }, 'The push subscription address is not valid'],
      [{ endpoint: good.endpoint }, 'The push subscription keys are not valid'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, 'The push subscription keys are not valid'],
      [{ ...good, keys: { ...good.keys, p256dh: `C${good.keys.p256dh.slice(1)}` } }, 'The push subscription keys are not valid'],
      [{ ...good, keys: { ...good.keys, auth: 'short' } }, 'The push subscription keys are not valid'],
      [{ ...good, keys: { ...good.keys, auth: 12 } }, 'The push subscription keys are not valid'],
    ];
    for (const [body, msg] of cases) expect(await subscribe(a!, body), JSON.stringify(body).slice(0, 80)).toMatchObject({ code: 10001, msg });
    expect((await subscribe(a!, { endpoint: 'x' }, 'zh')).msg).toBe('推送订阅地址无效');
    expect(await subscribe(a!, { ...good, padding: 'x'.repeat(70_000) })).toMatchObject({ code: 10001, msg: 'The request body is too large' });
    expect((await server.api.post('/api/push/subscribe', good)).code).not.toBe(0);
    // Outside local mode a push service must be https.
    const production = createPushSubscriptions({ ...server.ctx, config: { ...server.ctx.config, localMode: false } });
    await expect(production.subscribe(a!.id, good, 'en')).rejects.toMatchObject({ code: 10001, messageKey: 'push_endpoint_insecure' });
    expect(await stored()).toBe(0);
    expect((await subscribe(a!, good)).code).toBe(0);
    expect(await stored()).toBe(1);
    expect((await server.api.post('/api/push/unsubscribe', { endpoint: good.endpoint }, { token: a!.token })).code).toBe(0);
    expect(await stored()).toBe(0);
  });

  it('keeps one row per device: a device that logs in as another user moves to them; 10 devices a user', async () => {
    const [a, b] = await makePlayers(server, 2);
    const shared = receiver.device('shared');
    expect((await subscribe(a!, shared)).code).toBe(0);
    expect((await subscribe(b!, shared, 'kr')).code).toBe(0);
    const rows = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint));
    expect(rows.map((row) => [row.userId, row.lang])).toEqual([[b!.id, 'kr']]);
    // Another user cannot drop b's device.
    expect((await server.api.post('/api/push/unsubscribe', { endpoint: shared.endpoint }, { token: a!.token })).code).toBe(0);
    expect(await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.endpoint))).toHaveLength(1);
    for (let i = 0; i < MAX_PUSH_DEVICES + 3; i += 1) {
      server.clock.advance(1_000);
      expect((await subscribe(b!, receiver.device(`many-${i}`))).code).toBe(0);
    }
    const kept = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, b!.id));
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    expect(kept.map((row) => row.endpoint)).toContain(`${new URL(shared.endpoint).origin}/push/many-${MAX_PUSH_DEVICES + 2}`);
    expect(kept.map((row) => row.endpoint)).not.toContain(shared.endpoint);
    await server.database.db.delete(pushSubscriptions);
  });

  it('delivers an outbid, encrypted and signed, in the subscriber language, one topic per auction', async () => {
    const [a, b] = await makePlayers(server, 2, { kinbo: '1000', ticket: '3' });
    expect((await subscribe(a!, receiver.device('a-zh'), 'zh')).code).toBe(0);
    expect((await subscribe(a!, receiver.device('a-en'), 'en')).code).toBe(0);
    const auction = await auctionWith(a!, b!);
    expect((await bid(a!, auction.id)).code).toBe(0);
    expect((await bid(b!, auction.id)).code).toBe(0);
    await entriesThenTick(a!, 1);
    expect(receiver.rejected).toEqual([]);
    const [zhPush] = receiver.of('a-zh');
    expect(zhPush).toMatchObject({ topic: `outbid-${auction.id}`, urgency: 'high', ttl: '600' });
    expect(zhPush!.payload).toEqual({
      kind: 'outbid',
      title: zh.notifications.kindNames.outbid,
      body: zh.notifications.kinds.outbid.replace('{name}', 'Test auction').replace('{amount}', '20'),
      url: `/competitivegames/room?roomId=${auction.id}`,
      tag: `outbid-${auction.id}`,
    } satisfies PushMessage);
    expect((receiver.of('a-en')[0]!.payload as PushMessage).body).toBe(`You were outbid on Test auction: the highest bid is now 20 KinBo.`);
  });

  it('sends each bidder a few pushes for a storm of 100 bids in a minute', async () => {
    // Four bidders in turn (each under the PIN's 30 checks a minute): every bid outbids the one before.
    const players = await makePlayers(server, 4, { kinbo: '100000', ticket: '3' });
    for (const [i, p] of players.entries()) expect((await subscribe(p, receiver.device(`storm-${i}`))).code).toBe(0);
    const auction = await openBidRoom(server, { durationSeconds: 3600 });
    for (const p of players) expect((await bidJoin(p, auction.id)).code).toBe(0);
    const outbids = [0, 0, 0, 0];
    for (let i = 0; i < 100; i += 1) {
      expect((await bid(players[i % 4]!, auction.id)).code).toBe(0);
      if (i > 0) {
        outbids[(i - 1) % 4] += 1;
        await entriesThenTick(players[(i - 1) % 4]!, outbids[(i - 1) % 4]!);
      }
      server.clock.advance(600);
    }
    await server.app.push.sender.tick();
    const pushes = players.map((_, i) => receiver.of(`storm-${i}`).length);
    expect(outbids).toEqual([25, 25, 25, 24]);
    // One per tag per PUSH_LIMITS.tagIntervalMs: at 0 s, 20 s, 40 s (and 60 s): 99 outbids, at most 16 pushes.
    expect(PUSH_LIMITS.tagIntervalMs).toBe(20_000);
    for (const n of pushes) expect(n).toBeGreaterThanOrEqual(3);
    for (const n of pushes) expect(n).toBeLessThanOrEqual(4);
    // The one waiting is the newest: after the interval the last outbid goes out, with the last amount.
    server.clock.advance(PUSH_LIMITS.tagIntervalMs);
    await server.app.push.sender.tick();
    expect((receiver.of('storm-2').at(-1)!.payload as PushMessage).body).toContain('1,000');
    expect(server.app.push.sender.stats().pending).toBe(0);
  }, 60_000);

  it('forgets a subscription the push service says is gone, and retries one that failed', async () => {
    const [a, b] = await makePlayers(server, 2, { kinbo: '1000', ticket: '3' });
    expect((await subscribe(a!, receiver.device('gone'))).code).toBe(0);
    expect((await subscribe(a!, receiver.device('flaky'))).code).toBe(0);
    receiver.answer('gone', 410);
    receiver.answer('flaky', 503);
    const auction = await auctionWith(a!, b!);
    expect((await bid(a!, auction.id)).code).toBe(0);
    expect((await bid(b!, auction.id)).code).toBe(0);
    await entriesThenTick(a!, 1);
    const rows = await server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, a!.id));
    expect(rows.map((row) => row.endpoint.split('/').at(-1))).toEqual(['flaky']);
    expect(receiver.of('flaky')).toHaveLength(0);
    await server.app.push.sender.tick(); // not due yet
    expect(receiver.of('flaky')).toHaveLength(0);
    server.clock.advance(PUSH_LIMITS.backoffMs);
    await server.app.push.sender.tick();
    expect(receiver.of('flaky')).toHaveLength(1);
    expect(receiver.of('gone')).toHaveLength(0);
  });

  it('sends one user at most 6 pushes a minute, the rest when the window allows', async () => {
    const [a] = await makePlayers(server, 1);
    expect((await subscribe(a!, receiver.device('busy'))).code).toBe(0);
    const sender = createPushSender({ ...server.app.push, muted: async () => [], now: server.clock.now, log: server.ctx.log });
    sender.enqueue(Array.from({ length: 8 }, (_, i) => ({ userId: a!.id, kind: 'outbid' as const, payload: { auction: 1000 + i, name: `Lot ${i}`, amount: '10' } })));
    await sender.tick();
    expect(receiver.of('busy')).toHaveLength(PUSH_LIMITS.userMax);
    server.clock.advance(PUSH_LIMITS.userWindowMs);
    await sender.tick();
    expect(receiver.of('busy')).toHaveLength(8);
    expect(sender.stats()).toMatchObject({ sent: 8, pending: 0 });
  });

  it('a tick while a run is going sends what became due after that run read the queue', async () => {
    const [a] = await makePlayers(server, 1);
    expect((await subscribe(a!, receiver.device('late'))).code).toBe(0);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowFirst: typeof fetch = async (...args) => {
      await held;
      return fetch(...args);
    };
    const sender = createPushSender({ ...server.app.push, muted: async () => [], now: server.clock.now, log: server.ctx.log, fetch: slowFirst });
    const first = { userId: a!.id, kind: 'outbid' as const, payload: { auction: 2001, name: 'First', amount: '10' } };
    sender.enqueue([first]);
    const going = sender.tick();
    await vi.waitFor(() => expect(sender.stats().pending).toBe(0)); // the first run took its job
    sender.enqueue([{ ...first, payload: { auction: 2002, name: 'Second', amount: '20' } }]);
    const late = sender.tick();
    release();
    await Promise.all([going, late]);
    expect(receiver.of('late').map((push) => (push.payload as PushMessage).tag)).toEqual(['outbid-2001', 'outbid-2002']);
  });

  it('sends nothing of a muted kind, nor anything with every kind muted', async () => {
    const [a, b] = await makePlayers(server, 2, { kinbo: '1000', ticket: '3' });
    expect((await subscribe(a!, receiver.device('muted'))).code).toBe(0);
    expect((await server.api.post('/api/notice/setPrefs', { muted: ['outbid'] }, { token: a!.token })).code).toBe(0);
    const auction = await auctionWith(a!, b!);
    expect((await bid(a!, auction.id)).code).toBe(0);
    expect((await bid(b!, auction.id)).code).toBe(0);
    await entriesThenTick(a!, 1);
    expect((await server.api.post('/api/notice/setPrefs', { muted: [...NOTICE_KINDS] }, { token: a!.token })).code).toBe(0);
    server.clock.advance(PUSH_LIMITS.tagIntervalMs);
    expect((await bid(a!, auction.id)).code).toBe(0);
    expect((await bid(b!, auction.id)).code).toBe(0);
    await entriesThenTick(a!, 2);
    expect(receiver.of('muted')).toHaveLength(0);
    expect(server.app.push.sender.stats().muted).toBeGreaterThanOrEqual(2);
  });
});
