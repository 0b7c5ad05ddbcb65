import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiddingRoom, Envelope } from '../../shared/contract';
import { createServiceContext } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import { hashSecret, md5Hex } from '../platform/password';
import { createServices } from '../platform/services';
import { EVENTS_CHANNEL, publishEvent } from '../live/events';
import { insertBidRoom } from '../games/flash-bid';
import { GET_WAY, type LedgerPosting } from '../platform/ledger';
import { insertUser } from '../auth/users';
import { createPostgresDatabase, TEST_SCRYPT } from './harness';
import { spawnServer, waitUntilReady, type ServerProcess } from './processes';
import type { SseFrame } from '../../shared/contract/sse-frames';
import { readSse } from './sse';

/**
 * Live updates across processes: a change made through one API process reaches a stream connected
 * to another, through PostgreSQL LISTEN/NOTIFY. PostgreSQL lane only (`npm run test:pg`).
 */

const PIN = md5Hex('654321');
let databaseUrl: string;
let database: DatabaseHandle;
let services: ReturnType<typeof createServices>;
let servers: ServerProcess[] = [];

async function post<T>(server: ServerProcess, urlPath: string, token: string, body: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${server.url}${urlPath}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Token: token }, body: JSON.stringify(body) });
  return (await response.json()) as Envelope<T>;
}

async function makePlayers(count: number): Promise<Array<{ id: number; token: string }>> {
  const tag = Math.random().toString(36).slice(2, 7);
  const [passwordHash, pinHash] = await Promise.all([hashSecret(md5Hex('Secret123'), TEST_SCRYPT), hashSecret(PIN, TEST_SCRYPT)]);
  const created = await database.db.transaction(async (tx) => {
    const rows: Array<{ id: number; email: string }> = [];
    for (let i = 0; i < count; i++) {
      const email = `live${tag}x${i}@games.test`;
      rows.push({ id: (await insertUser(tx, { email, nickname: `Live${tag}x${i}`, passwordHash, payPasswordHash: pinHash, referrerId: null }, new Date())).id, email });
    }
    return rows;
  });
  const postings = created.flatMap(({ id }) =>
    (['kinbo', 'ticket'] as const).map((asset): LedgerPosting => ({
      userId: id,
      asset,
      direction: 'credit',
      amount: '100',
      type: asset,
      title: { key: 'usdt_deposit' },
      getWay: GET_WAY.purchase,
    })),
  );
  await services.ledger.post(postings);
  return Promise.all(created.map(async (user) => ({ id: user.id, token: (await services.sessions.login(user.email, md5Hex('Secret123'), '127.0.0.1')).Token })));
}

const isBid = (kinbo: string) => (frame: SseFrame) => frame.event === 'bid' && (JSON.parse(frame.data) as BiddingRoom).kinbo === kinbo;

beforeAll(async () => {
  databaseUrl = await createPostgresDatabase();
  database = await openDatabase({ databaseUrl, dataDir: 'memory' });
  const config = loadConfig({ DATA_DIR: 'memory', DATABASE_URL: databaseUrl });
  services = createServices(createServiceContext({ db: database.db, config, now: () => new Date(), scryptParams: TEST_SCRYPT, log: { info() {}, warn() {}, error() {} } }));
  servers = await Promise.all([0, 1].map(() => spawnServer({ DATABASE_URL: databaseUrl, DEMO_SEED: '0', WALLET_JOBS: 'false' })));
  await Promise.all(servers.map((server) => waitUntilReady(server)));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
});

