import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BiddingRoom } from '../../shared/contract/shapes';
import { bidMembers, bids } from '../platform/db/schema';
import { isPositive } from '../platform/decimal';
import { makePlayers, openBidRoom, pinMd5, type Player } from '../test/games';
import { useTestServer } from '../test/harness';

/** The amount confirmed is the amount taken: bid/bidding's optional `amount` is the bid the user saw. */
const server = useTestServer();

const bidJoin = (p: Player, id: number) => server.api.post<BiddingRoom>('/api/bid/addBidRoom', { id }, { token: p.token });
const bid = (p: Player, id: number, amount?: unknown, lang?: string) =>
  server.api.post<BiddingRoom>('/api/bid/bidding', amount === undefined ? { id, password: pinMd5 } : { id, password: pinMd5, amount }, { token: p.token, lang });
const balances = (p: Player) => server.services.ledger.balances(p.id);

describe('bid/bidding with the amount the user confirmed', () => {
  it('a bid for an amount that is no longer the next one takes nothing and answers the new amount', async () => {
    const [a, b] = await makePlayers(server, 2, { kinbo: '1000', ticket: '1' });
    const auction = await openBidRoom(server, { durationSeconds: 300 });
    await bidJoin(a!, auction.id);
    await bidJoin(b!, auction.id);

    // Both saw "10"; B is first.
    expect((await bid(b!, auction.id, '10')).data).toMatchObject({ kinbo: '10', highest_user_id: b!.id });
    const moved = await bid(a!, auction.id, '10');
    expect(moved.code).toBe(60008);
    expect(moved.msg).toBe('Someone bid first: the next bid is now 20 KinBo. Nothing was taken');
    expect(moved.data).toEqual({ amount: '20', kinbo: '10' });
    expect(await balances(a!)).toMatchObject({ kinbo: '1000', kinbo_hold: '0' });
    expect(await server.database.db.select().from(bids).where(eq(bids.userId, a!.id))).toHaveLength(0);

    // Asked again with the new amount ("20.00" is the same amount): placed and held as confirmed.
    expect((await bid(a!, auction.id, '20.00')).data).toMatchObject({ kinbo: '20', highest_user_id: a!.id });
    expect(await balances(a!)).toMatchObject({ kinbo: '980', kinbo_hold: '20' });
    // A higher amount than the next bid is refused too: what is taken is what was confirmed, never more or less.
    expect((await bid(b!, auction.id, '40')).code).toBe(60008);
    // The spec's call without `amount` still places the next bid.
    expect((await bid(b!, auction.id)).data).toMatchObject({ kinbo: '30', highest_user_id: b!.id });
    expect((await bid(a!, auction.id, '30', 'zh-CN')).msg).toBe('已有人抢先出价：下一口价现为 40 KinBo，未扣除任何金额');
    await server.expectLedgerBalanced();
  });

  it('refuses a malformed amount with a clear message, never a 500', async () => {
    const [a] = await makePlayers(server, 1, { kinbo: '1000', ticket: '1' });
    const auction = await openBidRoom(server, { durationSeconds: 300 });
    await bidJoin(a!, auction.id);
    for (const amount of ['abc', '-10', '0', '1e1', '0x10', '99999999999999999999999', '1.0000000000000000001', { v: 1 }]) {
      const answer = await bid(a!, auction.id, amount);
      expect(answer.code, JSON.stringify(amount)).toBe(10001);
      expect(answer.msg).toMatch(/amount/i);
    }
    expect(await balances(a!)).toMatchObject({ kinbo: '1000', kinbo_hold: '0' });
  });

  it('20 players confirming the same amount at once: one bid is taken, every other is refused with nothing held', async () => {
    const players = await makePlayers(server, 20, { kinbo: '1000', ticket: '1' });
    const auction = await openBidRoom(server, { maxCount: 20, durationSeconds: 3600 });
    for (const p of players) expect((await bidJoin(p, auction.id)).code).toBe(0);
    const answers = await Promise.all(players.map((p) => bid(p, auction.id, '10')));
    expect(answers.filter((r) => r.code === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.code === 60008)).toHaveLength(19);
    for (const r of answers.filter((x) => x.code === 60008)) expect(r.data).toMatchObject({ amount: '20' });
    const members = await server.database.db.select().from(bidMembers).where(eq(bidMembers.bidRoomId, auction.id));
    expect(members.filter((m) => isPositive(m.held))).toHaveLength(1);
    expect(await server.database.db.select().from(bids).where(eq(bids.bidRoomId, auction.id))).toHaveLength(1);
    await server.expectLedgerBalanced();
  }, 120_000);
});
