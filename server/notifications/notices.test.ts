import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTICE_KINDS, type Notice } from '../../shared/contract/notifications';
import type { Page } from '../../shared/contract/shapes';
import { depositOrders, notifications, withdrawals } from '../platform/db/schema';
import { publishEvent } from '../live/events';
import { makePlayers, openBidRoom, openDealRoom, pinMd5, type Player } from '../test/games';
import { useTestServer } from '../test/harness';
import { readSse } from '../test/sse';
import { noticesFor } from './producer';

const server = useTestServer();
beforeAll(() => server.app.notices!.start());

const list = (p: Player, page = 1, limit = 20) => server.api.get<Page<Notice>>('/api/notice/list', { page: String(page), limit: String(limit) }, { token: p.token });
const unread = (p: Player) => server.api.get<{ count: number }>('/api/notice/unread', {}, { token: p.token });
const kindsOf = async (p: Player) => (await list(p)).data.list.map((n) => n.kind);
/** Waits for the follower to have made the entries of notices already committed. */
const entriesOf = async (p: Player, expected: number) =>
  vi.waitFor(
    async () => {
      await server.app.notices!.idle();
      const page = (await list(p)).data;
      expect(page.list, JSON.stringify(page.list)).toHaveLength(expected);
      return page.list;
    },
    { timeout: 5000, interval: 20 },
  );
const bidJoin = (p: Player, id: number) => server.api.post('/api/bid/addBidRoom', { id }, { token: p.token });
const bid = (p: Player, id: number) => server.api.post('/api/bid/bidding', { id, password: pinMd5 }, { token: p.token });
const join = (p: Player, id: number) => server.api.post('/api/room/addRoom', { id, password: pinMd5 }, { token: p.token });
const tick = () => server.services.gameClock.runOnce();

