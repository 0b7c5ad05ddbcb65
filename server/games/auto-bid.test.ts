import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AutoBid, BiddingRoom } from '../../shared/contract/shapes';
import { autoBids, bids } from '../platform/db/schema';
import { compare } from '../platform/decimal';
import { GET_WAY } from '../platform/ledger';
import { createSettingsService } from '../platform/settings';
import { makePlayers, openBidRoom, pinMd5, type Player } from '../test/games';
import { useTestServer } from '../test/harness';
import { AUTO_BID_DELAY_MS } from './auto-bid-rules';
import { createGameClock } from './game-clock';

/** Flash Bid's auto-bid: one row per bidder, answered by the clock at a person's pace, never above the maximum. */
const server = useTestServer();

const bidJoin = (p: Player, id: number) => server.api.post<BiddingRoom>('/api/bid/addBidRoom', { id }, { token: p.token });
const bid = (p: Player, id: number) => server.api.post<BiddingRoom>('/api/bid/bidding', { id, password: pinMd5 }, { token: p.token });
const setAuto = (p: Player, id: number, max: unknown, password = pinMd5, lang?: string) => server.api.post<AutoBid>('/api/bid/autoBid', { id, max, password }, { token: p.token, lang });
const cancelAuto = (p: Player, id: number) => server.api.post<AutoBid | null>('/api/bid/autoBidCancel', { id }, { token: p.token });
const autoInfo = (p: Player, id: number) => server.api.get<AutoBid | null>('/api/bid/autoBidInfo', { id: String(id) }, { token: p.token });
const balances = (p: Player) => server.services.ledger.balances(p.id);
const tick = () => server.services.gameClock.runOnce();
const wait = async (ms: number) => {
  server.clock.advance(ms);
  return tick();
};
const bidsOf = async (roomId: number) =>
  (await server.database.db.select().from(bids).where(eq(bids.bidRoomId, roomId)).orderBy(bids.id)).map((b) => ({ userId: b.userId, amount: b.amount }));

async function auction(players: number, funds: { kinbo: string }, durationSeconds = 600) {
  const list = await makePlayers(server, players, { kinbo: funds.kinbo, ticket: '1' });
  const room = await openBidRoom(server, { durationSeconds });
  for (const p of list) expect((await bidJoin(p, room.id)).code).toBe(0);
  return { players: list, room };
}

