import { asc, count, eq, ne } from 'drizzle-orm';
import { commitmentOf, drawWinnerIndex, newSeed } from '../../shared/games/draw';
import { createServiceContext } from '../app';
import type { ServerConfig } from '../config';
import { hashSecret, md5Hex, type ScryptParams } from '../platform/password';
import { insertArticles } from '../home/articles';
import { CHAIN_CODE, setCoinPrice } from '../home/coins';
import type { Logger } from '../platform/services-context';
import { insertDealRoom, joinDealRoom } from '../games/flash-deal';
import { createGameClock } from '../games/game-clock';
import { dealImage } from '../games/game-rules';
import { postEntries } from '../platform/ledger';
import { createSettingsService } from '../platform/settings';
import { insertUser } from '../auth/users';
import type { AppDatabase } from '../platform/db/client';
import { ledgerEntries, rooms, users, vouchers } from '../platform/db/schema';
import { ROOM_STATES } from '../../shared/contract/games';
import { DEMO_BANNERS } from './demo-banners';
import { Book, buildPlan, DEMO_INVITEES, DEMO_KINBO_PRICE, mulberry32, OTHER_PLAYERS, ROOM_COUNTDOWN, ROOM_PRICE, type ItemMove, type PlayedRoom } from './demo-plan';

export { refreshDemoBanners } from './demo-banners';
export { DEMO_KINBO_PRICE, OTHER_PLAYERS } from './demo-plan';

/**
 * Demo data: a demo account with a year of history across every report tab, a dozen other
 * players so the ranking is full in every period, home banners and a KinBo price.
 *
 * Every balance change goes through the ledger (postEntries), exactly as the live services do, so
 * balances equal the sum of their records, and every voucher counted has its item (a vouchers row).
 * Every Flash Deal in the history is a real room: created, joined and drawn by the game services
 * and the game clock, with server time moved to the moment it was played. So a room record opens
 * its finished room, and its amounts are the ones the live settlement pays. It all
 * happens in one transaction: the demo exists completely or not at all. It runs only on a database
 * without any ledger record and without the demo account, so it never touches real data and a
 * second start does nothing.
 */

export const DEMO_ACCOUNT = {
  email: 'demo@kinbo.local',
  password: 'Demo123456',
  payPassword: '123456',
  nickname: 'KinBoDemo',
} as const;

export type DemoSeedResult = { created: boolean; demoUserId?: number; records?: number };

export async function seedDemoData(
  db: AppDatabase,
  options: { now: () => Date; scryptParams: ScryptParams; referrerInvite: string; config: ServerConfig; log?: Logger },
): Promise<DemoSeedResult> {
  const [demoExists] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)).limit(1);
  if (demoExists) return { created: false };
  // Only on a database without history; the market vouchers issued at start-up (server/seed/wallet.ts) don't count.
  const [entries] = await db.select({ value: count() }).from(ledgerEntries).where(ne(ledgerEntries.titleKey, 'voucher_issued'));
  if (Number(entries?.value ?? 0) > 0) return { created: false };

  const current = options.now();
  const at = (daysAgo: number) => new Date(current.getTime() - Math.round(daysAgo * 86_400_000));
  const [demoHash, demoPinHash, otherHash] = await Promise.all([
    hashSecret(md5Hex(DEMO_ACCOUNT.password), options.scryptParams),
    hashSecret(md5Hex(DEMO_ACCOUNT.payPassword), options.scryptParams),
    // The other players never log in: one random secret hashed once.
    hashSecret(md5Hex(`${Math.random()}-${Date.now()}`), options.scryptParams),
  ]);

  return db.transaction(async (tx) => {
    const [referrer] = await tx.select({ id: users.id }).from(users).where(eq(users.inviteCode, options.referrerInvite)).limit(1);
    const demo = await insertUser(
      tx,
      { email: DEMO_ACCOUNT.email, nickname: DEMO_ACCOUNT.nickname, passwordHash: demoHash, payPasswordHash: demoPinHash, referrerId: referrer?.id ?? null },
      at(420),
    );
    const others: Array<{ id: number; nickname: string }> = [];
    for (const [index, nickname] of OTHER_PLAYERS.entries()) {
      const created = await insertUser(
        tx,
        {
          email: `${nickname.toLowerCase()}@kinbo.local`,
          nickname,
          passwordHash: otherHash,
          payPasswordHash: otherHash,
          referrerId: index < DEMO_INVITEES ? demo.id : (referrer?.id ?? null),
        },
        at(415 - index),
      );
      others.push({ id: created.id, nickname });
    }

    const plan = buildPlan(demo.id, others, at, mulberry32(20_240_501));
    plan.sort((a, b) => a.at.getTime() - b.at.getTime());
    const book = new Book(tx);
    // The rooms are played through the game services and drawn by the game clock, at server time
    // moved to each room's moment (inside this transaction: the clock's steps are savepoints).
    let serverTime = at(420);
    const clockContext = createServiceContext({ db: tx, config: options.config, now: () => serverTime, scryptParams: options.scryptParams, log: options.log });
    const clock = createGameClock(clockContext, { settings: createSettingsService(clockContext) });
    for (const operation of plan) {
      if ('room' in operation) {
        const roomId = await playRoom(tx, operation.room, operation.at, async (drawAt) => {
          serverTime = drawAt;
          await clock.runOnce();
        });
        const extras = operation.after?.(roomId) ?? [];
        if (extras.length) await postEntries(tx, extras, serverTime);
        continue;
      }
      const postings = await operation.build(book);
      if (postings.length === 0) continue;
      await postEntries(tx, postings, operation.at);
      if (operation.item) await moveVoucherItem(tx, operation.item);
    }
    const [recorded] = await tx.select({ value: count() }).from(ledgerEntries).where(ne(ledgerEntries.titleKey, 'voucher_issued'));
    const records = Number(recorded?.value ?? 0);

    await insertArticles(tx, DEMO_BANNERS, current);
    await setCoinPrice(tx, CHAIN_CODE.bsc, 'USDT', '1', current);
    await setCoinPrice(tx, CHAIN_CODE.bsc, 'KinBo', DEMO_KINBO_PRICE, current);
    await setCoinPrice(tx, CHAIN_CODE.polygon, 'USDT', '1', current);
    return { created: true, demoUserId: demo.id, records };
  });
}

