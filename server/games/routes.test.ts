import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyDraw } from '../../shared/games/draw';
import { bidMembers, gameSchedules, ledgerEntries, roomMembers, rooms } from '../platform/db/schema';
import { formatDecimal, isPositive, subtract } from '../platform/decimal';
import { md5Hex } from '../platform/password';
import type { BiddingRoom as BidDetail, GroupRoom as RoomDetail, GroupRoomPage as RoomListPage } from '../../shared/contract/shapes';
import { createGameClock } from './game-clock';
import { createSettingsService } from '../platform/settings';
import { countsOf, founderIdOf, makePlayers, openBidRoom, openDealRoom, pinMd5, totalOf, type Player } from '../test/games';
import { useTestServer } from '../test/harness';

const server = useTestServer();
let founderId: number;

beforeAll(async () => {
  founderId = await founderIdOf(server);
});

const join = (p: Player, id: number | string, password = pinMd5, lang?: string) => server.api.post<RoomDetail>('/api/room/addRoom', { id, password }, { token: p.token, lang });
const info = (p: Player, id: number) => server.api.get<RoomDetail>('/api/room/chatInfo', { id: String(id) }, { token: p.token });
const bidJoin = (p: Player, id: number) => server.api.post<BidDetail>('/api/bid/addBidRoom', { id }, { token: p.token });
const bid = (p: Player, id: number, password = pinMd5) => server.api.post<BidDetail>('/api/bid/bidding', { id, password }, { token: p.token });
const bidInfo = (p: Player, id: number) => server.api.get<BidDetail>('/api/bid/info', { id: String(id) }, { token: p.token });
const balances = (p: Player) => server.services.ledger.balances(p.id);
const tick = () => server.services.gameClock.runOnce();

