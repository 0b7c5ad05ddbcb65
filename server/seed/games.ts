import { count, eq, inArray } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { AppDatabase } from '../platform/db/client';
import { gameSchedules, users } from '../platform/db/schema';
import { hashSecret, md5Hex, type ScryptParams } from '../platform/password';
import type { Logger } from '../platform/services-context';
import { insertBidRoom, joinBidRoom, placeBid } from '../games/flash-bid';
import { insertDealRoom, joinDealRoom } from '../games/flash-deal';
import { createGameClock } from '../games/game-clock';
import { BID_IMAGE, dealImage } from '../games/game-rules';
import { GET_WAY, postEntries, type LedgerPosting } from '../platform/ledger';
import { createSettingsService } from '../platform/settings';
import { insertUser } from '../auth/users';
import { OTHER_PLAYERS } from './demo';
import { createServiceContext } from '../app';

/**
 * Games to play on a fresh `npm start`: six funded players (so several people can play on one
 * machine), room and auction schedules, waiting rooms (one a seat from drawing), open auctions, and
 * finished ones with winners. Rooms are filled by the demo's other players through the same
 * services the API uses; the finished ones are drawn by the real game clock. Runs once: only while
 * there is no game schedule.
 */

export const GAME_PLAYERS = [1, 2, 3, 4, 5, 6].map((n) => ({
  email: `player${n}@kinbo.local`,
  nickname: `KinPlayer${n}`,
  password: 'Demo123456',
  payPassword: '123456',
}));

const PLAYER_FUNDS = { usdt: '20000', kinbo: '50000', ticket: '30' } as const;
const FILLER_FUNDS = { usdt: '20000', kinbo: '20000', ticket: '20' } as const;

const MINUTE = 60_000;

const SCHEDULES = [
  { kind: 'deal', name: 'Flash Deal 100', price: '100', maxCount: 5, openCountDown: 10, duration: 30, interval: 10 },
  { kind: 'deal', name: 'Flash Deal 300', price: '300', maxCount: 5, openCountDown: 10, duration: 30, interval: 15 },
  { kind: 'deal', name: 'Flash Deal 1000', price: '1000', maxCount: 10, openCountDown: 15, duration: 60, interval: 30 },
  { kind: 'deal', name: 'Flash Deal 3000', price: '3000', maxCount: 10, openCountDown: 15, duration: 120, interval: 60 },
  { kind: 'deal', name: 'Flash Deal 10000', price: '10000', maxCount: 20, openCountDown: 20, duration: 240, interval: 120 },
  { kind: 'bid', name: 'Flash Bid 50 USDT', price: '50', maxCount: 20, openCountDown: 0, duration: 10, interval: 15 },
  { kind: 'bid', name: 'Flash Bid 200 USDT', price: '200', maxCount: 30, openCountDown: 0, duration: 30, interval: 60 },
] as const;

const credits = (userId: number, funds: { usdt: string; kinbo: string; ticket: string }): LedgerPosting[] => [
  { userId, asset: 'usdt', direction: 'credit', amount: funds.usdt, type: 'usdt', title: { key: 'usdt_deposit' }, getWay: GET_WAY.transfer },
  { userId, asset: 'kinbo', direction: 'credit', amount: funds.kinbo, type: 'kinbo', title: { key: 'kinbo_deposit' }, getWay: GET_WAY.transfer },
  { userId, asset: 'ticket', direction: 'credit', amount: funds.ticket, type: 'ticket', title: { key: 'ticket_received' }, getWay: GET_WAY.transfer },
];

