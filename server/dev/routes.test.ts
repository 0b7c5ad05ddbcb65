import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../platform/errors';
import { eq } from 'drizzle-orm';
import { vouchers } from '../platform/db/schema';
import { pinDigest, TEST_CLIENT_HEADER, useTestServer } from '../test/harness';
import { NOTICE_KINDS } from '../../shared/contract/notifications';

const server = useTestServer({ checkLedger: true });
let alice: { token: string; id: number };
let bob: { token: string; id: number };

beforeAll(async () => {
  alice = await server.registerUser();
  bob = await server.registerUser();
});

const balances = async (token: string) => {
  const info = await server.api.get<{ usdt_amount: string; ticket: number }>('/api/user/info', {}, { token });
  return { usdt: info.data.usdt_amount, ticket: info.data.ticket };
};

describe('/api/dev/ledger (LOCAL_MODE test helper)', () => {
  it('credits, debits and transfers through the ledger, answering the balance after', async () => {
    const credit = await server.api.post<{ balance_after: string }>('/api/dev/ledger/credit', { asset: 'usdt', amount: '10.5' }, { token: alice.token });
    expect(credit).toMatchObject({ code: 0, data: { balance_after: '10.5' } });
    expect((await server.api.post('/api/dev/ledger/debit', { asset: 'usdt', amount: '0.5' }, { token: alice.token })).data).toEqual({ balance_after: '10' });
    const sent = await server.api.post('/api/dev/ledger/transfer', { to_user_id: bob.id, asset: 'usdt', amount: '2.25' }, { token: alice.token });
    expect(sent).toMatchObject({ code: 0, data: { balance_after: '7.75' } });
    expect(await balances(bob.token)).toMatchObject({ usdt: '2.25' });
    await server.api.post('/api/dev/ledger/credit', { asset: 'ticket', amount: '3' }, { token: alice.token });
    // KinBo too: it pays the fee of a USDT withdrawal in the e2e tests.
    expect((await server.api.post('/api/dev/ledger/credit', { asset: 'kinbo', amount: '500' }, { token: alice.token })).data).toEqual({ balance_after: '500' });
    await server.api.post('/api/dev/ledger/transfer', { to_user_id: bob.id, asset: 'ticket', amount: '2' }, { token: alice.token });
    expect(await balances(alice.token)).toEqual({ usdt: '7.75', ticket: 1 });
    expect(await balances(bob.token)).toEqual({ usdt: '2.25', ticket: 2 });
  });

  it('refuses to go below zero with 30001 and changes nothing', async () => {
    const before = await balances(bob.token);
    const result = await server.api.post('/api/dev/ledger/transfer', { to_user_id: alice.id, asset: 'usdt', amount: '1000' }, { token: bob.token });
    expect(result).toMatchObject({ code: ErrorCode.INSUFFICIENT_BALANCE, data: null });
    expect((await server.api.post('/api/dev/ledger/debit', { asset: 'ticket', amount: '3' }, { token: bob.token })).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await balances(bob.token)).toEqual(before);
  });

  it.each([
    [{ asset: 'usdt', amount: '0' }],
    [{ asset: 'usdt', amount: '-1' }],
    [{ asset: 'usdt', amount: 5 }],
    [{ asset: 'ticket', amount: '1.5' }],
    [{ asset: 'brp', amount: '1' }],
    [{ asset: 'kinbo', amount: '0.0000000000000000001' }],
    [{ asset: 'nft_voucher', amount: '1' }],
    [{ asset: 'bnb', amount: '1' }],
    [{ amount: '1' }],
    [{ asset: 'usdt', amount: '1', to_user_id: 'x' }],
    [{ asset: 'usdt', amount: '1', to_user_id: 0 }],
  ])('answers bad input %j with 10001, never a 500', async (body) => {
    const url = 'to_user_id' in body ? '/api/dev/ledger/transfer' : '/api/dev/ledger/debit';
    const result = await server.api.post(url, body, { token: alice.token });
    expect(result.status).toBe(200);
    expect(result.code).toBe(ErrorCode.INVALID_INPUT);
  });

  it('answers a transfer to an unknown user with 20007 and needs a token', async () => {
    expect((await server.api.post('/api/dev/ledger/transfer', { to_user_id: 999_999, asset: 'usdt', amount: '1' }, { token: alice.token })).code).toBe(ErrorCode.USER_NOT_FOUND);
    expect((await server.api.post('/api/dev/ledger/credit', { asset: 'usdt', amount: '1' })).code).toBe(ErrorCode.TOKEN_INVALID);
  });
});

