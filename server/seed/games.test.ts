import { max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiddingRoomPage, GroupRoom, GroupRoomPage } from '../../shared/contract/shapes';
import { rooms } from '../platform/db/schema';
import { md5Hex } from '../platform/password';
import { consoleLogger } from '../platform/services-context';
import { passwordDigest, SEED, startTestServer, TEST_SCRYPT, type TestServer } from '../test/harness';
import { seedDemoData } from './demo';
import { GAME_PLAYERS, seedGames } from './games';

let server: TestServer;
/** The demo's history rooms (finished a while ago) come before the games seed's rooms. */
let lastHistoryRoomId = 0;
const silent = { ...consoleLogger, info: () => undefined };

beforeAll(async () => {
  server = await startTestServer();
  const options = { now: server.clock.now, scryptParams: TEST_SCRYPT, log: silent };
  await seedDemoData(server.database.db, { ...options, config: server.config, referrerInvite: SEED.invite });
  const [last] = await server.database.db.select({ id: max(rooms.id) }).from(rooms);
  lastHistoryRoomId = last?.id ?? 0;
  expect(await seedGames(server.database.db, server.config, options)).toEqual({ created: true });
}, 120_000);
afterAll(() => server?.close());

const login = async (email: string, password: string) => (await server.api.post<{ Token: string }>('/api/user/login', { email, password: passwordDigest(password) })).data.Token;

describe('games seed', () => {
  it('makes six funded players invited by the founder, who can log in', async () => {
    for (const player of GAME_PLAYERS) {
      const token = await login(player.email, player.password);
      const info = await server.api.get<{ usdt_amount: string; kinbo: string; ticket: number }>('/api/user/info', {}, { token });
      expect(info.data).toMatchObject({ usdt_amount: '20000', kinbo: '50000', ticket: 30 });
    }
  });

  it('leaves rooms to play (one a seat from drawing), finished rooms with winners, a disbanded one, auctions', async () => {
    const token = await login(GAME_PLAYERS[0]!.email, GAME_PLAYERS[0]!.password);
    const page = await server.api.get<GroupRoomPage>('/api/room/chatList', { limit: '50' }, { token });
    const byState = (state: number) => page.data.list.filter((room) => room.state === state && room.id > lastHistoryRoomId);
    expect(lastHistoryRoomId).toBeGreaterThan(14);
    expect(byState(0).length).toBeGreaterThanOrEqual(5);
    expect(byState(2)).toHaveLength(3);
    expect(byState(2).every((room) => room.winner_user_id !== null)).toBe(true);
    expect(byState(3)).toHaveLength(1);
    expect(page.data.next_start_time).toBeGreaterThan(Math.floor(server.clock.now().getTime() / 1000));
    const almost = byState(0).find((room) => room.member_count === room.max_count - 1 && room.max_count === 3)!;
    expect(almost).toBeTruthy();
    // The seed's draw is verifiable like any other.
    const finished = await server.api.get<GroupRoom>('/api/room/chatInfo', { id: String(byState(2)[0]!.id) }, { token });
    expect(finished.data.seed).toMatch(/^[0-9a-f]{64}$/);

    const joined = await server.api.post<GroupRoom>('/api/room/addRoom', { id: almost.id, password: md5Hex(GAME_PLAYERS[0]!.payPassword) }, { token });
    expect(joined.data.state).toBe(1);

    const auctions = await server.api.get<BiddingRoomPage>('/api/bid/list', {}, { token });
    expect(auctions.data.list.filter((a) => a.state === 0).length).toBeGreaterThanOrEqual(2);
    expect(auctions.data.list.some((a) => a.state === 0 && a.kinbo !== '0')).toBe(true);
    expect(auctions.data.list.some((a) => a.state === 1 && a.winner_user_id !== null)).toBe(true);
    await server.expectLedgerBalanced();
  });

  it('runs once', async () => {
    expect(await seedGames(server.database.db, server.config, { now: server.clock.now, scryptParams: TEST_SCRYPT, log: silent })).toEqual({ created: false });
  });
});