describe('bid/autoBid', () => {
  // Each test's auctions end after it, so no auto-bid of one test answers in the next.
  afterEach(async () => {
    await wait(3_600_000);
    expect(await server.services.autoBids.activeCount()).toBe(0);
  });

  it('checks before the PIN: member, an open auction, a maximum and KinBo reaching the next bid; bad input is refused clearly', async () => {
    const { players, room } = await auction(2, { kinbo: '15' });
    const [a, b] = players as [Player, Player];
    const [outsider] = await makePlayers(server, 1, { kinbo: '1000', ticket: '1' });
    // A wrong PIN is not even asked for: these refusals come first.
    expect((await setAuto(outsider!, room.id, '100', 'f'.repeat(32))).code).toBe(60006);
    expect(await setAuto(a, room.id, '5', 'f'.repeat(32))).toMatchObject({ code: 31013, msg: 'The maximum must be at least the next bid, 10 KinBo' });
    expect((await setAuto(a, room.id, '5', pinMd5, 'zh-CN')).msg).toBe('最高出价不能低于下一口价 10 KinBo');
    expect((await bid(b, room.id)).code).toBe(0);
    expect(await setAuto(a, room.id, '100', 'f'.repeat(32))).toMatchObject({ code: 30001, msg: 'Not enough KinBo for the next bid, 20 KinBo' });
    for (const max of ['abc', '-1', '0', '1e3', { v: 1 }, '99999999999999999999999']) {
      const answer = await setAuto(a, room.id, max);
      expect(answer.code, JSON.stringify(max)).toBe(10001);
      expect(answer.msg).toMatch(/amount/i);
    }
    expect((await setAuto(a, 999999, '100')).code).toBe(60001);
    // The highest bidder's own hold counts: B holds 10 and has 5, the next bid is 20: short; with 5 more it reaches.
    expect((await setAuto(b, room.id, '20', 'f'.repeat(32))).code).toBe(30001);
    await server.services.ledger.post([{ userId: b.id, asset: 'kinbo', direction: 'credit', amount: '5', type: 'kinbo', title: { key: 'usdt_deposit' }, getWay: GET_WAY.purchase }]);
    expect((await setAuto(b, room.id, '20', 'f'.repeat(32))).code).toBe(20014);
    expect((await setAuto(b, room.id, '20')).data).toEqual({ id: room.id, max: '20', active: 1, reason: null });
    expect(await server.database.db.select().from(autoBids).where(eq(autoBids.bidRoomId, room.id))).toHaveLength(1);
    expect((await autoInfo(a, room.id)).data).toBeNull();
  });

  it('setting again changes the maximum of the one row; concurrent sets make one row', async () => {
    const { players, room } = await auction(1, { kinbo: '1000' });
    const a = players[0]!;
    const answers = await Promise.all(['100', '200', '300', '400', '500', '600'].map((max) => setAuto(a, room.id, max)));
    expect(answers.every((r) => r.code === 0)).toBe(true);
    const rows = await server.database.db
      .select()
      .from(autoBids)
      .where(and(eq(autoBids.bidRoomId, room.id), eq(autoBids.userId, a.id)));
    expect(rows).toHaveLength(1);
    expect((await setAuto(a, room.id, '70')).data).toMatchObject({ max: '70', active: 1 });
    expect((await autoInfo(a, room.id)).data).toEqual({ id: room.id, max: '70', active: 1, reason: null });
    expect(await server.database.db.select().from(autoBids).where(eq(autoBids.bidRoomId, room.id))).toHaveLength(1);
  });

  it('answers a human at a person’s pace, holds like a tap, and stops at the maximum, never above it', async () => {
    const { players, room } = await auction(2, { kinbo: '1000' });
    const [a, b] = players as [Player, Player];
    expect((await setAuto(a, room.id, '45')).code).toBe(0);
    // Not the highest when set: it bids on the clock's next pass.
    expect((await tick()).autoBids).toBe(1);
    expect((await bid(b, room.id)).data).toMatchObject({ kinbo: '20', highest_user_id: b.id });
    expect((await wait(AUTO_BID_DELAY_MS - 1000)).autoBids).toBe(0);
    expect((await wait(1000)).autoBids).toBe(1);
    expect(await balances(a)).toMatchObject({ kinbo: '970', kinbo_hold: '30' });
    expect(await balances(b)).toMatchObject({ kinbo: '1000', kinbo_hold: '0' });
    expect((await bid(b, room.id)).data).toMatchObject({ kinbo: '40' });
    // The next would be 50 > 45: stopped at once, with the reason, and nothing more is bid.
    expect((await autoInfo(a, room.id)).data).toEqual({ id: room.id, max: '45', active: 0, reason: 'max' });
    expect((await wait(AUTO_BID_DELAY_MS * 3)).autoBids).toBe(0);
    expect(await bidsOf(room.id)).toEqual(
      [
        { userId: a.id, amount: '10' },
        { userId: b.id, amount: '20' },
        { userId: a.id, amount: '30' },
        { userId: b.id, amount: '40' },
      ].map((x) => ({ ...x, amount: expect.stringMatching(new RegExp(`^${x.amount}(\\.0+)?$`)) })),
    );
    await server.expectLedgerBalanced();
  });

  it('two auto-bidders alternate at the pace, one bid per pass, and the lower maximum stops', async () => {
    const { players, room } = await auction(2, { kinbo: '1000' });
    const [a, b] = players as [Player, Player];
    expect((await setAuto(a, room.id, '100')).code).toBe(0);
    expect((await tick()).autoBids).toBe(1);
    expect((await setAuto(b, room.id, '60')).code).toBe(0);
    expect((await tick()).autoBids).toBe(1);
    // No instant escalation: A answers only after the delay, then B after its own.
    expect((await tick()).autoBids).toBe(0);
    for (let i = 0; i < 10; i++) expect((await wait(AUTO_BID_DELAY_MS)).autoBids).toBeLessThanOrEqual(1);
    const placed = await bidsOf(room.id);
    expect(placed.map((p) => Number(p.amount))).toEqual([10, 20, 30, 40, 50, 60, 70]);
    for (const p of placed) expect(compare(p.amount, p.userId === b.id ? '60' : '100')).toBeLessThanOrEqual(0);
    expect((await autoInfo(b, room.id)).data).toMatchObject({ active: 0, reason: 'max' });
    expect((await autoInfo(a, room.id)).data).toMatchObject({ active: 1 });
    expect(await balances(a)).toMatchObject({ kinbo: '930', kinbo_hold: '70' });
    expect(await balances(b)).toMatchObject({ kinbo: '1000', kinbo_hold: '0' });
    await server.expectLedgerBalanced();
  });

  it('two clocks at once place one bid for one outbid', async () => {
    const { players, room } = await auction(2, { kinbo: '1000' });
    const [a, b] = players as [Player, Player];
    const other = createGameClock(server.ctx, { settings: createSettingsService(server.ctx) });
    expect((await setAuto(a, room.id, '500')).code).toBe(0);
    const first = await Promise.all([tick(), other.runOnce()]);
    expect(first[0].autoBids + first[1].autoBids).toBe(1);
    expect((await bid(b, room.id)).code).toBe(0);
    server.clock.advance(AUTO_BID_DELAY_MS);
    const second = await Promise.all([other.runOnce(), tick(), other.runOnce()]);
    expect(second.reduce((n, r) => n + r.autoBids, 0)).toBe(1);
    expect((await bidsOf(room.id)).map((p) => Number(p.amount))).toEqual([10, 20, 30]);
    await server.expectLedgerBalanced();
  });

  it('stops when KinBo is short', async () => {
    const { players, room } = await auction(2, { kinbo: '35' });
    const [a, b] = players as [Player, Player];
    expect((await bid(b, room.id)).code).toBe(0); // B 10
    expect((await setAuto(a, room.id, '1000')).code).toBe(0);
    expect((await tick()).autoBids).toBe(1); // A 20
    expect((await bid(b, room.id)).code).toBe(0); // B 30; A's 20 is back: 35 < 40
    expect((await wait(AUTO_BID_DELAY_MS)).autoBids).toBe(1);
    expect((await autoInfo(a, room.id)).data).toMatchObject({ active: 0, reason: 'balance' });
    expect(await balances(a)).toMatchObject({ kinbo: '35', kinbo_hold: '0' });
    expect((await bidsOf(room.id)).map((p) => Number(p.amount))).toEqual([10, 20, 30]);
    await server.expectLedgerBalanced();
  });

  it('stops on cancel: no more answers', async () => {
    const { players, room } = await auction(2, { kinbo: '1000' });
    const [a, b] = players as [Player, Player];
    expect((await bid(b, room.id)).code).toBe(0);
    expect((await setAuto(a, room.id, '1000')).code).toBe(0);
    expect((await cancelAuto(a, room.id)).data).toEqual({ id: room.id, max: '1000', active: 0, reason: 'cancelled' });
    expect((await wait(AUTO_BID_DELAY_MS)).autoBids).toBe(0);
    expect((await cancelAuto(b, room.id)).data).toBeNull();
    expect((await bidsOf(room.id)).map((p) => Number(p.amount))).toEqual([10]);
  });

  it('an auto-bid outbid in the last seconds answers before the end, and ending stops it', async () => {
    const { players, room } = await auction(2, { kinbo: '1000' }, 30);
    const [a, b] = players as [Player, Player];
    expect((await setAuto(a, room.id, '1000')).code).toBe(0);
    expect((await tick()).autoBids).toBe(1);
    server.clock.advance(28_000);
    const outbid = await bid(b, room.id);
    const end = outbid.data.end_time * 1000;
    expect(end).toBe(room.endTime.getTime() + 10_000);
    expect((await wait(AUTO_BID_DELAY_MS)).autoBids).toBe(1);
    expect(server.clock.now().getTime()).toBeLessThan(end);
    expect((await autoInfo(a, room.id)).data).toMatchObject({ active: 1 });
    server.clock.advance(60_000);
    expect((await tick()).auctionsFinished).toBeGreaterThanOrEqual(1);
    expect((await autoInfo(a, room.id)).data).toMatchObject({ active: 0, reason: 'ended' });
    expect((await setAuto(a, room.id, '2000')).code).toBe(60002);
    expect(await balances(a)).toMatchObject({ kinbo: '970', kinbo_hold: '0' });
    await server.expectLedgerBalanced();
  });
});
