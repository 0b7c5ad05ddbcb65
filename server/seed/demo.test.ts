import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findIntegrityProblems } from '../platform/integrity';
import { passwordDigest, SEED, startTestServer, TEST_SCRYPT, type TestServer } from '../test/harness';
import { DEMO_ACCOUNT, seedDemoData, type DemoSeedResult } from './demo';

let server: TestServer;
let first: DemoSeedResult;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  first = await seedDemoData(server.database.db, { now: server.clock.now, scryptParams: TEST_SCRYPT, config: server.config, referrerInvite: SEED.invite });
  const login = await server.api.post<{ Token: string }>('/api/user/login', { email: DEMO_ACCOUNT.email, password: passwordDigest(DEMO_ACCOUNT.password) });
  token = login.data.Token;
}, 90_000);
afterEach(async () => {
  await server.expectLedgerBalanced();
});
afterAll(async () => {
  await server?.close();
});

const TABS = ['chat_not_winning_usdt', 'usdt', 'voucher', 'ticket', 'vp', 'room', 'kinbo'] as const;

describe('demo seed', () => {
  it('creates the demo account once; a second run does nothing', async () => {
    expect(first.created).toBe(true);
    expect(first.records).toBeGreaterThan(300);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await seedDemoData(server.database.db, { now: server.clock.now, scryptParams: TEST_SCRYPT, config: server.config, referrerInvite: SEED.invite })).toEqual({ created: false });
  });

  it('fills every report tab, with more than two pages of USDT and both reward categories', async () => {
    for (const type of TABS) {
      const page = await server.api.get<{ total: number }>('/api/report/list', { type }, { token });
      expect(page.data.total, type).toBeGreaterThan(type === 'usdt' ? 40 : 5);
    }
    const team = await server.api.get<{ total: number }>('/api/report/list', { type: 'chat_not_winning_usdt', category: 'chat_team_usdt' }, { token });
    expect(team.data.total).toBeGreaterThan(5);
    const transfers = await server.api.get<{ list: Array<{ nickname: string | null; email: string | null }> }>('/api/report/list', { type: 'ticket', way: '2' }, { token });
    expect(transfers.data.list.length).toBeGreaterThanOrEqual(5);
    for (const row of transfers.data.list) expect(row.nickname && row.email).toBeTruthy();
    const rooms = await server.api.get<{ list: Array<{ chat_id: number | null; is_winner: number }> }>('/api/report/list', { type: 'room' }, { token });
    expect(rooms.data.list.every((r) => Number.isInteger(r.chat_id))).toBe(true);
    expect(new Set(rooms.data.list.map((r) => r.is_winner))).toEqual(new Set([0, 1]));
    const recent = await server.api.get<{ total: number }>('/api/report/list', { type: 'usdt', time_type: '1' }, { token });
    expect(recent.data.total).toBeGreaterThan(0);
  });

  it('has KinBo releases with and without a breakdown, a pending pool and a KinBo price', async () => {
    const releases = await server.api.get<{ list: Array<{ expand: object | null }> }>('/api/report/releaseList', { type: 'release' }, { token });
    expect(releases.data.list.filter((r) => r.expand).length).toBeGreaterThanOrEqual(6);
    expect(releases.data.list.filter((r) => !r.expand)).toHaveLength(1);
    const pool = await server.api.get<{ number: string }>('/api/user/releasePoolInfo', {}, { token });
    expect(Number(pool.data.number)).toBeGreaterThan(0);
    const coins = await server.api.get<Array<{ chain: number; name: string; usdt_price: string }>>('/api/coin/list');
    expect(coins.data).toContainEqual({ chain: 1, name: 'KinBo', usdt_price: '0.0421' });
  });

  it('makes every Flash Deal record a real finished room the demo played, paid what Overview shows', async () => {
    type Row = { id: number; chat_id: number | null; is_winner: number; amount: string; pm: number };
    const all = async (query: Record<string, string>) => {
      const rows: Row[] = [];
      for (let page = 1; ; page++) {
        const next = await server.api.get<{ list: Row[]; total: number }>('/api/report/list', { ...query, page: String(page), limit: '20' }, { token });
        rows.push(...next.data.list);
        if (rows.length >= next.data.total || next.data.list.length === 0) return rows;
      }
    };
    const dealRecords = await all({ type: 'room' });
    const overview = await all({ type: 'chat_not_winning_usdt', category: 'chat_not_winning_usdt' });
    const info = await server.api.get<{ id: number }>('/api/user/info', {}, { token });
    expect(dealRecords).toHaveLength(14);
    type Room = { state: number; is_room: number; price: string; not_winning_reward: string; winner_user_id: number | null; members: Array<{ user_id: number; is_winner: number }> };
    for (const record of dealRecords) {
      const answer = await server.api.get<Room>('/api/room/chatInfo', { id: String(record.chat_id) }, { token });
      expect(answer.code, `room #${record.chat_id}`).toBe(0);
      const room = answer.data;
      expect(room.state).toBe(2);
      expect(room.is_room).toBe(1);
      const me = room.members.find((m) => m.user_id === info.data.id);
      expect(me?.is_winner).toBe(record.is_winner);
      const rewards = overview.filter((r) => r.chat_id === record.chat_id);
      if (record.is_winner === 1) {
        expect(record.amount).toBe('1');
        expect(rewards).toEqual([]);
      } else {
        // The Flash Deal record is the price back; Overview's reward for the same room is the room's own not-winning reward.
        expect(record.amount).toBe(room.price);
        expect(rewards.map((r) => r.amount)).toEqual([room.not_winning_reward]);
        expect(room.not_winning_reward).toBe('3');
      }
    }
    // Overview names no room the Flash Deal tab does not have.
    const rooms = new Set(dealRecords.map((r) => r.chat_id));
    for (const reward of overview) expect(rooms.has(reward.chat_id), `Overview room #${reward.chat_id}`).toBe(true);
    expect(overview).toHaveLength(10);
  });

  it('fills the ranking with more than ten people in every period', async () => {
    for (const type of ['0', '1', '2', '3']) {
      const ranking = await server.api.get<unknown[]>('/api/user/ranking', { type }, { token });
      expect(ranking.data.length, `period ${type}`).toBeGreaterThan(10);
    }
  });

  it('adds banners: one in-app, one external, all with safe links', async () => {
    const banners = await server.api.get<{ list: Array<{ jump_type: number; jump_url: string; img: string }> }>('/api/main/articles', { type: '1', page: '1', limit: '20' });
    const list = banners.data.list;
    expect(list.some((b) => b.jump_type === 0 && /^\/(?!\/)/.test(b.jump_url))).toBe(true);
    expect(list.some((b) => b.jump_type === 1 && /^https:\/\//.test(b.jump_url))).toBe(true);
    for (const banner of list) expect(banner.img).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('sends banner title and call to action in the Lang of the request, and bakes no text into the art', async () => {
    const query = { type: '1', page: '1', limit: '20' };
    type Page = { list: Array<{ title: string; cta: string; img: string }> };
    const en = (await server.api.get<Page>('/api/main/articles', query)).data.list;
    const zh = (await server.api.get<Page>('/api/main/articles', query, { lang: 'zh' })).data.list;
    const vn = (await server.api.get<Page>('/api/main/articles', query, { lang: 'vi' })).data.list;
    expect(en[0]).toMatchObject({ title: 'Flash Deal: one ticket, one seat', cta: 'Join a room now' });
    expect(zh[0]).toMatchObject({ title: '限时拼团：一张门票，一个席位', cta: '立即加入房间' });
    expect(vn[0]).toMatchObject({ title: 'Flash Deal: một vé, một chỗ', cta: 'Vào phòng ngay' });
    for (const banner of en) expect(Buffer.from(banner.img.split(',')[1]!, 'base64').toString()).not.toContain('<text');
  });

  it('gives every voucher the demo counts an item: the demo account can list, sell and exchange what it holds', async () => {
    const info = await server.api.get<{ nft_voucher: number; nft_voucher_not_listed_count: number }>('/api/user/info', {}, { token });
    const mine = await server.api.get<{ list: Array<{ price: string; title: string }>; total: number }>('/api/voucher/list', { page: '1', limit: '20' }, { token });
    // Four prizes and five bought, two sold and one exchanged.
    expect(info.data.nft_voucher).toBe(6);
    expect(mine.data.total).toBe(6);
    expect(info.data.nft_voucher_not_listed_count).toBe(6);
    expect(mine.data.list.every((v) => v.price === '100' && v.title === 'KinBo NFT 100')).toBe(true);
    // Every other player too (the integrity check after each test covers the whole database).
    expect(await findIntegrityProblems(server.database.db)).toEqual([]);
  });

  it('keeps every balance equal to the sum of its records', async () => {
    const result = await server.database.db.execute(sql`
      with sums as (
        select user_id, asset, sum(case when pm = 1 then amount else -amount end) as total
        from ledger_entries group by user_id, asset
      )
      select b.user_id, s.asset, s.total, case s.asset
          when 'usdt' then b.usdt when 'kinbo' then b.kinbo when 'vp' then b.vp
          when 'ticket' then b.ticket when 'nft_voucher' then b.nft_voucher when 'release_pool' then b.release_pool end as balance
      from sums s join balances b on b.user_id = s.user_id`);
    const rows = (result as unknown as { rows: Array<{ total: string; balance: string | number }> }).rows;
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(Number(row.total)).toBeCloseTo(Number(row.balance), 12);
    const info = await server.api.get<{ ticket: number; usdt_amount: string; count_winner: number; count_not_winner: number }>('/api/user/info', {}, { token });
    expect(info.data).toMatchObject({ count_winner: 4, count_not_winner: 10 });
    expect(info.data.ticket).toBeGreaterThan(0);
  });
});
