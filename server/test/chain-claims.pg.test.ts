import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import { chainClaims } from '../platform/db/schema';
import { claimChainLogs, WHOLE_TRANSACTION } from '../wallet/chain-claims';
import { createPostgresDatabase } from './harness';

/**
 * Claims are rows, decided by the database: on real PostgreSQL, a second claim of a
 * log that another transaction has claimed but not yet committed waits on the primary key and then
 * fails, with nothing of it inserted. A lookup made before either insert would have found nothing, so
 * this is the guarantee a check-then-insert cannot give. (The end-to-end race of every credit path over
 * one deposit is server/wallet/chain-claims-routes.test.ts, which this lane runs on PostgreSQL too.)
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: await createPostgresDatabase(), dataDir: 'memory' });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** Polls until `condition` holds (at most 10 s). */
async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('chain claims on PostgreSQL', () => {
  it('a purchase claiming a Transfer that an uncommitted deposit claimed waits, then fails, inserting nothing', async () => {
    const { db } = database;
    const txHash = `0x${'cd'.repeat(32)}` as const;
    const at = new Date();
    const block = { number: 1n, hash: `0x${'00'.repeat(32)}` as const };
    let firstClaimed!: () => void;
    const claimedSignal = new Promise<void>((resolve) => (firstClaimed = resolve));

    const deposit = db.transaction(async (tx) => {
      const won = await claimChainLogs(tx, { chainId: 56, txHash, logIndexes: [4, 3], kind: 'deposit', refId: 1, block, at });
      firstClaimed();
      // Hold the claim uncommitted until the purchase's insert is blocked on it.
      await waitFor(async () => {
        const [waiting] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(sql`pg_locks`)
          .where(sql`not granted and locktype = 'transactionid'`);
        return Number(waiting?.count) > 0;
      });
      return won;
    });
    await claimedSignal;
    const purchase = db.transaction((tx) => claimChainLogs(tx, { chainId: 56, txHash, logIndexes: [3, WHOLE_TRANSACTION], kind: 'purchase', refId: 2, block, at }));

    expect(await deposit).toBe(true);
    expect(await purchase).toBe(false);
    const rows = await db.select({ logIndex: chainClaims.logIndex, kind: chainClaims.kind }).from(chainClaims).where(eq(chainClaims.txHash, txHash)).orderBy(chainClaims.logIndex);
    // All or none: the purchase's whole-transaction row (-1) went with its refused Transfer row.
    expect(rows).toEqual([
      { logIndex: 3, kind: 'deposit' },
      { logIndex: 4, kind: 'deposit' },
    ]);
  });

  it('of many simultaneous claims of one log, exactly one wins; the hash is compared in lower case', async () => {
    const { db } = database;
    const hash = `0x${'EF'.repeat(32)}` as const;
    const at = new Date();
    const block = { number: 1n, hash: `0x${'00'.repeat(32)}` as const };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction((tx) =>
          claimChainLogs(tx, { chainId: 56, txHash: i % 2 ? hash : (hash.toLowerCase() as `0x${string}`), logIndexes: [7], kind: i % 2 ? 'purchase' : 'deposit', refId: i, block, at }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
