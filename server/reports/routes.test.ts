import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../platform/errors';
import { createArticleService, insertArticles } from '../home/articles';
import { setCoinPrice } from '../home/coins';
import { insertVoucher } from '../vouchers/vouchers';
import { ticketTransferPostings } from '../wallet/tickets';
import { createLedgerService, GET_WAY, type LedgerPosting, type LedgerService } from '../platform/ledger';
import { withdrawals } from '../platform/db/schema';
import { useTestServer } from '../test/harness';

const server = useTestServer({ checkLedger: true });
let ledger: LedgerService;
let alice: { token: string; id: number; email: string; nickname: string };
let bob: { token: string; id: number; email: string; nickname: string };

const DAY = 86_400_000;
const ago = (ms: number) => new Date(server.clock.now().getTime() - ms);

const usdt = (userId: number, direction: 'credit' | 'debit', amount: string, extra: Partial<LedgerPosting> = {}): LedgerPosting => ({
  userId,
  asset: 'usdt',
  direction,
  amount,
  type: 'usdt',
  title: { key: direction === 'credit' ? 'usdt_deposit' : 'usdt_withdraw' },
  getWay: direction === 'credit' ? GET_WAY.purchase : GET_WAY.sellOrWithdraw,
  ...extra,
});

beforeAll(async () => {
  ledger = createLedgerService(server.ctx);
  alice = await server.registerUser();
  bob = await server.registerUser();
  // 45 USDT records for Alice, one per hour going back, newest last posted.
  for (let i = 44; i >= 0; i--) await ledger.post([usdt(alice.id, 'credit', `${i + 1}.5`)], { at: ago(i * 3600_000 + 60_000) });
  // Older records of other types and ways.
  await ledger.post([usdt(alice.id, 'debit', '2', { isLost: 2, title: { key: 'usdt_withdraw_review' } })], { at: ago(40 * DAY) });
  await ledger.post([{ userId: alice.id, asset: 'ticket', direction: 'credit', amount: '5', type: 'ticket', title: { key: 'ticket_buy' }, getWay: GET_WAY.purchase }], {
    at: ago(100 * DAY),
  });
  await ledger.post(ticketTransferPostings(alice.id, bob.id, '2'), { at: ago(10 * DAY) });
  await ledger.post(
    [
      {
        userId: alice.id,
        asset: 'release_pool',
        direction: 'credit',
        amount: '30',
        type: 'chat_not_winning_usdt',
        title: { key: 'not_winning_reward', params: { room: 7 } },
        getWay: GET_WAY.game,
        chatId: 7,
      },
      {
        userId: alice.id,
        asset: 'usdt',
        direction: 'credit',
        amount: '4',
        type: 'chat_team_usdt',
        title: { key: 'team_reward', params: { nickname: 'Bob' } },
        getWay: GET_WAY.game,
        counterpartyId: bob.id,
      },
      {
        userId: alice.id,
        asset: 'nft_voucher',
        direction: 'credit',
        amount: '1',
        type: 'room',
        title: { key: 'room_win', params: { room: 8 } },
        getWay: GET_WAY.game,
        isWinner: 1,
        chatId: 8,
      },
    ],
    { at: ago(2 * 3600_000) },
  );
  // The prize behind that room_win record, as the draw creates it (the count equals the items).
  await insertVoucher(server.database.db, { userId: alice.id, price: '100' }, ago(2 * 3600_000));
  await ledger.post(
    [
      { userId: alice.id, asset: 'release_pool', direction: 'debit', amount: '10', type: 'pool', title: { key: 'release_out' }, getWay: GET_WAY.game },
      {
        userId: alice.id,
        asset: 'kinbo',
        direction: 'credit',
        amount: '200',
        type: 'release',
        title: { key: 'release' },
        getWay: GET_WAY.game,
        displayAmount: '10',
        expand: { pool_usdt: '8', accelerated_release_usdt: '2', wallet_kinbo: '1000.5', usdt_price: '0.05', kinbo_number: '200', pool_number: '30' },
      },
      { userId: alice.id, asset: 'kinbo', direction: 'credit', amount: '5', type: 'kinbo', title: { key: 'kinbo_deposit' }, getWay: GET_WAY.purchase },
    ],
    { at: ago(3600_000) },
  );
}, 60_000);