describe('Flash Deal', () => {
  it('waiting → drawing → finished: fee, hold, provably fair winner, voucher, price + 3 %, team rewards', async () => {
    const players = await makePlayers(server, 3, { usdt: '500', ticket: '5', referrerId: founderId });
    const founderBefore = await server.services.ledger.balances(founderId);
    const room = await openDealRoom(server, { price: '100', maxCount: 3, openCountDown: 10 });

    const first = await join(players[0]!, room.id);
    expect(first.code).toBe(0);
    expect(first.msg).toBe('You joined the room');
    expect(first.data).toMatchObject({ id: room.id, state: 0, member_count: 1, max_count: 3, price: '100', is_room: 1, seed: null, open_time: null, not_winning_reward: '3' });
    expect(first.data.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(first.data.members).toEqual([expect.objectContaining({ user_id: players[0]!.id, join_order: 1, is_winner: 0, email: players[0]!.email })]);
    expect(await balances(players[0]!)).toMatchObject({ usdt: '400', usdt_hold: '100', ticket: '4' });

    expect((await join(players[0]!, room.id)).code).toBe(60004);
    expect((await join(players[1]!, String(room.id))).code).toBe(0);
    // The other player sees the first one's e-mail masked.
    const seen = await info(players[1]!, room.id);
    expect(seen.data.members[0]!.email).toMatch(/^\w{2}\*\*\*@games\.test$/);

    const last = await join(players[2]!, room.id);
    expect(last.data).toMatchObject({ state: 1, member_count: 3 });
    const openTime = Math.floor(server.clock.now().getTime() / 1000) + 10;
    expect(last.data.open_time).toBe(openTime);
    expect((await join((await makePlayers(server, 1, { usdt: '500', ticket: '1' }))[0]!, room.id)).code).toBe(60003);

    // Nothing happens before the countdown ends.
    server.clock.advance(9_000);
    expect((await tick()).finished).toBe(0);
    expect((await info(players[0]!, room.id)).data.state).toBe(1);

    server.clock.advance(1_000);
    expect((await tick()).finished).toBe(1);
    const done = (await info(players[0]!, room.id)).data;
    expect(done.state).toBe(2);
    expect(done.seed).toMatch(/^[0-9a-f]{64}$/);
    const winnerId = done.winner_user_id!;
    expect(done.members.filter((m) => m.is_winner === 1).map((m) => m.user_id)).toEqual([winnerId]);
    // Anyone can check the draw from what chatInfo shows.
    const check = await verifyDraw({ seed: done.seed!, commitment: done.commitment, memberIdsInJoinOrder: done.members.map((m) => m.user_id), announcedWinnerId: winnerId });
    expect(check).toEqual({ commitmentMatches: true, winnerId, matches: true });

    for (const p of players) {
      const b = await balances(p);
      if (p.id === winnerId) {
        expect(b).toMatchObject({ usdt: '400', usdt_hold: '0', nft_voucher: '1', ticket: '4' });
        expect(await countsOf(server, p.id)).toEqual({ winner: 1, notWinner: 0 });
      } else {
        expect(b).toMatchObject({ usdt: '503', usdt_hold: '0', nft_voucher: '0', ticket: '4' });
        expect(await countsOf(server, p.id)).toEqual({ winner: 0, notWinner: 1 });
      }
    }
    // The founder invited all three: 1 % of 100 each.
    const founderAfter = await server.services.ledger.balances(founderId);
    expect(subtract(founderAfter.usdt, founderBefore.usdt)).toBe('3');

    // Reports: the Flash Deal tab shows each result; Overview's not-winning reward shows the 3 %.
    const loser = players.find((p) => p.id !== winnerId)!;
    const winner = players.find((p) => p.id === winnerId)!;
    const roomTab = await server.api.get<{ list: Array<{ is_winner: number; chat_id: number; amount: string; title: string }> }>(
      '/api/report/list',
      { type: 'room' },
      { token: winner.token },
    );
    expect(roomTab.data.list[0]).toMatchObject({ is_winner: 1, chat_id: room.id, amount: '1', title: `Won Flash Deal #${room.id}` });
    const loserTab = await server.api.get<{ list: Array<{ is_winner: number; amount: string }> }>('/api/report/list', { type: 'room' }, { token: loser.token });
    expect(loserTab.data.list[0]).toMatchObject({ is_winner: 0, amount: '100' });
    const overview = await server.api.get<{ list: Array<{ amount: string; chat_id: number }> }>('/api/report/list', { type: 'chat_not_winning_usdt' }, { token: loser.token });
    expect(overview.data.list[0]).toMatchObject({ amount: '3', chat_id: room.id });
    await server.expectLedgerBalanced();

    // A second pass moves nothing.
    expect(await tick()).toEqual({ opened: 0, disbanded: 0, finished: 0, autoBids: 0, auctionsFinished: 0 });
  });

  it('refuses bad input and a wrong PIN with a clear message, never a 500', async () => {
    const [p] = await makePlayers(server, 1, { usdt: '500', ticket: '2' });
    const room = await openDealRoom(server);
    const missing = await server.api.post('/api/room/addRoom', { password: pinMd5 }, { token: p!.token });
    expect(missing).toMatchObject({ status: 200, code: 10001, msg: 'The field "id" is required' });
    expect((await join(p!, 'abc')).code).toBe(10001);
    expect((await join(p!, -1)).code).toBe(10001);
    expect((await join(p!, room.id, 'not-md5')).code).toBe(10001);
    const wrongPin = await join(p!, room.id, md5Hex('000000'), 'vi-VN');
    expect(wrongPin).toMatchObject({ code: 20014, msg: 'Mật khẩu bảo mật không đúng' });
    expect((await join(p!, 99_999)).code).toBe(60001);
    expect((await server.api.get('/api/room/chatInfo', { id: 'x' }, { token: p!.token })).code).toBe(10001);
    expect((await server.api.get('/api/room/chatInfo', { id: '99999' }, { token: p!.token })).code).toBe(60001);
    expect((await server.api.get('/api/room/chatList', { page: '0' }, { token: p!.token })).code).toBe(10001);
    expect((await server.api.get('/api/room/chatList', {})).code).toBe(40100);
    expect(await balances(p!)).toMatchObject({ usdt: '500', ticket: '2', usdt_hold: '0' });
  });

  it('insufficient USDT or no Ticket: refused, nothing changes', async () => {
    const [poor, noTicket] = [...(await makePlayers(server, 1, { usdt: '99', ticket: '3' })), ...(await makePlayers(server, 1, { usdt: '500' }))];
    const room = await openDealRoom(server, { price: '100' });
    expect((await join(poor!, room.id)).code).toBe(30001);
    expect((await join(noTicket!, room.id)).code).toBe(30001);
    expect(await balances(poor!)).toMatchObject({ usdt: '99', ticket: '3', usdt_hold: '0' });
    expect((await info(poor!, room.id)).data.member_count).toBe(0);
  });

  it('one waiting room at a time; free again once the room is drawing', async () => {
    const [a, b] = await makePlayers(server, 2, { usdt: '1000', ticket: '5' });
    const room1 = await openDealRoom(server, { maxCount: 2 });
    const room2 = await openDealRoom(server, { maxCount: 2 });
    expect((await join(a!, room1.id)).code).toBe(0);
    const refused = await join(a!, room2.id, pinMd5, 'zh');
    expect(refused).toMatchObject({ code: 60005, msg: '您已在一个等待中的房间，请在其开奖或解散后再加入其他房间' });
    expect((await join(b!, room1.id)).data.state).toBe(1);
    expect((await join(a!, room2.id)).code).toBe(0);
  });

  it('not full by end_time: disbanded, price and Ticket refunded; a late join is refused', async () => {
    const [a, b, late] = await makePlayers(server, 3, { usdt: '300', ticket: '2' });
    const room = await openDealRoom(server, { price: '300', maxCount: 5, durationSeconds: 60 });
    await join(a!, room.id);
    await join(b!, room.id);
    expect(await balances(a!)).toMatchObject({ usdt: '0', usdt_hold: '300', ticket: '1' });
    server.clock.advance(60_000);
    // Past end_time but before the clock ran: no one gets in.
    expect((await join(late!, room.id)).code).toBe(60002);
    expect((await tick()).disbanded).toBeGreaterThanOrEqual(1);
    expect((await info(a!, room.id)).data).toMatchObject({ state: 3, seed: null });
    for (const p of [a!, b!]) expect(await balances(p)).toMatchObject({ usdt: '300', usdt_hold: '0', ticket: '2' });
    const tickets = await server.api.get<{ list: Array<{ title: string; pm: number }> }>('/api/report/list', { type: 'ticket' }, { token: a!.token });
    expect(tickets.data.list[0]).toMatchObject({ pm: 1, title: `Flash Deal #${room.id} disbanded: ticket refunded` });
    // Free to join another room.
    expect((await join(a!, (await openDealRoom(server, { price: '100' })).id)).code).toBe(0);
    await server.expectLedgerBalanced();
  });

  it('the clock run twice at once (two clock instances) moves each room exactly once', async () => {
    const players = await makePlayers(server, 6, { usdt: '1000', ticket: '5' });
    const drawing = [await openDealRoom(server, { maxCount: 2, openCountDown: 5 }), await openDealRoom(server, { maxCount: 2, openCountDown: 5 })];
    const expiring = await openDealRoom(server, { maxCount: 3, durationSeconds: 30 });
    await join(players[0]!, drawing[0]!.id);
    await join(players[1]!, drawing[0]!.id);
    await join(players[2]!, drawing[1]!.id);
    await join(players[3]!, drawing[1]!.id);
    await join(players[4]!, expiring.id);
    server.clock.advance(30_000);
    const ctx = server.ctx;
    const other = createGameClock(ctx, { settings: createSettingsService(ctx) });
    const [r1, r2, r3] = await Promise.all([tick(), other.runOnce(), tick()]);
    expect(r1.finished + r2.finished + r3.finished).toBe(2);
    expect(r1.disbanded + r2.disbanded + r3.disbanded).toBe(1);
    for (const r of drawing) {
      const results = await server.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.chatId, r.id), eq(ledgerEntries.type, 'room')));
      expect(results).toHaveLength(2); // one result record per member, not two
    }
    const refunds = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.chatId, expiring.id), eq(ledgerEntries.titleKey, 'room_refund')));
    expect(refunds).toHaveLength(1);
    await server.expectLedgerBalanced();
  });

  it('200 concurrent joins for a 10-seat room: exactly 10 members, tickets and USDT conserved', async () => {
    const players = await makePlayers(server, 200, { usdt: '100', ticket: '1' });
    const room = await openDealRoom(server, { price: '100', maxCount: 10 });
    const [usdtBefore, heldBefore, ticketsBefore] = await Promise.all([totalOf(server, 'usdt'), totalOf(server, 'usdtHeld'), totalOf(server, 'ticket')]);
    const results = await Promise.all(players.map((p) => join(p, room.id)));
    const ok = results.filter((r) => r.code === 0);
    expect(ok).toHaveLength(10);
    const refused = results.filter((r) => r.code !== 0);
    expect(new Set(refused.map((r) => r.code))).toEqual(new Set([60003]));
    expect(refused.every((r) => r.msg === 'This room is full' && r.status === 200)).toBe(true);
    const members = await server.database.db.select().from(roomMembers).where(eq(roomMembers.roomId, room.id));
    expect(members.map((m) => m.joinOrder).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [roomRow] = await server.database.db.select().from(rooms).where(eq(rooms.id, room.id));
    expect(roomRow).toMatchObject({ memberCount: 10, state: 1 });
    const [usdtAfter, heldAfter, ticketsAfter] = await Promise.all([totalOf(server, 'usdt'), totalOf(server, 'usdtHeld'), totalOf(server, 'ticket')]);
    expect(subtract(usdtBefore, usdtAfter)).toBe('1000');
    expect(subtract(heldAfter, heldBefore)).toBe('1000');
    expect(Number(ticketsBefore) - Number(ticketsAfter)).toBe(10);
    await server.expectLedgerBalanced();
  }, 180_000);
});

