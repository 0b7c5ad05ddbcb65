/**
 * The data-repair migration (migrations/*_voucher_items_for_counts.sql): a
 * database where the draw credited `nft_voucher` without creating the voucher item gets the missing
 * items when it migrates, priced as the room that was won, and loses nothing.
 * PGlite here, a real PostgreSQL database in the PostgreSQL lane.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findIntegrityProblems } from '../integrity';
import { insertDealRoom } from '../../games/flash-deal';
import { GET_WAY, postEntries } from '../ledger';
import { insertUser } from '../../auth/users';
import { issueVoucher } from '../../vouchers/vouchers';
import { createPostgresDatabase, postgresLane } from '../../test/harness';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from './client';
import { balances, rooms, vouchers } from './schema';
import { ROOM_STATES } from '../../../shared/contract/games';

const REPAIR = 'voucher_items_for_counts';
let handle: DatabaseHandle;
let before: string;

/** Migrates to `folder` (the real one, or a copy without the repair). */
function migrateTo(folder: string) {
  const options = { migrationsFolder: folder };
  return handle.driver === 'pglite'
    ? migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], options)
    : migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], options);
}

beforeAll(async () => {
  handle = postgresLane() ? await openDatabase({ databaseUrl: await createPostgresDatabase({ empty: true }), dataDir: 'memory' }) : await openDatabase({ dataDir: 'memory' });
  // The migrations as they were before the repair: the journal up to it. Later migrations go too: the
  // migrator applies only what is newer than the last migration applied, as a real upgrade would.
  before = mkdtempSync(path.join(tmpdir(), 'kinbo-migrations-'));
  cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const repairAt = journal.entries.findIndex((entry) => entry.tag.endsWith(REPAIR));
  expect(repairAt).toBeGreaterThan(0);
  const kept = journal.entries.slice(0, repairAt);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: kept }));
  await migrateTo(before);
}, 60_000);
afterAll(async () => {
  await handle?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('migration: voucher items for voucher counts', () => {
  it('creates the item of every counted voucher that has none, priced as the room won, and lowers nothing', async () => {
    const db = handle.db;
    const wonAt = new Date('2030-02-01T10:00:00.000Z');
    const at = new Date('2030-01-01T00:00:00.000Z');
    const user = (email: string) => insertUser(db, { email, nickname: email.split('@')[0]!, passwordHash: 'x', payPasswordHash: 'x', referrerId: null }, at);
    const winner = await user('winner@migration.test');
    const mixed = await user('mixed@migration.test');
    const clean = await user('clean@migration.test');

    // What the old draw left: the room won and the count credited, no voucher item.
    const room = await insertDealRoom(db, { name: 'Flash Deal 300', image: '', price: '300', maxCount: 2, openCountDown: 5, startTime: at, endTime: wonAt }, at);
    await db.update(rooms).set({ state: ROOM_STATES.finished, winnerUserId: winner.id, finishedAt: wonAt }).where(eq(rooms.id, room.id));
    const roomWin = (userId: number, chatId: number) =>
      postEntries(
        db,
        [{ userId, asset: 'nft_voucher', direction: 'credit', amount: '1', type: 'room', title: { key: 'room_win', params: { room: chatId } }, getWay: GET_WAY.game, isWinner: 1, chatId }],
        wonAt,
      );
    await roomWin(winner.id, room.id);
    // The old demo: a prize of a room that does not exist (the fallback price), next to a real item.
    await roomWin(mixed.id, 999_999);
    await issueVoucher(db, { userId: mixed.id, price: '1000' }, at);
    // Already consistent: left alone.
    await issueVoucher(db, { userId: clean.id, price: '3000' }, at);
    expect((await findIntegrityProblems(db)).map((p) => [p.user_id, p.check, p.found, p.expected])).toEqual([
      [winner.id, 'vouchers_vs_items', '1', '0'],
      [mixed.id, 'vouchers_vs_items', '2', '1'],
    ]);
    const balancesBefore = await db.select().from(balances).orderBy(asc(balances.userId));

    await migrateTo(MIGRATIONS_FOLDER);

    const itemsOf = (ownerId: number) =>
      db
        .select({ title: vouchers.title, price: vouchers.price, state: vouchers.state, createdAt: vouchers.createdAt })
        .from(vouchers)
        .where(eq(vouchers.ownerId, ownerId))
        .orderBy(asc(vouchers.id));
    const price = (value: string) => Number(value);
    const won = await itemsOf(winner.id);
    expect(won.map((v) => ({ ...v, price: price(v.price) }))).toEqual([{ title: 'KinBo NFT 300', price: 300, state: 0, createdAt: wonAt }]);
    expect((await itemsOf(mixed.id)).map((v) => [v.title, price(v.price)])).toEqual([
      ['KinBo NFT 1000', 1000],
      ['KinBo NFT 100', 100],
    ]);
    expect((await itemsOf(clean.id)).map((v) => [v.title, price(v.price)])).toEqual([['KinBo NFT 3000', 3000]]);
    expect(await db.select().from(balances).orderBy(asc(balances.userId))).toEqual(balancesBefore);
    expect(await findIntegrityProblems(db)).toEqual([]);
  });
});
