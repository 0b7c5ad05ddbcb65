import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from './platform/db/schema';
import { ErrorCode } from './platform/errors';
import { insertBidRoom } from './games/flash-bid';
import { issueVoucher } from './vouchers/vouchers';
import type { BiddingRoom } from '../shared/contract/shapes';
import { openDatabase, type NotificationSource } from './platform/db/client';
import { makePlayers, openBidRoom, pinMd5, type Player } from './test/games';
import { startTestServer, useTestServer, type TestServer } from './test/harness';

/**
 * The hot reads (`npm run bench:api`): what a phone polls costs as few round trips
 * to the database as the answer allows, and the answers stay what they were.
 */
const server = useTestServer();

/** Counts the statements the app sends while `fn` runs (both drivers send each through `query`). */
async function statementsDuring(fn: () => Promise<unknown>): Promise<number> {
  const client = (server.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('GET /api/user/info', () => {
  it('reads the session with the profile, balances and voucher counts in one statement', async () => {
    const { token, email } = await server.registerUser();
    const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const at = server.clock.now();
    await issueVoucher(server.database.db, { userId: user!.id, price: '100' }, at);
    await issueVoucher(server.database.db, { userId: user!.id, price: '0.5', listed: true }, at);
    await issueVoucher(server.database.db, { userId: user!.id, price: '300', listed: true }, at);

    let info: Awaited<ReturnType<typeof server.api.get<Record<string, unknown>>>> | undefined;
    const statements = await statementsDuring(async () => {
      info = await server.api.get<Record<string, unknown>>('/api/user/info', {}, { token });
    });
    expect(info?.code).toBe(0);
    expect(info?.data).toMatchObject({ nft_voucher: 3, nft_voucher_price: '400.5', nft_voucher_listed_count: 2, nft_voucher_not_listed_count: 1 });
    expect(statements).toBe(1);
  });

  it('answers a missing, unknown or expired token as every authenticated route does', async () => {
    const { token } = await server.registerUser();
    expect((await server.api.get('/api/user/info', {}, {})).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await server.api.get('/api/user/info', {}, { token: 'f'.repeat(64) })).code).toBe(ErrorCode.TOKEN_INVALID);
    server.clock.advance(400 * 24 * 3600_000);
    expect((await server.api.get('/api/user/info', {}, { token })).code).toBe(ErrorCode.TOKEN_EXPIRED);
  });

  it('counts no vouchers as zero', async () => {
    const { token } = await server.registerUser();
    const info = await server.api.get<Record<string, unknown>>('/api/user/info', {}, { token });
    expect(info.data).toMatchObject({ nft_voucher_price: '0', nft_voucher_listed_count: 0, nft_voucher_not_listed_count: 0 });
  });
});

describe('GET /api/bid/info', () => {
  it('answers an auction from its reads sent together, and a missing auction with the not-found code', async () => {
    const { token } = await server.registerUser();
    const at = server.clock.now();
    const room = await insertBidRoom(server.database.db, { name: 'Hot', image: '', usdt: '50', maxCount: 10, startTime: at, endTime: new Date(at.getTime() + 3600_000) }, at);
    let info: Awaited<ReturnType<typeof server.api.get<{ id: number; members: unknown[]; history: unknown[] }>>> | undefined;
    // The session, then one statement for the room, its members, its bids and the step (not yet shared: a new auction).
    expect(await statementsDuring(async () => (info = await server.api.get('/api/bid/info', { id: String(room.id) }, { token })))).toBe(2);
    info = info!;
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({ id: room.id, members: [], history: [] });
    const missing = await server.api.get('/api/bid/info', { id: String(room.id + 1000) }, { token });
    expect(missing.code).toBe(ErrorCode.GAME_NOT_FOUND);
  });
});

describe('bid/info shared between callers (the public-state cache)', () => {
  /** Follows the change notices, but none ever comes: only this process's own commits can refresh what it shares. */
  const silent: NotificationSource = async () => async () => undefined;
  let quiet: TestServer;
  beforeAll(async () => {
    quiet = await startTestServer({ deps: { notifications: silent } });
  }, 60_000);
  afterAll(async () => {
    await quiet?.close();
  });

  it('is read once for a crowd, and a bid committed here is seen by the next reader at once', async () => {
    const [watcher, bidder] = await makePlayers(quiet, 2, { kinbo: '1000', ticket: '3' });
    const auction = await openBidRoom(quiet);
    for (const p of [watcher!, bidder!]) expect((await quiet.api.post('/api/bid/addBidRoom', { id: auction.id }, { token: p.token })).code).toBe(0);
    const infoOf = async (p: Player) => (await quiet.api.get<BiddingRoom>('/api/bid/info', { id: String(auction.id) }, { token: p.token })).data;

    await infoOf(watcher!); // starts following the notices
    await vi.waitFor(() => expect(quiet.services.publicState.stats().following).toBe(true));
    const before = quiet.services.publicState.stats();
    const seen = await Promise.all([infoOf(watcher!), infoOf(bidder!), infoOf(watcher!)]);
    const after = quiet.services.publicState.stats();
    expect(after.reads - before.reads).toBeLessThanOrEqual(1); // read at most once (the join's answer may have read it already)
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(2);
    expect(seen.map((room) => room.kinbo)).toEqual(['0', '0', '0']);
    // Shared, yet each caller's own: is_room, and only their own e-mail whole.
    expect(seen[0]!.members.find((m) => m.user_id === watcher!.id)?.email).not.toContain('***');
    expect(seen[0]!.members.find((m) => m.user_id === bidder!.id)?.email).toContain('***');

    const answered = await quiet.api.post<BiddingRoom>('/api/bid/bidding', { id: auction.id, password: pinMd5 }, { token: bidder!.token });
    expect(answered.data).toMatchObject({ kinbo: '10', highest_user_id: bidder!.id });
    expect(await infoOf(watcher!)).toMatchObject({ kinbo: '10', highest_user_id: bidder!.id, is_room: 1 });
  });
});

describe('PGlite under drizzle', () => {
  it('is not handed a copy of the result parsers with every query, and still gives times as text', async () => {
    const query = vi.spyOn(PGlite.prototype, 'query');
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      const [row] = await database.db.select({ at: sql<string>`timestamptz '2030-01-02 03:04:05+00'` }).from(sql`(select 1) as one`);
      expect(row?.at).toBe('2030-01-02 03:04:05+00');
      const handed = query.mock.calls.map((call) => (call[2] as { parsers?: unknown } | undefined)?.parsers);
      expect(handed.length).toBeGreaterThan(0);
      expect(handed.filter((parsers) => parsers !== undefined)).toEqual([]);
    } finally {
      query.mockRestore();
      await database.close();
    }
  });
});

describe('CORS on the hot path', () => {
  it('answers a same-origin read and a foreign origin alike: Vary: Origin, no CORS grant', async () => {
    const plain = await server.app.request('/api/main/config');
    expect(plain.headers.get('Vary')).toBe('Origin');
    expect(plain.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const stranger = await server.app.request('/api/main/config', { headers: { Origin: 'https://evil.example' } });
    expect(stranger.headers.get('Vary')).toBe('Origin');
    expect(stranger.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