/**
 * One Flash Deal at `at`, as a player lives it: a 100 USDT room for exactly these members opens,
 * they join one after the other (each join holds the price and takes a Ticket), the last seat
 * starts the countdown and the game clock draws and settles it. The room's secret seed is picked
 * so the draw names `winner` (the history is scripted), and it is fixed before anyone joins, so the
 * published commitment and the revealed seed verify like any other room's.
 */
async function playRoom(tx: AppDatabase, room: PlayedRoom, at: Date, runClockAt: (drawAt: Date) => Promise<void>): Promise<number> {
  const winnerIndex = room.members.indexOf(room.winner);
  if (winnerIndex < 0) throw new Error('demo room winner is not a member');
  const created = await insertDealRoom(
    tx,
    {
      name: `Flash Deal ${ROOM_PRICE}`,
      image: dealImage(ROOM_PRICE),
      price: ROOM_PRICE,
      maxCount: room.members.length,
      openCountDown: ROOM_COUNTDOWN,
      startTime: new Date(at.getTime() - 3_600_000),
      endTime: new Date(at.getTime() + 3_600_000),
    },
    new Date(at.getTime() - 3_600_000),
  );
  let seed = newSeed();
  while ((await drawWinnerIndex(seed, room.members)) !== winnerIndex) seed = newSeed();
  await tx
    .update(rooms)
    .set({ seed, commitment: await commitmentOf(seed) })
    .where(eq(rooms.id, created.id));
  const joinedAt = (index: number) => new Date(at.getTime() + index * 1000);
  for (const [index, userId] of room.members.entries()) await joinDealRoom(tx, userId, created.id, joinedAt(index));
  await runClockAt(new Date(joinedAt(room.members.length - 1).getTime() + ROOM_COUNTDOWN * 1000));
  const [drawn] = await tx.select({ state: rooms.state, winner: rooms.winnerUserId }).from(rooms).where(eq(rooms.id, created.id));
  if (drawn?.state !== ROOM_STATES.finished || drawn.winner !== room.winner) throw new Error(`demo room ${created.id} was not drawn as planned`);
  return created.id;
}

/** The voucher item behind a voucher the plan moved: the owner's oldest goes to the buyer, or away when exchanged. */
async function moveVoucherItem(tx: AppDatabase, move: ItemMove): Promise<void> {
  const [item] = await tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.ownerId, move.from)).orderBy(asc(vouchers.createdAt), asc(vouchers.id)).limit(1);
  if (!item) throw new Error(`demo plan moves a voucher user ${move.from} has no item for`);
  if (move.to === null) await tx.delete(vouchers).where(eq(vouchers.id, item.id));
  else await tx.update(vouchers).set({ ownerId: move.to, state: 0, listedAt: null }).where(eq(vouchers.id, item.id));
}
