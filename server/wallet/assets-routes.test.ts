/** Tickets, NFT vouchers, VP exchange and the income claim: every balance change through the ledger. */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../platform/rate-limit';
import type { LedgerAsset, LedgerPosting } from '../platform/ledger';
import { pinDigest, useTestServer } from '../test/harness';

const server = useTestServer({ checkLedger: true });

type Info = {
  id: number;
  ticket: number;
  usdt_amount: string;
  kinbo: string;
  vp: string;
  brp: string;
  nft_voucher: number;
  nft_voucher_listed_count: number;
  nft_voucher_not_listed_count: number;
};

async function info(token: string): Promise<Info> {
  return (await server.api.get<Info>('/api/user/info', {}, { token })).data;
}

async function newUser(credits: Partial<Record<LedgerAsset, string>> = {}) {
  const user = await server.registerUser();
  const id = (await info(user.token)).id;
  const postings: LedgerPosting[] = Object.entries(credits).map(([asset, amount]) => ({
    userId: id,
    asset: asset as LedgerAsset,
    direction: 'credit',
    amount,
    type: 'usdt',
    title: { key: 'usdt_deposit' },
  }));
  if (postings.length) await server.app.services.ledger.post(postings);
  return { ...user, id, pinMd5: pinDigest(user.pin) };
}

describe('tickets', () => {
  it('lists packages and buys one with the PIN', async () => {
    const user = await newUser({ usdt: '15' });
    const list = await server.api.get<Array<{ id: number; ticket_num: number; amount: string }>>('/api/ticket/list', {}, { token: user.token });
    expect(list.data.map((p) => [p.ticket_num, p.amount])).toEqual([
      [10, '10'],
      [50, '50'],
      [100, '100'],
      [500, '500'],
    ]);
    const [small, big] = list.data;
    expect(await server.api.post('/api/ticket/buy', { id: small?.id, password: pinDigest('000000') }, { token: user.token })).toMatchObject({ code: 20014 });
    expect(await server.api.post('/api/ticket/buy', { id: big?.id, password: user.pinMd5 }, { token: user.token })).toMatchObject({ code: 30001 });
    expect(await server.api.post('/api/ticket/buy', { id: 999999, password: user.pinMd5 }, { token: user.token })).toMatchObject({ code: 31014 });
    const bought = await server.api.post('/api/ticket/buy', { id: small?.id, password: user.pinMd5 }, { token: user.token });
    expect(bought).toMatchObject({ code: 0, msg: 'Purchase successful' });
    expect(await info(user.token)).toMatchObject({ ticket: 10, usdt_amount: '5' });
  });

  it('transfers by e-mail with clear errors', async () => {
    const from = await newUser({ ticket: '5' });
    const to = await newUser();
    const give = (body: Record<string, unknown>) => server.api.post('/api/ticket/give', { email: to.email, number: 2, password: from.pinMd5, ...body }, { token: from.token });
    expect(await give({ email: 'nobody@example.com' })).toMatchObject({ code: 20007 });
    expect(await give({ email: from.email })).toMatchObject({ code: 31015 });
    expect(await give({ number: 0 })).toMatchObject({ code: 10001, msg: 'Please enter the quantity of transfer' });
    expect(await give({ number: 1.5 })).toMatchObject({ code: 10001 });
    expect(await give({ number: 6 })).toMatchObject({ code: 30001 });
    expect(await give({ password: pinDigest('111111') })).toMatchObject({ code: 20014 });
    expect(await give({})).toMatchObject({ code: 0, msg: 'Tickets sent' });
    expect((await info(from.token)).ticket).toBe(3);
    expect((await info(to.token)).ticket).toBe(2);
  });

  // The PIN comes first, and nothing before it (nor a sender without tickets after it)
  // tells a registered e-mail from an unknown one; checkEmail is the one look-up, and limited.
  it('answers a known and an unknown receiver alike until the PIN is right and the tickets are there', async () => {
    const known = await newUser();
    const unknown = 'nobody-registered@example.com';
    const [first, second] = [await newUser({ ticket: '5' }), await newUser({ ticket: '5' })];
    const wrongPin = pinDigest('111111');
    const toKnown = await server.api.post('/api/ticket/give', { email: known.email, number: 1, password: wrongPin }, { token: first.token });
    const toUnknown = await server.api.post('/api/ticket/give', { email: unknown, number: 1, password: wrongPin }, { token: second.token });
    expect(toKnown).toMatchObject({ code: 20014 });
    expect({ code: toUnknown.code, msg: toUnknown.msg }).toEqual({ code: toKnown.code, msg: toKnown.msg });

    const empty = await newUser();
    const giveFromEmpty = (email: string) => server.api.post('/api/ticket/give', { email, number: 1, password: empty.pinMd5 }, { token: empty.token });
    const [emptyToKnown, emptyToUnknown] = [await giveFromEmpty(known.email), await giveFromEmpty(unknown)];
    expect(emptyToKnown).toMatchObject({ code: 30001 });
    expect({ code: emptyToUnknown.code, msg: emptyToUnknown.msg }).toEqual({ code: emptyToKnown.code, msg: emptyToKnown.msg });
    expect((await info(known.token)).ticket).toBe(0);
  });

  it('counts each unknown receiver against the look-up limit of checkEmail', async () => {
    const sender = await newUser({ ticket: '5' });
    const receiver = await newUser();
    for (let i = 0; i < LIMITS.lookup.limit; i += 1) {
      const answer = await server.api.post('/api/ticket/give', { email: `nobody${i}@example.com`, number: 1, password: sender.pinMd5 }, { token: sender.token });
      expect(answer).toMatchObject({ code: 20007 });
    }
    const probe = await server.api.post('/api/ticket/give', { email: 'one-more@example.com', number: 1, password: sender.pinMd5 }, { token: sender.token });
    expect(probe).toMatchObject({ code: 10429 });
    expect((await server.api.get('/api/user/checkEmail', { email: receiver.email }, { token: sender.token })).code).toBe(10429);
    expect((await info(sender.token)).ticket).toBe(5);
  });

  it('200 concurrent transfers between users conserve every ticket and never go negative', async () => {
    // Eight people, 25 transfers each: under the per-user PIN limit (LIMITS.pin, 30 a minute).
    const people = await Promise.all(Array.from({ length: 8 }, () => newUser({ ticket: '30' })));
    // Every direction between them, amounts 1-5: some transfers must run into an empty balance.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const a = i % 8;
        const b = (a + 1 + (Math.floor(i / 8) % 7)) % 8;
        const [from, to] = [people[a]!, people[b]!];
        return server.api.post('/api/ticket/give', { email: to.email, number: 1 + ((i * 7) % 5), password: from.pinMd5 }, { token: from.token });
      }),
    );
    expect(answers.every((a) => a.code === 0 || a.code === 30001)).toBe(true);
    expect(answers.filter((a) => a.code === 0).length).toBeGreaterThan(100);
    const tickets = await Promise.all(people.map(async (p) => (await info(p.token)).ticket));
    expect(tickets.every((t) => t >= 0)).toBe(true);
    expect(tickets.reduce((a, b) => a + b, 0)).toBe(240);
  }, 60_000);
});