describe('Flash Bid', () => {
  it('join costs a Ticket; bids hold KinBo, outbid holds come back; anti-sniping; the winner pays and is paid', async () => {
    const [a, b, c] = await makePlayers(server, 3, { kinbo: '1000', ticket: '3', usdt: '0' });
    const auction = await openBidRoom(server, { usdt: '50', durationSeconds: 120 });
    const other = await openBidRoom(server, { usdt: '20' });

    expect((await bid(a!, auction.id)).code).toBe(60006);
    const joined = await bidJoin(a!, auction.id);
    expect(joined).toMatchObject({ code: 0, msg: 'You joined the auction' });
    expect(joined.data).toMatchObject({ is_room: 1, member_count: 1, kinbo: '0', step: '10', next_bid: '10', usdt: '50', state: 0 });
    expect(await balances(a!)).toMatchObject({ ticket: '2' });
    expect((await bidJoin(a!, auction.id)).code).toBe(60004);
    expect((await bidJoin(a!, other.id)).code).toBe(60005);
    await bidJoin(b!, auction.id);

    expect((await bid(a!, auction.id, md5Hex('111111'))).code).toBe(20014);
    const first = await bid(a!, auction.id);
    expect(first).toMatchObject({ code: 0, msg: 'Your bid is the highest' });
    expect(first.data).toMatchObject({ kinbo: '10', highest_user_id: a!.id, next_bid: '20' });
    expect(await balances(a!)).toMatchObject({ kinbo: '990', kinbo_hold: '10' });
    expect((await bid(a!, auction.id)).code).toBe(60007);

    expect((await bid(b!, auction.id)).data.kinbo).toBe('20');
    expect(await balances(a!)).toMatchObject({ kinbo: '1000', kinbo_hold: '0' });
    expect(await balances(b!)).toMatchObject({ kinbo: '980', kinbo_hold: '20' });
    await bid(a!, auction.id); // 30

    // 5 s before the end: B's bid moves the end 10 s later.
    server.clock.advance(115_000);
    const endBefore = (await bidInfo(b!, auction.id)).data.end_time;
    const late = await bid(b!, auction.id);
    expect(late.data).toMatchObject({ kinbo: '40', end_time: endBefore + 10, extensions: 1 });
    expect(late.data.members.map((m) => [m.user_id, m.kinbo, m.rank])).toEqual([
      [b!.id, '40', 1],
      [a!.id, '30', 2],
    ]);

    server.clock.advance(6_000); // past the old end, before the new one
    expect((await tick()).auctionsFinished).toBe(0);
    expect((await bidJoin(c!, auction.id)).code).toBe(0);
    server.clock.advance(10_000);
    expect((await bid(a!, auction.id)).code).toBe(60002);
    expect((await tick()).auctionsFinished).toBeGreaterThanOrEqual(1);
    const done = (await bidInfo(a!, auction.id)).data;
    expect(done).toMatchObject({ state: 1, winner_user_id: b!.id, kinbo: '40' });
    expect(await balances(b!)).toMatchObject({ kinbo: '960', kinbo_hold: '0', usdt: '50' });
    expect(await balances(a!)).toMatchObject({ kinbo: '1000', kinbo_hold: '0', usdt: '0' });
    expect(await balances(c!)).toMatchObject({ kinbo: '1000', ticket: '2' });
    // The auction is over: A may join another.
    expect((await bidJoin(a!, other.id)).code).toBe(0);
    const kinboTab = await server.api.get<{ list: Array<{ title: string; pm: number; amount: string }> }>('/api/report/list', { type: 'kinbo' }, { token: a!.token });
    expect(kinboTab.data.list.map((r) => r.title)).toContain(`Outbid on Flash Bid #${auction.id}: bid returned`);
    await server.expectLedgerBalanced();
  });

  it('bid/info carries the bid history, newest first, each bid with its bidder and its time (unix seconds)', async () => {
    const [a, b] = await makePlayers(server, 2, { kinbo: '1000', ticket: '1' });
    const auction = await openBidRoom(server, { usdt: '10', durationSeconds: 300 });
    await bidJoin(a!, auction.id);
    await bidJoin(b!, auction.id);
    expect((await bidInfo(a!, auction.id)).data.history).toEqual([]);
    const firstAt = Math.floor(server.clock.now().getTime() / 1000);
    await bid(a!, auction.id);
    server.clock.advance(7_000);
    await bid(b!, auction.id);
    server.clock.advance(3_000);
    await bid(a!, auction.id);
    const { history } = (await bidInfo(b!, auction.id)).data;
    expect(history).toEqual([
      { user_id: a!.id, nickname: a!.nickname, kinbo: '30', time: firstAt + 10 },
      { user_id: b!.id, nickname: b!.nickname, kinbo: '20', time: firstAt + 7 },
      { user_id: a!.id, nickname: a!.nickname, kinbo: '10', time: firstAt },
    ]);
  });

  it('an auction without bids ends with no winner and no payment', async () => {
    const [a] = await makePlayers(server, 1, { kinbo: '100', ticket: '1' });
    const auction = await openBidRoom(server, { durationSeconds: 30 });
    await bidJoin(a!, auction.id);
    server.clock.advance(31_000);
    await tick();
    expect((await bidInfo(a!, auction.id)).data).toMatchObject({ state: 1, winner_user_id: null });
    expect(await balances(a!)).toMatchObject({ kinbo: '100', usdt: '0' });
  });

  it('concurrent bids keep exactly one highest bid and release every outbid hold', async () => {
    const players = await makePlayers(server, 20, { kinbo: '100000', ticket: '1' });
    const auction = await openBidRoom(server, { maxCount: 20, durationSeconds: 3600 });
    for (const p of players) expect((await bidJoin(p, auction.id)).code).toBe(0);
    const [kinboBefore, heldBefore] = await Promise.all([totalOf(server, 'kinbo'), totalOf(server, 'kinboHeld')]);
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(players.map((p) => bid(p, auction.id)));
      expect(results.every((r) => r.code === 0 || r.code === 60007)).toBe(true);
    }
    const members = await server.database.db.select().from(bidMembers).where(eq(bidMembers.bidRoomId, auction.id));
    const holding = members.filter((m) => isPositive(m.held));
    expect(holding).toHaveLength(1);
    const detail = (await bidInfo(players[0]!, auction.id)).data;
    expect(holding[0]!.userId).toBe(detail.highest_user_id);
    expect(formatDecimal(holding[0]!.held)).toBe(detail.kinbo);
    const [kinboAfter, heldAfter] = await Promise.all([totalOf(server, 'kinbo'), totalOf(server, 'kinboHeld')]);
    expect(subtract(heldAfter, heldBefore)).toBe(detail.kinbo);
    expect(subtract(kinboBefore, kinboAfter)).toBe(detail.kinbo);
    await server.expectLedgerBalanced();
  }, 180_000);
});