type Page<T> = { list: T[]; total: number };
type Row = {
  id: number;
  status?: string;
  type: string;
  title: string;
  amount: string;
  pm: number;
  get_way: number;
  is_lost: number;
  is_winner: number;
  chat_id: number | null;
  created_at: string;
  create_time: number;
  nickname: string | null;
  email: string | null;
  avatar: string | null;
};

const list = (query: Record<string, string>, token = alice.token, lang?: string) => server.api.get<Page<Row>>('/api/report/list', query, { token, lang });

describe('GET /api/report/list', () => {
  it('pages 20 at a time, newest first, with the total', async () => {
    // 46 USDT records and the team reward (a USDT credit: the USDT tab lists every USDT move).
    const pages = await Promise.all(['1', '2', '3'].map((page) => list({ type: 'usdt', page, limit: '20' })));
    expect(pages.map((p) => p.data.list.length)).toEqual([20, 20, 7]);
    expect(pages[0]!.data.total).toBe(47);
    const all = pages.flatMap((p) => p.data.list);
    expect(new Set(all.map((r) => r.id)).size).toBe(47);
    const times = all.map((r) => r.create_time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all[0]).toMatchObject({ type: 'usdt', title: 'USDT deposit', amount: '1.5', pm: 1, get_way: 1, is_lost: 0, is_winner: 0, chat_id: null, nickname: null });
    expect(all[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(new Date(`${all[0]!.created_at.replace(' ', 'T')}Z`).getTime() / 1000).toBe(all[0]!.create_time);
    expect(all.at(-1)).toMatchObject({ title: 'USDT withdrawal (under review)', pm: 0, is_lost: 2, get_way: 4 });
  });

  it('defaults to page 1 of 20 and an all-time, all-ways filter', async () => {
    const page = await list({ type: 'usdt' });
    expect(page.code).toBe(0);
    expect(page.data.list).toHaveLength(20);
  });

  it('filters by time and by way', async () => {
    expect((await list({ type: 'usdt', time_type: '1' })).data.total).toBe(25); // records 0..23 h ago and the team reward
    expect((await list({ type: 'usdt', time_type: '4' })).data.total).toBe(46);
    expect((await list({ type: 'usdt', time_type: '5' })).data.total).toBe(47);
    expect((await list({ type: 'usdt', way: '4' })).data.list.map((r) => r.title)).toEqual(['USDT withdrawal (under review)']);
    const transfers = await list({ type: 'ticket', way: '2' });
    expect(transfers.data.list).toHaveLength(1);
    expect(transfers.data.list[0]).toMatchObject({ pm: 0, get_way: 2, nickname: bob.nickname, email: bob.email, avatar: '' });
    expect((await list({ type: 'ticket', way: '2', time_type: '2' })).data.total).toBe(0);
  });

  it('Overview lists the reward category, chat_not_winning_usdt by default', async () => {
    const overview = await list({ type: 'chat_not_winning_usdt' });
    expect(overview.data.list.map((r) => [r.type, r.title, r.amount, r.chat_id])).toEqual([['chat_not_winning_usdt', 'Not-winning reward, Flash Deal #7', '30', 7]]);
    const team = await list({ type: 'chat_not_winning_usdt', category: 'chat_team_usdt' });
    expect(team.data.list.map((r) => [r.type, r.title])).toEqual([['chat_team_usdt', 'Team reward from Bob']]);
    // Other tabs ignore the category.
    expect((await list({ type: 'room', category: 'chat_team_usdt' })).data.list[0]).toMatchObject({ type: 'room', is_winner: 1, chat_id: 8 });
  });

  it('translates titles by the Lang header', async () => {
    const zh = await list({ type: 'room' }, alice.token, 'zh');
    expect(zh.data.list[0]!.title).toBe('拼团 #8 中奖');
    const vn = await list({ type: 'kinbo' }, alice.token, 'vn');
    expect(vn.data.list[0]!.title).toBe('Nạp KinBo');
  });

  it('shows only the caller’s records', async () => {
    const bobs = await list({ type: 'ticket' }, bob.token);
    expect(bobs.data.list.map((r) => [r.title, r.pm, r.nickname])).toEqual([['Tickets received', 1, alice.nickname]]);
    expect((await list({ type: 'usdt' }, bob.token)).data.total).toBe(0);
  });

  it.each([
    [{}, 'The field "type" is required'],
    [{ type: 'bitcoin' }, 'The field "type" has an invalid value'],
    [{ type: 'usdt', time_type: '8' }, 'The field "time_type" has an invalid value'],
    [{ type: 'usdt', time_type: '-1' }, 'The field "time_type" has an invalid value'],
    [{ type: 'usdt', way: 'all' }, 'The field "way" has an invalid value'],
    [{ type: 'usdt', page: '0' }, 'The field "page" has an invalid value'],
    [{ type: 'usdt', page: '1.5' }, 'The field "page" has an invalid value'],
    [{ type: 'usdt', limit: '101' }, 'The field "limit" has an invalid value'],
    [{ type: 'usdt', limit: '99999999999999999999' }, 'The field "limit" has an invalid value'],
    [{ type: 'chat_not_winning_usdt', category: 'room' }, 'The field "category" has an invalid value'],
  ])('rejects %j with a clear message', async (query, msg) => {
    const result = await list(query as Record<string, string>);
    expect(result.status).toBe(200);
    expect(result).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg, data: null });
  });

  it('needs a session', async () => {
    expect((await server.api.get('/api/report/list', { type: 'usdt' })).code).toBe(40100);
    expect((await server.api.get('/api/report/info', { id: '1' })).code).toBe(40100);
    expect((await server.api.get('/api/report/releaseList', {})).code).toBe(40100);
  });
});

