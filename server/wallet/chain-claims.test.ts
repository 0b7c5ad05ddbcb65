import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../platform/db/client';
import * as schema from '../platform/db/schema';
import { claimChainLogs, WHOLE_TRANSACTION } from './chain-claims';
import { insertUser } from '../auth/users';

/**
 * The chain_claims migration backfills the credits made before it, so an old deposit or purchase cannot
 * be claimed again: the database is migrated up to the migration before, given one credited deposit and
 * one credited purchase, then migrated to the end.
 */

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A copy of the migrations folder without the chain_claims migration (and the ones after it). */
function migrationsBeforeClaims(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'kinbo-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const claims = journal.entries.find((entry) => entry.tag.endsWith('_chain_claims'));
  if (!claims) throw new Error('no chain_claims migration in the journal');
  journal.entries = journal.entries.filter((entry) => entry.idx < claims.idx);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('the chain_claims migration', () => {
  it('claims the deposits and purchases credited before it', async () => {
    const client = await PGlite.create();
    try {
      const db = drizzle({ client, schema });
      await migrate(db, { migrationsFolder: migrationsBeforeClaims() });
      const at = new Date();
      const block = { number: 1n, hash: `0x${'00'.repeat(32)}` as const };
      const { id: userId } = await insertUser(db, { email: 'old@test.local', nickname: 'OldCredits', passwordHash: 'x', payPasswordHash: 'x', referrerId: null }, at);
      const depositHash = `0x${'12'.repeat(32)}` as const;
      const purchaseHash = `0x${'AB'.repeat(32)}` as const;
      const order = { userId, chainId: 56, token: '0x0', amount: '1', amountUnits: '1000000000000000000', createdAt: at, updatedAt: at };
      const deposit = { ...order, depositType: 0, address: '0x1', nonce: '0', deadline: at, v: 27, r: '0x', s: '0x' };
      const [credited] = await db
        .insert(schema.depositOrders)
        .values({ ...deposit, status: 'completed', txHash: depositHash, logIndex: 5 })
        .returning();
      await db.insert(schema.depositOrders).values(deposit); // pending: nothing to claim
      const [bought] = await db
        .insert(schema.purchaseOrders)
        .values({ ...order, receiveAddress: '0x2', kinbo: '20', status: 'completed', txHash: purchaseHash })
        .returning();

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const claims = await db
        .select({ txHash: schema.chainClaims.txHash, logIndex: schema.chainClaims.logIndex, kind: schema.chainClaims.kind, refId: schema.chainClaims.refId })
        .from(schema.chainClaims)
        .orderBy(schema.chainClaims.kind);
      expect(claims).toEqual([
        { txHash: depositHash, logIndex: 5, kind: 'deposit', refId: credited?.id },
        { txHash: purchaseHash.toLowerCase(), logIndex: WHOLE_TRANSACTION, kind: 'purchase', refId: bought?.id },
      ]);
      // Claiming them again fails, whatever the kind.
      expect(await db.transaction((tx) => claimChainLogs(tx, { chainId: 56, txHash: depositHash, logIndexes: [5], kind: 'deposit', refId: 99, block, at }))).toBe(false);
      expect(await db.transaction((tx) => claimChainLogs(tx, { chainId: 56, txHash: purchaseHash, logIndexes: [3, WHOLE_TRANSACTION], kind: 'purchase', refId: 99, block, at }))).toBe(
        false,
      );
    } finally {
      await client.close();
    }
  }, 60_000); // a fresh PGlite replays every migration: about 5 s alone, several times that beside a full suite
});