describe('the inbox', () => {
  it('tells the one outbid, with the new highest bid, once per outbidding bid, live on their stream', async () => {
    const [a, b] = await makePlayers(server, 2, { kinbo: '1000', ticket: '3' });
    const auction = await openBidRoom(server);
    for (const p of [a!, b!]) expect((await bidJoin(p, auction.id)).code).toBe(0);
    const response = await server.app.request('/api/stream', { headers: { Token: a!.token } });
    const stream = readSse(response);
    expect((await bid(a!, auction.id)).code).toBe(0);
    expect((await bid(b!, auction.id)).code).toBe(0);
    const [entry] = await entriesOf(a!, 1);
    expect(entry).toMatchObject({ kind: 'outbid', read: false, payload: { auction: auction.id, name: 'Test auction', amount: '20' } });
    const notice = await stream.next((f) => f.event === 'user' && (JSON.parse(f.data) as { e: string }).e === 'notice');
    expect(JSON.parse(notice.data)).toEqual({ e: 'notice', id: entry!.id });
    await stream.cancel();
    expect(await kindsOf(b!)).toEqual([]);
    // The same notice seen again (another process, a replay) makes no second row.
    await publishEvent(server.database.db, { k: 'user', u: a!.id, e: 'outbid', id: auction.id });
    expect(await server.services.notices.add(await noticesFor(server.database.db, { k: 'user', u: a!.id, e: 'outbid', id: auction.id }))).toBe(0);
    await entriesOf(a!, 1);
    // A second outbidding bid is a second entry.
    expect((await bid(a!, auction.id)).code).toBe(0);
    expect((await bid(b!, auction.id)).code).toBe(0);
    expect((await entriesOf(a!, 2))[0]!.payload).toMatchObject({ amount: '40' });
    expect((await entriesOf(b!, 1))[0]).toMatchObject({ kind: 'outbid', payload: { amount: '30' } });
    expect((await unread(a!)).data.count).toBe(2);

    // Ending soon (the sweep, once however often it runs), then won and lost.
    server.clock.advance(250_000);
    await server.services.noticeSweep.runOnce();
    await server.services.noticeSweep.runOnce();
    expect((await entriesOf(b!, 2))[0]).toMatchObject({ kind: 'bid_ending', payload: { auction: auction.id, amount: '40' } });
    server.clock.advance(60_000);
    expect((await tick()).auctionsFinished).toBe(1);
    expect((await entriesOf(b!, 3))[0]).toMatchObject({ kind: 'bid_won', payload: { auction: auction.id, amount: '40', reward: '50' } });
    expect((await entriesOf(a!, 4))[0]).toMatchObject({ kind: 'bid_lost', payload: { auction: auction.id, amount: '40' } });
  });

  it('tells a Flash Deal room’s members it is drawing, then who won the prize and what came back to the others', async () => {
    const players = await makePlayers(server, 3, { usdt: '500', ticket: '5' });
    const room = await openDealRoom(server, { price: '100', maxCount: 3, openCountDown: 10 });
    for (const p of players) expect((await join(p, room.id)).code).toBe(0);
    for (const p of players) expect((await entriesOf(p, 1))[0]).toMatchObject({ kind: 'deal_drawing', payload: { room: room.id, name: 'Test deal' } });
    server.clock.advance(10_000);
    expect((await tick()).finished).toBe(1);
    const results = await Promise.all(players.map(async (p) => (await entriesOf(p, 2))[0]!));
    expect(results.filter((n) => n.kind === 'deal_won')).toEqual([expect.objectContaining({ payload: { room: room.id, name: 'Test deal', prize: '100' } })]);
    expect(results.filter((n) => n.kind === 'deal_lost')).toEqual([
      expect.objectContaining({ payload: { room: room.id, name: 'Test deal', refund: '100', reward: '3' } }),
      expect.objectContaining({ payload: { room: room.id, name: 'Test deal', refund: '100', reward: '3' } }),
    ]);
  });

  it('tells the members of a disbanded room their refund', async () => {
    const [p] = await makePlayers(server, 1, { usdt: '500', ticket: '5' });
    const room = await openDealRoom(server, { price: '25.5', maxCount: 3, durationSeconds: 60 });
    expect((await join(p!, room.id)).code).toBe(0);
    server.clock.advance(61_000);
    expect((await tick()).disbanded).toBe(1);
    expect((await entriesOf(p!, 1))[0]).toMatchObject({ kind: 'deal_disbanded', payload: { room: room.id, refund: '25.5' } });
  });

  it('tells a credited deposit and a sent or failed withdrawal with its refund', async () => {
    const [p] = await makePlayers(server, 1);
    const db = server.database.db;
    const at = server.clock.now();
    const order = { userId: p!.id, chainId: 56, token: '0x0', address: '0x0', amountUnits: '1', nonce: '1', deadline: at, v: 27, r: '0x', s: '0x', createdAt: at, updatedAt: at };
    const [usdt] = await db
      .insert(depositOrders)
      .values({ ...order, depositType: 0, amount: '12.34', status: 'completed' })
      .returning();
    const [pending] = await db
      .insert(depositOrders)
      .values({ ...order, depositType: 1, amount: '5', nonce: '2' })
      .returning();
    await publishEvent(db, { k: 'user', u: p!.id, e: 'deposit', id: usdt!.id });
    await publishEvent(db, { k: 'user', u: p!.id, e: 'deposit', id: pending!.id });
    expect((await entriesOf(p!, 1))[0]).toMatchObject({ kind: 'deposit', payload: { order: usdt!.id, amount: '12.34', coin: 'USDT' } });
    // Another user's order named in a notice makes nothing.
    const [other] = await makePlayers(server, 1);
    expect(await noticesFor(db, { k: 'user', u: other!.id, e: 'deposit', id: usdt!.id })).toEqual([]);

    const payout = { userId: p!.id, chainId: 56, token: '0x0', address: '0x0', receiveAmount: '1', receiveUnits: '1', createdAt: at, updatedAt: at };
    const [sent] = await db
      .insert(withdrawals)
      .values({ ...payout, withdrawType: 1, amount: '7', status: 'sent' })
      .returning();
    const [failed] = await db
      .insert(withdrawals)
      .values({ ...payout, withdrawType: 0, amount: '8.5', status: 'failed' })
      .returning();
    await db.insert(withdrawals).values({ ...payout, withdrawType: 0, amount: '9', status: 'queued' });
    await server.services.noticeSweep.runOnce();
    const entries = await entriesOf(p!, 3);
    expect(entries.slice(0, 2).map((n) => [n.kind, n.payload])).toEqual(
      expect.arrayContaining([
        ['withdraw_sent', { withdrawal: sent!.id, amount: '7', coin: 'KinBo' }],
        ['withdraw_failed', { withdrawal: failed!.id, amount: '8.5', coin: 'USDT', refund: '8.5' }],
      ]),
    );
  });

  it('pages, marks one or all read, and ages entries out', async () => {
    const [p] = await makePlayers(server, 1);
    await server.services.notices.add(Array.from({ length: 5 }, (_, i) => ({ userId: p!.id, kind: 'deal_drawing' as const, ref: `page-${i}`, payload: { room: i + 1, name: 'R' } })));
    const first = (await list(p!, 1, 2)).data;
    expect(first.total).toBe(5);
    expect(first.list.map((n) => n.payload)).toEqual([expect.objectContaining({ room: 5 }), expect.objectContaining({ room: 4 })]);
    expect((await list(p!, 3, 2)).data.list.map((n) => n.payload)).toEqual([expect.objectContaining({ room: 1 })]);
    expect((await server.api.post('/api/notice/read', { id: first.list[0]!.id }, { token: p!.token })).code).toBe(0);
    expect((await server.api.post('/api/notice/read', { id: first.list[0]!.id }, { token: p!.token })).code).toBe(0);
    expect((await unread(p!)).data.count).toBe(4);
    expect((await list(p!, 1, 1)).data.list[0]!.read).toBe(true);
    expect((await server.api.post('/api/notice/readAll', {}, { token: p!.token })).code).toBe(0);
    expect((await unread(p!)).data.count).toBe(0);
    server.clock.advance(31 * 24 * 3600_000);
    expect((await server.services.noticeSweep.runOnce()).agedOut).toBeGreaterThanOrEqual(5);
    // (the session has expired by then: the rows are read directly)
    expect(await server.database.db.select().from(notifications).where(eq(notifications.userId, p!.id))).toEqual([]);
  });

  it('never shows or marks another user’s entries, and refuses bad input with 10001, not a 500', async () => {
    const [owner, intruder] = await makePlayers(server, 2);
    await server.services.notices.add([{ userId: owner!.id, kind: 'deposit', ref: 'attack', payload: { order: 1, amount: '1', coin: 'USDT' } }]);
    const [mine] = (await list(owner!)).data.list;
    expect((await list(intruder!)).data.list).toEqual([]);
    expect((await unread(intruder!)).data.count).toBe(0);
    const stolen = await server.api.post('/api/notice/read', { id: mine!.id }, { token: intruder!.token });
    expect(stolen.code).toBe(30002);
    expect((await server.api.post('/api/notice/readAll', {}, { token: intruder!.token })).code).toBe(0);
    const [row] = await server.database.db.select().from(notifications).where(eq(notifications.id, mine!.id));
    expect(row!.readAt).toBeNull();
    expect((await unread(owner!)).data.count).toBe(1);
    for (const body of [{}, { id: 'x' }, { id: -1 }, { id: 1.5 }]) {
      const answer = await server.api.post('/api/notice/read', body, { token: intruder!.token });
      expect([answer.status, answer.code]).toEqual([200, 10001]);
    }
    expect((await server.api.get('/api/notice/list', { limit: '100000' }, { token: owner!.token })).code).toBe(10001);
    for (const path of ['/api/notice/list', '/api/notice/unread']) expect((await server.api.get(path)).code).toBe(40100);
  });

  it('tells a receiver who sent them tickets, and a seller that their voucher sold, with the amounts', async () => {
    const [sender, receiver, buyer] = await makePlayers(server, 3, { usdt: '1000', ticket: '5' });
    expect((await server.api.post('/api/ticket/give', { email: receiver!.email, number: 3, password: pinMd5 }, { token: sender!.token })).code).toBe(0);
    const [received] = await entriesOf(receiver!, 1);
    expect(received).toMatchObject({ kind: 'tickets_received', payload: { from: sender!.nickname, count: '3' } });
    expect(await kindsOf(sender!)).toEqual([]);

    // The sender buys a voucher on the market, lists it, and the buyer buys it from them.
    const market = await server.api.get<{ list: Array<{ id: number; price: string }> }>('/api/voucher/buyList', { email: 'market.lumen@kinbo.local' }, { token: sender!.token });
    const offered = market.data.list.find((v) => v.price === '100')!;
    expect((await server.api.post('/api/voucher/buy', { id: offered.id, type: 0, password: pinMd5 }, { token: sender!.token })).code).toBe(0);
    expect((await server.api.post('/api/voucher/operation', { id: offered.id, type: 1, password: pinMd5 }, { token: sender!.token })).code).toBe(0);
    expect((await server.api.post('/api/voucher/buy', { id: offered.id, type: 0, password: pinMd5 }, { token: buyer!.token })).code).toBe(0);
    const [sold] = await entriesOf(sender!, 1);
    expect(sold).toMatchObject({ kind: 'voucher_sold', payload: { amount: '100' } });
    // The notice names an entry of its own user only: another user's entry id makes nothing.
    expect(await noticesFor(server.database.db, { k: 'user', u: buyer!.id, e: 'sold', id: sold!.id })).toEqual([]);
    expect(await noticesFor(server.database.db, { k: 'user', u: buyer!.id, e: 'tickets', id: received!.id })).toEqual([]);
  });

  it('keeps each user’s alert preferences (some kinds, or none), and refuses unknown or repeated kinds unstored', async () => {
    const [p, other] = await makePlayers(server, 2);
    const prefs = (who: Player) => server.api.get<{ muted: string[] }>('/api/notice/prefs', {}, { token: who.token });
    const set = (who: Player, muted: unknown) => server.api.post<{ muted: string[] }>('/api/notice/setPrefs', { muted }, { token: who.token });
    expect((await prefs(p!)).data).toEqual({ muted: [] });
    expect((await set(p!, ['deposit', 'outbid'])).data).toEqual({ muted: ['outbid', 'deposit'] });
    expect((await prefs(p!)).data.muted).toEqual(['outbid', 'deposit']);
    expect((await prefs(other!)).data.muted).toEqual([]);
    const none = [...NOTICE_KINDS];
    expect((await set(p!, none)).data.muted).toEqual(none);
    for (const bad of [['nope'], ['outbid', 'outbid'], 'outbid', [...none, 'outbid'], null]) {
      const answer = await set(p!, bad);
      expect([answer.status, answer.code], JSON.stringify(bad)).toEqual([200, 10001]);
    }
    expect((await prefs(p!)).data.muted).toEqual(none);
    expect((await set(p!, [])).data.muted).toEqual([]);
  });
});