describe('GET /api/report/info', () => {
  it('returns one of the caller’s records with its counterparty', async () => {
    const [transfer] = (await list({ type: 'ticket', way: '2' })).data.list;
    const info = await server.api.get<Row>('/api/report/info', { id: String(transfer!.id) }, { token: alice.token, lang: 'kr' });
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({ id: transfer!.id, type: 'ticket', title: '티켓 보냄', amount: '2', pm: 0, get_way: 2, nickname: bob.nickname, email: bob.email });
  });

  it('treats someone else’s record as missing, and validates the id', async () => {
    const [transfer] = (await list({ type: 'ticket', way: '2' })).data.list;
    expect(await server.api.get('/api/report/info', { id: String(transfer!.id) }, { token: bob.token })).toMatchObject({
      code: ErrorCode.RECORD_NOT_FOUND,
      msg: 'The record does not exist',
    });
    expect((await server.api.get('/api/report/info', { id: '99999999' }, { token: alice.token })).code).toBe(ErrorCode.RECORD_NOT_FOUND);
    for (const id of ['', 'abc', '0', '-3', '1e3', '9999999999']) {
      const result = await server.api.get('/api/report/info', { id }, { token: alice.token });
      expect(result.code, id).toBe(ErrorCode.INVALID_INPUT);
      expect(result.msg, id).toMatch(/"id"/);
    }
  });
});

describe('record status', () => {
  it('gives every record a status: a ledger record is completed, a withdrawal under review says so', async () => {
    const usdtPage = await list({ type: 'usdt', page: '3', limit: '20' });
    expect(usdtPage.data.list.at(-1)).toMatchObject({ title: 'USDT withdrawal (under review)', status: 'under_review' });
    for (const type of ['usdt', 'ticket', 'room', 'kinbo', 'chat_not_winning_usdt']) {
      const rows = (await list({ type })).data.list;
      expect(rows.length, type).toBeGreaterThan(0);
      for (const row of rows.slice(0, -1)) expect(row.status, `${type} ${row.title}`).toBe('completed');
    }
  });

  it('follows the withdrawal behind a record, in the list and the details (with chain, address and hash)', async () => {
    const user = await server.registerUser();
    await ledger.post([usdt(user.id, 'credit', '100')]);
    const at = server.clock.now();
    const address = '0x000000000000000000000000000000000000dEaD';
    const [order] = await server.ctx.db
      .insert(withdrawals)
      .values({ userId: user.id, chainId: 137, withdrawType: 0, token: address, address, amount: '40', receiveAmount: '40', receiveUnits: '40000000', createdAt: at, updatedAt: at })
      .returning();
    await ledger.post([usdt(user.id, 'debit', '40', { ref: { kind: 'withdrawal', id: order!.id } })]);
    const statusNow = async () => {
      const [row] = (await list({ type: 'usdt' }, user.token)).data.list;
      const info = await server.api.get<Row & { chain?: number; address?: string; tx_hash?: string | null }>('/api/report/info', { id: String(row!.id) }, { token: user.token });
      return { list: row!.status, info: info.data };
    };
    expect(await statusNow()).toMatchObject({ list: 'under_review', info: { status: 'under_review', chain: 137, address, tx_hash: null } });
    const hash = `0x${'ab'.repeat(32)}`;
    await server.ctx.db.update(withdrawals).set({ status: 'sending', txHash: hash });
    expect(await statusNow()).toMatchObject({ list: 'pending', info: { status: 'pending', tx_hash: hash } });
    await server.ctx.db.update(withdrawals).set({ status: 'failed' });
    expect(await statusNow()).toMatchObject({ list: 'failed', info: { status: 'failed' } });
    await server.ctx.db.update(withdrawals).set({ status: 'sent' });
    expect(await statusNow()).toMatchObject({ list: 'completed', info: { status: 'completed' } });
  });
});