export async function seedGames(db: AppDatabase, config: ServerConfig, options: { now: () => Date; scryptParams: ScryptParams; log: Logger }): Promise<{ created: boolean }> {
  const [existing] = await db.select({ value: count() }).from(gameSchedules);
  if (Number(existing?.value ?? 0) > 0) return { created: false };
  const current = options.now();
  const ago = (minutes: number) => new Date(current.getTime() - minutes * MINUTE);
  const later = (minutes: number) => new Date(current.getTime() + minutes * MINUTE);
  const [passwordHash, pinHash] = await Promise.all([
    hashSecret(md5Hex(GAME_PLAYERS[0]!.password), options.scryptParams),
    hashSecret(md5Hex(GAME_PLAYERS[0]!.payPassword), options.scryptParams),
  ]);

  await db.transaction(async (tx) => {
    const [founder] = await tx.select({ id: users.id }).from(users).where(eq(users.inviteCode, config.seed.invite)).limit(1);
    for (const player of GAME_PLAYERS) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, player.email)).limit(1);
      if (taken) continue;
      const created = await insertUser(tx, { email: player.email, nickname: player.nickname, passwordHash, payPasswordHash: pinHash, referrerId: founder?.id ?? null }, ago(60 * 24));
      await postEntries(tx, credits(created.id, PLAYER_FUNDS), ago(60 * 24));
    }

    for (const s of SCHEDULES) {
      await tx.insert(gameSchedules).values({
        kind: s.kind,
        name: s.name,
        image: s.kind === 'deal' ? dealImage(s.price) : BID_IMAGE,
        price: s.price,
        maxCount: s.maxCount,
        openCountDown: s.openCountDown,
        durationSeconds: s.duration * 60,
        intervalSeconds: s.interval * 60,
        nextStartAt: later(s.interval),
        createdAt: current,
      });
    }

    // The demo's other players fill rooms (present when the demo seed ran).
    const fillerEmails = OTHER_PLAYERS.map((name) => `${name.toLowerCase()}@kinbo.local`);
    const fillerRows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, fillerEmails));
    const fillers = fillerEmails.map((email) => fillerRows.find((row) => row.email === email)?.id).filter((id): id is number => id !== undefined);
    for (const id of fillers) await postEntries(tx, credits(id, FILLER_FUNDS), ago(300));
    const f = (index: number) => fillers[index];
    const deal = (price: string, maxCount: number, openCountDown: number, start: Date, end: Date, name = `Flash Deal ${price}`) =>
      insertDealRoom(tx, { name, image: dealImage(price), price, maxCount, openCountDown, startTime: start, endTime: end }, start);
    const joinAll = async (roomId: number, ids: Array<number | undefined>, at: Date) => {
      for (const [i, id] of ids.entries()) if (id !== undefined) await joinDealRoom(tx, id, roomId, new Date(at.getTime() + i * 1000));
    };

    // Finished rooms (drawn below by the game clock) and one disbanded room.
    const won1 = await deal('100', 3, 10, ago(240), ago(60));
    await joinAll(won1.id, [f(0), f(1), f(2)], ago(200));
    const won2 = await deal('300', 4, 10, ago(180), ago(30));
    await joinAll(won2.id, [f(3), f(4), f(5), f(6)], ago(150));
    const won3 = await deal('1000', 3, 10, ago(120), ago(10));
    await joinAll(won3.id, [f(7), f(8), f(9)], ago(100));
    const disbanded = await deal('3000', 10, 15, ago(180), ago(5));
    await joinAll(disbanded.id, [f(10)], ago(170));

    // Waiting rooms to play: one a seat from drawing, one half full, some empty.
    const almost = await deal('100', 3, 10, ago(5), later(90));
    await joinAll(almost.id, [f(0), f(1)], ago(4));
    const half = await deal('300', 5, 10, ago(5), later(120));
    await joinAll(half.id, [f(2), f(3)], ago(3));
    await deal('1000', 10, 15, ago(2), later(180));
    await deal('3000', 10, 15, ago(2), later(240));
    await deal('10000', 20, 20, ago(2), later(360));
    await deal('100', 2, 10, ago(1), later(60), 'Flash Deal 100 · duo');

    // Auctions: one finished (drawn by the clock), two open.
    const finishedAuction = await insertBidRoom(tx, { name: 'Flash Bid 50 USDT', image: BID_IMAGE, usdt: '50', maxCount: 20, startTime: ago(90), endTime: ago(20) }, ago(90));
    const openAuction = await insertBidRoom(tx, { name: 'Flash Bid 50 USDT', image: BID_IMAGE, usdt: '50', maxCount: 20, startTime: ago(5), endTime: later(25) }, ago(5));
    await insertBidRoom(tx, { name: 'Flash Bid 200 USDT', image: BID_IMAGE, usdt: '200', maxCount: 30, startTime: ago(1), endTime: later(60) }, ago(1));
    const step = (await createSettingsService(createServiceContext({ db: tx, config, now: options.now, scryptParams: options.scryptParams, log: options.log })).getMainConfig())
      .bid_step_kinbo;
    const present = (ids: Array<number | undefined>) => ids.filter((id): id is number => id !== undefined);
    const auctions = [
      { id: finishedAuction.id, start: ago(80), bidders: present([f(7), f(8)]) },
      { id: openAuction.id, start: ago(4), bidders: present([f(4), f(5), f(6)]) },
    ];
    for (const auction of auctions) {
      const at = (seconds: number) => new Date(auction.start.getTime() + seconds * 1000);
      for (const [i, id] of auction.bidders.entries()) await joinBidRoom(tx, id, auction.id, at(i));
      for (let round = 0; round < 2; round++) {
        for (const [i, id] of auction.bidders.entries()) await placeBid(tx, id, auction.id, step, at(60 + round * auction.bidders.length + i));
      }
    }
  });

  // Draw the finished rooms, disband the expired one, end the finished auction — with the real clock.
  const ctx = createServiceContext({ db, config, now: options.now, scryptParams: options.scryptParams, log: options.log });
  await createGameClock(ctx, { settings: createSettingsService(ctx) }).runOnce();
  return { created: true };
}