describe('live updates across two API processes on one PostgreSQL', () => {
  it('a bid made through process A reaches a watcher connected to process B within 500 ms', async () => {
    const [processA, processB] = servers as [ServerProcess, ServerProcess];
    const [watcher, bidder] = await makePlayers(2);
    const now = new Date();
    const auction = await insertBidRoom(database.db, { name: 'Live', image: '', usdt: '50', maxCount: 10, startTime: now, endTime: new Date(now.getTime() + 600_000) }, now);

    const response = await fetch(`${processB.url}/api/stream?bids=${auction.id}`, { headers: { Token: watcher!.token } });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = readSse(response);
    await stream.next(isBid('0'));

    expect((await post(processA, '/api/bid/addBidRoom', bidder!.token, { id: auction.id })).code).toBe(0);
    const answered = await post<BiddingRoom>(processA, '/api/bid/bidding', bidder!.token, { id: auction.id, password: PIN });
    const answeredAt = performance.now();
    expect(answered.code).toBe(0);
    const frame = await stream.next(isBid('10'));
    const latency = performance.now() - answeredAt;
    console.log(`[live.pg] bid through process A seen on process B after ${latency.toFixed(1)} ms`);
    expect(latency).toBeLessThan(500);
    expect(JSON.parse(frame.data)).toMatchObject({ id: auction.id, highest_user_id: bidder!.id, member_count: 1 });
    await stream.cancel();
  }, 60_000);

  it("bid/info on process B, shared from B's public-state cache, shows each bid made through A once B has been told of it", async () => {
    const [processA, processB] = servers as [ServerProcess, ServerProcess];
    const players = await makePlayers(2);
    const now = new Date();
    const auction = await insertBidRoom(database.db, { name: 'Cached', image: '', usdt: '50', maxCount: 10, startTime: now, endTime: new Date(now.getTime() + 600_000) }, now);
    for (const player of players) expect((await post(processA, '/api/bid/addBidRoom', player.token, { id: auction.id })).code).toBe(0);
    const infoOnB = async (token: string) => {
      const body = (await (await fetch(`${processB.url}/api/bid/info?id=${auction.id}`, { headers: { Token: token } })).json()) as Envelope<BiddingRoom>;
      expect(body.code).toBe(0);
      return body.data;
    };

    // A stream on B: B now follows the change notices, and its frames say when B has been told.
    const stream = readSse(await fetch(`${processB.url}/api/stream?bids=${auction.id}`, { headers: { Token: players[0]!.token } }));
    await stream.next(isBid('0'));
    for (const [round, kinbo] of ['10', '20', '30'].entries()) {
      const bidder = players[round % 2]!;
      // Read (and so cache) the state on B just before the change.
      expect((await infoOnB(bidder.token)).kinbo).toBe(String(Number(kinbo) - 10));
      expect((await post(processA, '/api/bid/bidding', bidder.token, { id: auction.id, password: PIN })).code).toBe(0);
      await stream.next(isBid(kinbo));
      // Told of the bid, B never answers the state from before it (its cache lives 1 s; this is at once).
      const seen = await infoOnB(bidder.token);
      expect(seen).toMatchObject({ kinbo, highest_user_id: bidder.id, is_room: 1 });
      expect(seen.members.find((m) => m.user_id === bidder.id)?.email).not.toContain('***'); // the caller's own e-mail whole
      expect(seen.members.find((m) => m.user_id !== bidder.id)?.email).toContain('***');
    }
    await stream.cancel();
  }, 60_000);

  it('a LISTEN connection that drops comes back and resyncs its watchers', async () => {
    const seen: string[] = [];
    let resyncs = 0;
    const stop = await database.listen(EVENTS_CHANNEL, { onNotification: (payload) => seen.push(payload), onResync: () => (resyncs += 1) });
    try {
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and query = ${`LISTEN ${EVENTS_CHANNEL}`} and application_name = ''`,
      );
      const deadline = Date.now() + 20_000;
      while (resyncs === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(resyncs).toBeGreaterThan(0);
      await publishEvent(database.db, { k: 'user', u: 1, e: 'balance' });
      while (seen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toContain(JSON.stringify({ k: 'user', u: 1, e: 'balance' }));
    } finally {
      await stop();
    }
  }, 60_000);
});