describe('GET /api/report/releaseList', () => {
  it('lists release entries with their breakdown', async () => {
    const result = await server.api.get<Page<{ title: string; pm: number; amount: string; expand: Record<string, string> | null }>>(
      '/api/report/releaseList',
      { type: 'release', page: '1', limit: '20' },
      { token: alice.token },
    );
    expect(result.data.list).toEqual([
      expect.objectContaining({
        title: 'KinBo release',
        pm: 1,
        amount: '10',
        expand: { pool_usdt: '8', accelerated_release_usdt: '2', wallet_kinbo: '1000.5', usdt_price: '0.05', kinbo_number: '200', pool_number: '30' },
      }),
    ]);
    expect((await server.api.get('/api/report/releaseList', { type: 'usdt' }, { token: alice.token })).msg).toBe('The field "type" has an invalid value');
  });
});

describe('release pool and income', () => {
  it('GET /api/user/releasePoolInfo gives the USDT still pending', async () => {
    expect((await server.api.get('/api/user/releasePoolInfo', {}, { token: alice.token })).data).toEqual({ number: '20' });
  });

  it('GET /api/user/income and incomeInfo sum the rewards', async () => {
    const income = await server.api.get('/api/user/income', {}, { token: alice.token });
    // START_TIME is midnight UTC: rewards 2 h ago fell yesterday.
    expect(income.data).toEqual({ total: '34', today: '0', not_winning_total: '30', team_total: '4' });
    const team = await server.api.get('/api/user/incomeInfo', { category: 'chat_team_usdt' }, { token: alice.token });
    expect(team.data).toEqual({ category: 'chat_team_usdt', total: '4', today: '0', yesterday: '4', count: 1 });
    expect((await server.api.get('/api/user/incomeInfo', {}, { token: alice.token })).data).toMatchObject({ category: 'chat_not_winning_usdt', total: '30' });
    expect((await server.api.get('/api/user/incomeInfo', { category: 'usdt' }, { token: alice.token })).code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('GET /api/user/ranking', () => {
  it('ranks USDT rewards credited in the period, highest first, e-mails masked', async () => {
    const carol = await server.registerUser();
    const reward = (userId: number, amount: string): LedgerPosting => ({
      userId,
      asset: 'usdt',
      direction: 'credit',
      amount,
      type: 'chat_team_usdt',
      title: { key: 'team_reward', params: { nickname: 'x' } },
    });
    await ledger.post([reward(bob.id, '50')], { at: ago(3 * DAY) });
    await ledger.post([reward(carol.id, '10')], { at: ago(3600_000) });
    await ledger.post([reward(carol.id, '100')], { at: ago(60 * DAY) });
    // Deposits are not rewards; a room voucher is not USDT.
    await ledger.post([usdt(carol.id, 'credit', '5000')], { at: ago(3600_000) });

    const ranking = async (type: string) => (await server.api.get<Array<{ nickname: string; number: string; email: string }>>('/api/user/ranking', { type }, { token: alice.token })).data;
    const names = (rows: Array<{ nickname: string; number: string }>) => rows.map((r) => [r.nickname, r.number]);
    // Alice: a 30 USDT not-winning reward (into her release pool) and a 4 USDT team reward, 2 h ago.
    expect(names(await ranking('3'))).toEqual([
      [alice.nickname, '34'],
      [carol.nickname, '10'],
    ]);
    expect(names(await ranking('0'))).toEqual([
      [bob.nickname, '50'],
      [alice.nickname, '34'],
      [carol.nickname, '10'],
    ]);
    expect(names(await ranking('1'))).toEqual([
      [bob.nickname, '50'],
      [alice.nickname, '34'],
      [carol.nickname, '10'],
    ]);
    const allTime = await ranking('2');
    expect(names(allTime)).toEqual([
      [carol.nickname, '110'],
      [bob.nickname, '50'],
      [alice.nickname, '34'],
    ]);
    expect(allTime[0]!.email).toMatch(/^us\*\*\*@example\.com$/);
    // No type: all time.
    expect((await server.api.get('/api/user/ranking', {}, { token: alice.token })).data).toEqual(allTime);
  });

  it.each(['4', '-1', 'week', '2.5'])('rejects type %j', async (type) => {
    expect(await server.api.get('/api/user/ranking', { type }, { token: alice.token })).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg: 'The field "type" has an invalid value' });
  });
});

describe('banners and prices', () => {
  it('GET /api/main/articles lists type 1 banners in order, paged', async () => {
    await insertArticles(
      server.database.db,
      [
        { type: 1, title: 'Second', img: '/b.png', jumpType: 1, jumpUrl: 'https://example.com', sort: 2 },
        { type: 1, title: 'First', img: '/a.png', jumpType: 0, jumpUrl: '/wallet', sort: 1 },
        { type: 2, title: 'Not a banner', img: '', jumpType: 0, jumpUrl: '/', sort: 0 },
      ],
      server.clock.now(),
    );
    const result = await server.api.get<Page<{ title: string; jump_type: number; jump_url: string; img: string; id: number }>>('/api/main/articles', { type: '1', page: '1', limit: '20' });
    expect(result.code).toBe(0);
    expect(result.data.total).toBe(2);
    expect(result.data.list.map((b) => [b.title, b.img, b.jump_type, b.jump_url])).toEqual([
      ['First', '/a.png', 0, '/wallet'],
      ['Second', '/b.png', 1, 'https://example.com'],
    ]);
    expect((await server.api.get<Page<unknown>>('/api/main/articles', { type: '1', page: '2', limit: '1' })).data.list).toHaveLength(1);
    expect((await server.api.get('/api/main/articles', { type: 'x' })).code).toBe(ErrorCode.INVALID_INPUT);
    const service = createArticleService(server.ctx);
    expect((await service.list(2, 1, 20)).list.map((a) => a.title)).toEqual(['Not a banner']);
  });

  it('GET /api/coin/list gives defaults until a price is set', async () => {
    const before = await server.api.get<Array<{ chain: number; name: string; usdt_price: string }>>('/api/coin/list');
    expect(before.data).toContainEqual({ chain: 1, name: 'KinBo', usdt_price: '0.05' });
    await setCoinPrice(server.database.db, 1, 'KinBo', '0.0421', server.clock.now());
    const after = await server.api.get<Array<{ chain: number; name: string; usdt_price: string }>>('/api/coin/list');
    expect(after.data.filter((c) => c.name === 'KinBo')).toEqual([{ chain: 1, name: 'KinBo', usdt_price: '0.0421' }]);
    expect(after.data).toHaveLength(3);
  });
});

describe('no input makes these routes fail with a 500', () => {
  const paths = ['/api/report/list', '/api/report/info', '/api/report/releaseList', '/api/user/ranking', '/api/user/incomeInfo', '/api/main/articles'];
  const weird = ['', ' ', '%00', '\u0000', '1'.repeat(400), '[]', '{}', 'null', 'NaN', 'Infinity', '0x10', '١'];
  it('answers 200 with a code for every odd value of every field', async () => {
    for (const path of paths) {
      for (const field of ['type', 'time_type', 'way', 'page', 'limit', 'category', 'id']) {
        for (const value of weird) {
          const response = await server.app.request(`${path}?${new URLSearchParams({ type: 'usdt', [field]: value })}&${field}=${encodeURIComponent(value)}`, {
            headers: { Token: alice.token },
          });
          expect(response.status, `${path} ${field}=${JSON.stringify(value)}`).toBe(200);
          const body = (await response.json()) as { code: number };
          expect(body.code, `${path} ${field}=${JSON.stringify(value)}`).not.toBe(ErrorCode.INTERNAL);
        }
      }
    }
  });
});