describe('NFT vouchers', () => {
  type Market = { list: Array<{ id: number; price: string; state: number; user_id: number; nickname: string }>; total: number };

  it('shows the seeded market, popular sellers and a search by e-mail', async () => {
    const user = await newUser();
    const sellers = await server.api.get<Array<{ user_id: number; nickname: string }>>('/api/voucher/buyRecommend', {}, { token: user.token });
    expect(sellers.data.map((s) => s.nickname).sort()).toEqual(['LumenShop', 'NovaTrader', 'OrbitDealer']);
    const page = await server.api.get<Market>('/api/voucher/buyList', { page: '1', limit: '20' }, { token: user.token });
    expect(page.data.total).toBeGreaterThanOrEqual(10);
    const nova = await server.api.get<Market>('/api/voucher/buyList', { email: 'market.nova@kinbo.local' }, { token: user.token });
    expect(nova.data.list.every((v) => v.nickname === 'NovaTrader' && v.state === 1)).toBe(true);
    const byId = await server.api.get<Market>('/api/voucher/buyList', { user_id: String(sellers.data[0]?.user_id) }, { token: user.token });
    expect(byId.data.list.every((v) => v.user_id === sellers.data[0]?.user_id)).toBe(true);
    expect((await server.api.get('/api/voucher/buyList', { email: 'not-an-email' }, { token: user.token })).code).toBe(10001);
  });

  it('100 concurrent buys of one listed voucher: one sale, everyone else keeps their money', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newUser({ usdt: '500' })));
    const market = await server.api.get<Market>('/api/voucher/buyList', { email: 'market.orbit@kinbo.local' }, { token: buyers[0]!.token });
    const target = market.data.list.find((v) => v.price === '100');
    expect(target).toBeDefined();
    const seller = target!.user_id;
    const sellerBefore = await server.app.services.ledger.balances(seller);

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const buyer = buyers[i % 10]!;
        return server.api.post('/api/voucher/buy', { id: target!.id, type: 0, password: buyer.pinMd5 }, { token: buyer.token });
      }),
    );
    const codes = answers.map((a) => a.code);
    expect(
      codes.filter((c) => c === 0),
      `codes: ${[...new Set(codes)].join(', ')}`,
    ).toHaveLength(1);
    expect(codes.filter((c) => c === 31017)).toHaveLength(99);
    expect(answers.find((a) => a.code === 31017)?.msg).toBe('This NFT voucher has already been sold or delisted');

    const after = await Promise.all(buyers.map((b) => info(b.token)));
    expect(after.filter((b) => b.usdt_amount === '400' && b.nft_voucher === 1)).toHaveLength(1);
    expect(after.filter((b) => b.usdt_amount === '500' && b.nft_voucher === 0)).toHaveLength(9);
    const sellerAfter = await server.app.services.ledger.balances(seller);
    expect(Number(sellerAfter.nft_voucher)).toBe(Number(sellerBefore.nft_voucher) - 1);
    expect(sellerAfter.usdt).toBe(String(Number(sellerBefore.usdt) + 100));
  }, 60_000);

  it('lists, delists, refuses to sell to its owner, and exchanges for KinBo or BRP', async () => {
    const owner = await newUser({ usdt: '1000' });
    const market = await server.api.get<Market>('/api/voucher/buyList', { email: 'market.lumen@kinbo.local' }, { token: owner.token });
    const [first, second] = market.data.list.filter((v) => v.price === '100' || v.price === '300');
    for (const v of [first, second]) expect((await server.api.post('/api/voucher/buy', { id: v!.id, type: 0, password: owner.pinMd5 }, { token: owner.token })).code).toBe(0);

    const mine = await server.api.get<{ list: Array<{ id: number; price: string; state: number }>; total: number }>(
      '/api/voucher/list',
      { page: '1', limit: '20' },
      { token: owner.token },
    );
    expect(mine.data.total).toBe(2);
    const v100 = mine.data.list.find((v) => v.price === '100')!;
    const v300 = mine.data.list.find((v) => v.price === '300')!;
    const op = (id: number, type: number, password = owner.pinMd5) => server.api.post('/api/voucher/operation', { id, type, password }, { token: owner.token });
    expect(await op(v100.id, 1, pinDigest('000000'))).toMatchObject({ code: 20014 });
    expect(await op(v100.id, 1)).toMatchObject({ code: 0, msg: 'Listed for sale' });
    expect(await op(v100.id, 1)).toMatchObject({ code: 31019 });
    expect(await server.api.post('/api/voucher/buy', { id: v100.id, type: 0, password: owner.pinMd5 }, { token: owner.token })).toMatchObject({ code: 31018 });
    expect(await server.api.post('/api/voucher/exchange', { id: v100.id, type: 0, password: owner.pinMd5 }, { token: owner.token })).toMatchObject({ code: 31019 });
    expect(await info(owner.token)).toMatchObject({ nft_voucher: 2, nft_voucher_listed_count: 1, nft_voucher_not_listed_count: 1 });
    expect(await op(v100.id, 0)).toMatchObject({ code: 0, msg: 'Delisted' });

    const toKinbo = await server.api.post('/api/voucher/exchange', { id: v100.id, type: 0, password: owner.pinMd5 }, { token: owner.token });
    expect(toKinbo).toMatchObject({ code: 0, data: { asset: 'kinbo', amount: '2000' } }); // 100 USDT / 0.05
    const toBrp = await server.api.post('/api/voucher/exchange', { id: v300.id, type: 1, password: owner.pinMd5 }, { token: owner.token });
    expect(toBrp).toMatchObject({ code: 0, data: { asset: 'brp', amount: '300' } });
    expect(await info(owner.token)).toMatchObject({ nft_voucher: 0, kinbo: '2000', brp: '300', usdt_amount: '600' });
    expect(await server.api.post('/api/voucher/exchange', { id: v300.id, type: 1, password: owner.pinMd5 }, { token: owner.token })).toMatchObject({ code: 31016 });
  });
});