describe('/api/dev/games (LOCAL_MODE test helper)', () => {
  it("opens a small room and an auction of a test's own, and brings their ends forward for the clock", async () => {
    const opened = await server.api.post<{ id: number }>('/api/dev/games/openRoom', { max_count: 2, open_count_down: 3 }, { token: alice.token });
    expect(opened.code, opened.msg).toBe(0);
    const room = await server.api.get<{ state: number; max_count: number; price: string; open_count_down: number }>(
      '/api/room/chatInfo',
      { id: String(opened.data.id) },
      { token: alice.token },
    );
    expect(room.data).toMatchObject({ state: 0, max_count: 2, open_count_down: 3 });
    expect(Number(room.data.price)).toBe(100);

    // Funded through the dev ledger (KinBo too), alice joins; the room then ends in 0 s and the clock disbands it.
    await server.api.post('/api/dev/ledger/credit', { asset: 'ticket', amount: '2' }, { token: alice.token });
    await server.api.post('/api/dev/ledger/credit', { asset: 'usdt', amount: '100' }, { token: alice.token });
    // alice may hold KinBo from an earlier test of this file: each credit adds exactly 25 to what she has.
    const kinboCredit = () => server.api.post<{ balance_after: string }>('/api/dev/ledger/credit', { asset: 'kinbo', amount: '25' }, { token: alice.token });
    const firstKinbo = (await kinboCredit()).data.balance_after;
    expect(Number((await kinboCredit()).data.balance_after) - Number(firstKinbo)).toBe(25);
    const before = await balances(alice.token);
    expect((await server.api.post('/api/room/addRoom', { id: opened.data.id, password: pinDigest('654321') }, { token: alice.token })).code).toBe(0);
    const end = await server.api.post<{ end_time: number }>('/api/dev/games/endIn', { kind: 'room', id: opened.data.id, seconds: 0 }, { token: alice.token });
    expect(end.code, end.msg).toBe(0);
    expect((await server.services.gameClock.runOnce()).disbanded).toBe(1);
    expect((await server.api.get<{ state: number }>('/api/room/chatInfo', { id: String(opened.data.id) }, { token: alice.token })).data.state).toBe(3);
    expect(await balances(alice.token)).toEqual(before);
    // A disbanded room's end does not move again.
    expect((await server.api.post('/api/dev/games/endIn', { kind: 'room', id: opened.data.id, seconds: 5 }, { token: alice.token })).code).not.toBe(0);

    const auction = await server.api.post<{ id: number }>('/api/dev/games/openAuction', { usdt: '20', seconds: 60 }, { token: alice.token });
    expect(auction.code, auction.msg).toBe(0);
    const moved = await server.api.post<{ end_time: number }>('/api/dev/games/endIn', { kind: 'bid', id: auction.data.id, seconds: 8 }, { token: alice.token });
    const bid = await server.api.get<{ state: number; end_time: number; usdt: string }>('/api/bid/info', { id: String(auction.data.id) }, { token: alice.token });
    expect(bid.data).toMatchObject({ state: 0, end_time: moved.data.end_time });
    expect(Number(bid.data.usdt)).toBe(20);
  });

  it.each([
    ['/api/dev/games/openRoom', { price: '7' }],
    ['/api/dev/games/openRoom', { max_count: 1 }],
    ['/api/dev/games/openAuction', { usdt: '-5' }],
    ['/api/dev/games/endIn', { kind: 'room', id: 'x', seconds: 1 }],
    ['/api/dev/games/endIn', { kind: 'other', id: 1, seconds: 1 }],
  ])('answers bad input to %s %j with 10001', async (url, body) => {
    expect((await server.api.post(url, body, { token: alice.token })).code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('/api/dev/integrity (LOCAL_MODE, the e2e run checks it when it ends)', () => {
  type Integrity = { problems: Array<{ user_id: number; check: string; asset: string; found: string; expected: string }> };

  it('answers no problem when everything adds up, and names the user and the difference when not', async () => {
    expect(await server.api.get<Integrity>('/api/dev/integrity')).toMatchObject({ code: 0, data: { problems: [] } });
    // An item that no count counts (what the old draw did, the other way round).
    const [stray] = await server.database.db
      .insert(vouchers)
      .values({ ownerId: bob.id, title: 'KinBo NFT 100', price: '100', createdAt: server.clock.now() })
      .returning({ id: vouchers.id });
    try {
      const broken = await server.api.get<Integrity>('/api/dev/integrity');
      expect(broken.data.problems).toEqual([{ user_id: bob.id, check: 'vouchers_vs_items', asset: 'nft_voucher', found: '0', expected: '1', record_id: null }]);
    } finally {
      await server.database.db.delete(vouchers).where(eq(vouchers.id, stray!.id));
    }
  });

  it('is for this machine only', async () => {
    expect((await server.api.get('/api/dev/integrity', {}, { headers: { [TEST_CLIENT_HEADER]: '192.168.1.20' } })).status).toBe(404);
  });
});

describe('/api/dev/notices/samples (LOCAL_MODE, the per-kind screenshots)', () => {
  type Page = { list: Array<{ kind: string; payload: Record<string, unknown> }>; total: number };

  it("makes one entry of each asked kind in the caller's inbox only, new ones each call", async () => {
    const carol = await server.registerUser();
    const inbox = async (token: string) => (await server.api.get<Page>('/api/notice/list', { page: '1', limit: '50' }, { token })).data;
    expect(await server.api.post('/api/dev/notices/samples', {}, { token: carol.token })).toMatchObject({ code: 0, data: { made: NOTICE_KINDS.length } });
    expect(new Set((await inbox(carol.token)).list.map((entry) => entry.kind))).toEqual(new Set(NOTICE_KINDS));
    expect((await server.api.post('/api/dev/notices/samples', { kinds: ['outbid', 'voucher_sold'] }, { token: carol.token })).data).toEqual({ made: 2 });
    expect((await inbox(carol.token)).total).toBe(NOTICE_KINDS.length + 2);
    expect((await inbox(bob.token)).list.filter((entry) => entry.payload.name === 'Flash Bid 20 USDT')).toEqual([]);
  });

  it.each([[{ kinds: [] }], [{ kinds: ['hello'] }], [{ kinds: 'outbid' }]])('answers bad input %j with 10001', async (body) => {
    expect((await server.api.post('/api/dev/notices/samples', body, { token: alice.token })).code).toBe(ErrorCode.INVALID_INPUT);
  });
});