describe('schedules and lists', () => {
  it('opens rooms on schedule (only the latest missed slot) and tells when the next one opens', async () => {
    const at = server.clock.now();
    const [schedule] = await server.database.db
      .insert(gameSchedules)
      .values({
        kind: 'deal',
        name: 'Scheduled 1000',
        image: '',
        price: '1000',
        maxCount: 5,
        openCountDown: 10,
        durationSeconds: 600,
        intervalSeconds: 300,
        nextStartAt: at,
        createdAt: at,
      })
      .returning();
    await server.database.db.insert(gameSchedules).values({
      kind: 'bid',
      name: 'Scheduled auction',
      image: '',
      price: '25',
      maxCount: 8,
      durationSeconds: 600,
      intervalSeconds: 600,
      nextStartAt: new Date(at.getTime() + 60_000),
      createdAt: at,
    });
    expect((await tick()).opened).toBe(1);
    const [viewer] = await makePlayers(server, 1);
    const page = await server.api.get<RoomListPage>('/api/room/chatList', { page: '1', limit: '20' }, { token: viewer!.token });
    expect(page.code).toBe(0);
    const opened = page.data.list.find((r) => r.name === 'Scheduled 1000')!;
    expect(opened).toMatchObject({ state: 0, price: '1000', max_count: 5, is_room: 0, end_time: Math.floor(at.getTime() / 1000) + 600 });
    expect(page.data.next_start_time).toBe(Math.floor(at.getTime() / 1000) + 300);
    // Three slots later, one more room (not three).
    server.clock.advance(1_000_000);
    const report = await tick();
    expect(report.opened).toBe(2); // the deal's latest slot and the auction
    const deals = await server.database.db.select().from(rooms).where(eq(rooms.scheduleId, schedule!.id));
    expect(deals).toHaveLength(2);
    const auctions = await server.api.get<{ list: BidDetail[]; total: number }>('/api/bid/list', {}, { token: viewer!.token });
    expect(auctions.data.list.some((r) => r.name === 'Scheduled auction' && r.state === 0)).toBe(true);
  });

  it('lists are paged, newest open first, with at most six avatars', async () => {
    const [viewer] = await makePlayers(server, 1);
    const page1 = await server.api.get<RoomListPage>('/api/room/chatList', { page: '1', limit: '2' }, { token: viewer!.token });
    expect(page1.data.list).toHaveLength(2);
    expect(page1.data.total).toBeGreaterThan(2);
    const page2 = await server.api.get<RoomListPage>('/api/room/chatList', { page: '2', limit: '2' }, { token: viewer!.token });
    expect(page2.data.list.map((r) => r.id)).not.toContain(page1.data.list[0]!.id);
    const all = await server.api.get<RoomListPage>('/api/room/chatList', { limit: '100' }, { token: viewer!.token });
    const ranks = all.data.list.map((r) => (r.state === 1 ? 0 : r.state === 0 ? 1 : 2));
    expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    expect(all.data.list.every((r) => r.chat_members.length <= 6 && r.chat_members.length === Math.min(6, r.member_count))).toBe(true);
    expect((await server.api.get('/api/bid/list', { limit: '101' }, { token: viewer!.token })).code).toBe(10001);
    expect((await server.api.get('/api/bid/info', { id: '0' }, { token: viewer!.token })).code).toBe(10001);
    expect((await server.api.post('/api/bid/addBidRoom', {}, { token: viewer!.token })).code).toBe(10001);
    expect((await server.api.post('/api/bid/bidding', { id: 1 }, { token: viewer!.token })).code).toBe(10001);
  });
});