describe('VP exchange and income claim', () => {
  it('exchanges all VP at vp_amount and the KinBo price, rounded down', async () => {
    const user = await newUser({ vp: '12.3456789' });
    expect(await server.api.post('/api/vp/exchange', { type: 0, password: pinDigest('000000') }, { token: user.token })).toMatchObject({ code: 20014 });
    const done = await server.api.post('/api/vp/exchange', { type: 0, password: user.pinMd5 }, { token: user.token });
    // 12.3456789 × 0.1 = 1.234567 (down) USDT / 0.05 = 24.69134 KinBo
    expect(done).toMatchObject({ code: 0, msg: 'Exchange successful', data: { vp: '12.3456789', kinbo: '24.69134' } });
    expect(await info(user.token)).toMatchObject({ vp: '0', kinbo: '24.69134' });
    expect(await server.api.post('/api/vp/exchange', { type: 0, password: user.pinMd5 }, { token: user.token, lang: 'kr' })).toMatchObject({ code: 31020, msg: '교환할 VP가 없습니다' });
  });

  it('claims the release pool as KinBo with a release record, once', async () => {
    const user = await newUser({ release_pool: '3' });
    const claimed = await server.api.post('/api/user/incomeReceive', {}, { token: user.token });
    expect(claimed).toMatchObject({ code: 0, data: { usdt: '3', kinbo: '60' } });
    expect((await info(user.token)).kinbo).toBe('60');
    const releases = await server.api.get<{ list: Array<{ amount: string }> }>('/api/report/releaseList', {}, { token: user.token });
    expect(releases.data.list).toHaveLength(1);
    expect(await server.api.post('/api/user/incomeReceive', {}, { token: user.token })).toMatchObject({ code: 31021 });
  });
});
