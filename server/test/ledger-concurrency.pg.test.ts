import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import { ErrorCode } from '../platform/errors';
import { hashSecret, md5Hex } from '../platform/password';
import { insertUser } from '../auth/users';
import { createPostgresDatabase, expectLedgerBalanced, passwordDigest, TEST_SCRYPT } from './harness';
import { spawnServer, waitUntilReady, type ServerProcess } from './processes';

/**
 * Money under real concurrency: two API processes on one PostgreSQL database, hundreds of
 * simultaneous debits and transfers over HTTP spread across both (through the LOCAL_MODE test route
 * /api/dev/ledger/*, which calls the real ledger service). Balances are compared in SQL as numeric.
 * A read-then-write ledger fails this file (lost updates: more debits succeed than the money allows,
 * and balances stop matching their records).
 */

const PASSWORD = 'Secret123';
let database: DatabaseHandle;
let servers: ServerProcess[] = [];

type Account = { id: number; token: string };

beforeAll(async () => {
  const databaseUrl = await createPostgresDatabase();
  database = await openDatabase({ databaseUrl, dataDir: 'memory' });
  servers = await Promise.all([0, 1].map(() => spawnServer({ DATABASE_URL: databaseUrl, DEMO_SEED: '0', LOCAL_MODE: 'true' })));
  await Promise.all(servers.map((server) => waitUntilReady(server)));
}, 120_000);
afterEach(async () => {
  await expectLedgerBalanced(database.db);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
});

let requestCounter = 0;
/** POSTs to the two processes in turn. */
async function post<T = unknown>(path: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: T }> {
  const server = servers[requestCounter++ % servers.length]!;
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Token: token } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { code: number; msg: string; data: T };
}

let accountCounter = 0;
/** A user made directly in the database (cheap scrypt), logged in over HTTP. */
async function account(): Promise<Account> {
  const n = (accountCounter += 1);
  const email = `race${n}@test.local`;
  const hash = await hashSecret(md5Hex(PASSWORD), TEST_SCRYPT);
  const { id } = await insertUser(database.db, { email, nickname: `Racer${n}x`, passwordHash: hash, payPasswordHash: hash, referrerId: null }, new Date());
  const login = await post<{ Token: string }>('/api/user/login', { email, password: passwordDigest(PASSWORD) });
  expect(login.code).toBe(0);
  return { id, token: login.data.Token };
}

async function one<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

describe('ledger over HTTP across two processes on PostgreSQL', () => {
  it('200 concurrent debits of one balance: exactly as many succeed as the money allows, none below zero', async () => {
    const payer = await account();
    expect((await post('/api/dev/ledger/credit', { asset: 'usdt', amount: '50' }, payer.token)).code).toBe(0);
    const results = await Promise.all(Array.from({ length: 200 }, () => post('/api/dev/ledger/debit', { asset: 'usdt', amount: '0.35' }, payer.token)));
    const codes = results.map((r) => r.code);
    // 142 × 0.35 = 49.70 ≤ 50 < 143 × 0.35
    expect(codes.filter((code) => code === 0)).toHaveLength(142);
    expect(codes.filter((code) => code === ErrorCode.INSUFFICIENT_BALANCE)).toHaveLength(58);
    const row = await one<{ exact: boolean; records: string }>(sql`
      select b.usdt = 0.3 as exact, (select count(*) from ledger_entries e where e.user_id = b.user_id)::text as records
      from balances b where b.user_id = ${payer.id}`);
    expect(row).toEqual({ exact: true, records: '143' });
  }, 120_000);

  it('200 concurrent transfers both ways among five users conserve every unit and never go negative', async () => {
    const ring = await Promise.all(Array.from({ length: 5 }, () => account()));
    for (const member of ring) {
      expect((await post('/api/dev/ledger/credit', { asset: 'usdt', amount: '10.000000000000000001' }, member.token)).code).toBe(0);
      expect((await post('/api/dev/ledger/credit', { asset: 'ticket', amount: '4' }, member.token)).code).toBe(0);
    }
    // A fixed pseudo-random pattern: every pair, both directions, amounts that drain balances often.
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    const transfers = Array.from({ length: 200 }, (_, i) => {
      const from = ring[next() % ring.length]!;
      const to = ring.filter((member) => member !== from)[next() % (ring.length - 1)]!;
      return i % 2 === 0
        ? post('/api/dev/ledger/transfer', { to_user_id: to.id, asset: 'usdt', amount: `${1 + (next() % 4)}.000000000000000001` }, from.token)
        : post('/api/dev/ledger/transfer', { to_user_id: to.id, asset: 'ticket', amount: String(1 + (next() % 3)) }, from.token);
    });
    const codes = (await Promise.all(transfers)).map((r) => r.code);
    expect(codes.every((code) => code === 0 || code === ErrorCode.INSUFFICIENT_BALANCE)).toBe(true);
    expect(codes.filter((code) => code === 0).length).toBeGreaterThan(50);
    const ids = sql.join(
      ring.map((member) => sql`${member.id}`),
      sql`, `,
    );
    const totals = await one<{ usdt: boolean; tickets: boolean; negative: string }>(sql`
      select sum(usdt) = 50.000000000000000005 as usdt, sum(ticket) = 20 as tickets,
        count(*) filter (where usdt < 0 or ticket < 0)::text as negative
      from balances where user_id in (${ids})`);
    expect(totals).toEqual({ usdt: true, tickets: true, negative: '0' });
  }, 120_000);
});
