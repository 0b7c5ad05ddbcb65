import { eq, sql } from 'drizzle-orm';
import { balances, users } from '../platform/db/schema';
import { hashSecret, md5Hex } from '../platform/password';
import { insertBidRoom } from '../games/flash-bid';
import { insertDealRoom } from '../games/flash-deal';
import { GET_WAY, type LedgerPosting } from '../platform/ledger';
import { insertUser } from '../auth/users';
import { SEED, TEST_SCRYPT, type TestServer } from './harness';

/** Test helpers for the games: funded players with tokens, rooms, auctions, ledger sums. */

export const PLAYER_PASSWORD = 'Secret123';
export const PLAYER_PIN = '654321';
export const pinMd5 = md5Hex(PLAYER_PIN);

export type Player = { id: number; email: string; nickname: string; token: string };

let batch = 0;

/** The seeded founder account's id (the invite every player registers under leads to it). */
export async function founderIdOf(server: TestServer): Promise<number> {
  const [founder] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, SEED.email));
  if (!founder) throw new Error('no founder account: the test server seeds one');
  return founder.id;
}

/** Creates `count` players (inserted directly, logged in through the session service) and funds them. */
export async function makePlayers(server: TestServer, count: number, funds: { usdt?: string; kinbo?: string; ticket?: string; referrerId?: number | null } = {}): Promise<Player[]> {
  batch += 1;
  const [passwordHash, payPasswordHash] = await Promise.all([hashSecret(md5Hex(PLAYER_PASSWORD), TEST_SCRYPT), hashSecret(pinMd5, TEST_SCRYPT)]);
  const at = server.clock.now();
  const created = await server.database.db.transaction(async (tx) => {
    const rows: Array<{ id: number; email: string; nickname: string }> = [];
    for (let i = 0; i < count; i++) {
      const email = `p${batch}x${i}@games.test`;
      const nickname = `Gamer${batch}x${i}`;
      const user = await insertUser(tx, { email, nickname, passwordHash, payPasswordHash, referrerId: funds.referrerId ?? null }, at);
      rows.push({ id: user.id, email, nickname });
    }
    return rows;
  });
  const postings: LedgerPosting[] = [];
  for (const user of created) {
    for (const asset of ['usdt', 'kinbo', 'ticket'] as const) {
      const amount = funds[asset];
      if (amount && amount !== '0') {
        postings.push({
          userId: user.id,
          asset,
          direction: 'credit',
          amount,
          type: asset,
          title: { key: asset === 'kinbo' ? 'kinbo_deposit' : asset === 'ticket' ? 'ticket_buy' : 'usdt_deposit' },
          getWay: GET_WAY.purchase,
        });
      }
    }
  }
  if (postings.length) await server.services.ledger.post(postings);
  const players: Player[] = [];
  for (const user of created) {
    const { Token } = await server.services.sessions.login(user.email, md5Hex(PLAYER_PASSWORD), '127.0.0.1');
    players.push({ ...user, token: Token });
  }
  return players;
}

export async function openDealRoom(server: TestServer, options: { price?: string; maxCount?: number; openCountDown?: number; durationSeconds?: number } = {}) {
  const at = server.clock.now();
  return insertDealRoom(
    server.database.db,
    {
      name: 'Test deal',
      image: '',
      price: options.price ?? '100',
      maxCount: options.maxCount ?? 3,
      openCountDown: options.openCountDown ?? 10,
      startTime: at,
      endTime: new Date(at.getTime() + (options.durationSeconds ?? 600) * 1000),
    },
    at,
  );
}

export async function openBidRoom(server: TestServer, options: { usdt?: string; maxCount?: number; durationSeconds?: number } = {}) {
  const at = server.clock.now();
  return insertBidRoom(
    server.database.db,
    {
      name: 'Test auction',
      image: '',
      usdt: options.usdt ?? '50',
      maxCount: options.maxCount ?? 10,
      startTime: at,
      endTime: new Date(at.getTime() + (options.durationSeconds ?? 300) * 1000),
    },
    at,
  );
}

/** Sum of one asset over all users (to check conservation). */
export async function totalOf(server: TestServer, column: 'usdt' | 'usdtHeld' | 'kinbo' | 'kinboHeld' | 'ticket' | 'nftVoucher'): Promise<string> {
  const [row] = await server.database.db.select({ value: sql<string>`coalesce(sum(${balances[column]}), 0)::text` }).from(balances);
  return row?.value ?? '0';
}

export async function countsOf(server: TestServer, userId: number) {
  const [row] = await server.database.db.select({ winner: users.countWinner, notWinner: users.countNotWinner }).from(users).where(eq(users.id, userId));
  return row!;
}
