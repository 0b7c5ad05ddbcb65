/**
 * A Flash Deal prize is a real voucher. The draw credits the winner's `nft_voucher`
 * count AND creates the voucher item in the same transaction, so the count in user info is the
 * number of items /api/voucher/list shows, and the prize can be listed, sold and exchanged.
 * Runs on PGlite (`npx vitest run`) and on PostgreSQL (the PostgreSQL lane runs every server test).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findIntegrityProblems } from '../platform/integrity';
import { founderIdOf, makePlayers, openDealRoom, pinMd5, type Player } from '../test/games';
import { useTestServer } from '../test/harness';

const server = useTestServer();
let founderId: number;

beforeAll(async () => {
  founderId = await founderIdOf(server);
});

type Info = { id: number; nft_voucher: number; nft_voucher_price: string; nft_voucher_listed_count: number; nft_voucher_not_listed_count: number; brp: string; usdt_amount: string };
type MyVouchers = { list: Array<{ id: number; title: string; price: string; state: number }>; total: number };

const info = async (p: Player) => (await server.api.get<Info>('/api/user/info', {}, { token: p.token })).data;
const myVouchers = async (p: Player) => (await server.api.get<MyVouchers>('/api/voucher/list', { page: '1', limit: '20' }, { token: p.token })).data;
const join = (p: Player, id: number) => server.api.post('/api/room/addRoom', { id, password: pinMd5 }, { token: p.token });

describe('Flash Deal prize voucher', () => {
  it('every winner of a settled draw holds the voucher item its count says, and can list, sell and exchange it', async () => {
    // Many players over several rooms of every size, all settled by one clock run.
    const prices = ['100', '300', '1000', '100', '300'];
    const players = await makePlayers(server, prices.length * 4, { usdt: '2000', ticket: '3', referrerId: founderId });
    const rooms = [];
    for (const price of prices) rooms.push(await openDealRoom(server, { price, maxCount: 4, openCountDown: 5 }));
    for (const [r, room] of rooms.entries()) {
      for (const player of players.slice(r * 4, r * 4 + 4)) expect((await join(player, room.id)).code).toBe(0);
    }
    server.clock.advance(5_000);
    expect((await server.services.gameClock.runOnce()).finished).toBe(rooms.length);

    // For every player: the count shown in user info is the number of items listed.
    const winners: Array<{ player: Player; price: string }> = [];
    for (const player of players) {
      const [shown, items] = [await info(player), await myVouchers(player)];
      expect(shown.nft_voucher, `player ${player.id}`).toBe(items.total);
      expect(shown.nft_voucher_not_listed_count).toBe(items.total);
      if (shown.nft_voucher === 1) winners.push({ player, price: items.list[0]!.price });
    }
    expect(winners.map((w) => w.price).sort()).toEqual([...prices].sort());
    expect(await findIntegrityProblems(server.database.db)).toEqual([]);

    // The prize is a voucher like any other: titled and priced as the room's price.
    const [seller, exchanger] = winners;
    const prize = (await myVouchers(seller!.player)).list[0]!;
    expect(prize).toMatchObject({ title: `KinBo NFT ${seller!.price}`, price: seller!.price, state: 0 });
    expect(await info(seller!.player)).toMatchObject({ nft_voucher_price: seller!.price });

    // Listed, then bought by a player who lost.
    expect(await server.api.post('/api/voucher/operation', { id: prize.id, type: 1, password: pinMd5 }, { token: seller!.player.token })).toMatchObject({ code: 0 });
    expect(await info(seller!.player)).toMatchObject({ nft_voucher: 1, nft_voucher_listed_count: 1 });
    const buyer = players.find((p) => !winners.some((w) => w.player.id === p.id))!;
    expect(await server.api.post('/api/voucher/buy', { id: prize.id, type: 0, password: pinMd5 }, { token: buyer.token })).toMatchObject({ code: 0 });
    expect(await info(seller!.player)).toMatchObject({ nft_voucher: 0 });
    expect(await info(buyer)).toMatchObject({ nft_voucher: 1 });
    expect((await myVouchers(buyer)).list.map((v) => v.id)).toEqual([prize.id]);

    // Exchanged for BRP (one BRP per USDT of the price).
    const other = (await myVouchers(exchanger!.player)).list[0]!;
    const brpBefore = (await info(exchanger!.player)).brp;
    expect(await server.api.post('/api/voucher/exchange', { id: other.id, type: 1, password: pinMd5 }, { token: exchanger!.player.token })).toMatchObject({
      code: 0,
      data: { asset: 'brp', amount: exchanger!.price },
    });
    expect(Number((await info(exchanger!.player)).brp)).toBe(Number(brpBefore) + Number(exchanger!.price));
    expect(await myVouchers(exchanger!.player)).toMatchObject({ total: 0 });

    await server.expectLedgerBalanced();
  }, 60_000);
});
