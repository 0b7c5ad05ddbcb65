import Big from 'big.js';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { commitmentOf, drawWinnerIndex, newSeed } from '../../lib/games/draw';
import { createServiceContext } from '../app';
import type { ServerConfig } from '../config';
import { hashSecret, md5Hex, type ScryptParams } from '../lib/password';
import { insertArticles, ARTICLE_TYPE_BANNER, type NewArticle } from '../services/articles';
import { CHAIN_CODE, setCoinPrice } from '../services/coins';
import type { Logger } from '../services/context';
import { insertDealRoom, joinDealRoom } from '../services/flash-deal';
import { createGameClock } from '../services/game-clock';
import { dealImage } from '../services/game-rules';
import { GET_WAY, postEntries, type LedgerAsset, type LedgerPosting } from '../services/ledger';
import { createSettingsService } from '../services/settings';
import { insertUser } from '../services/users';
import type { AppDatabase } from '../db/client';
import { articles, balances, ledgerEntries, ROOM_STATE, rooms, users, vouchers } from '../db/schema';

/**
 * Demo data: a demo account with a year of history across every report tab, a dozen other
 * players so the ranking is full in every period, home banners and a KinBo price.
 *
 * Every balance change goes through the ledger (postEntries), exactly as the live services do, so
 * balances equal the sum of their records, and every voucher counted has its item (a vouchers row).
 * Every Flash Deal in the history is a real room: created, joined and drawn by the game services
 * and the game clock, with server time moved to the moment it was played. So a room record opens
 * its finished room, and its amounts are the ones the live settlement pays (issue 24). It all
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

/** The KinBo price the demo sets (USDT per KinBo, chain 1). */
export const DEMO_KINBO_PRICE = '0.0421';
/** USDT per NFT voucher (the main config default nft_voucher_amount), per ticket, and the demo rooms' price. */
const VOUCHER_PRICE = '100';
const TICKET_PRICE = '1';
const ROOM_PRICE = '100';
/** The room's countdown between the last seat and the draw (seconds). */
const ROOM_COUNTDOWN = 10;
const VP_PER_LOSS = '10';
const VP_USDT = '0.1';

export const OTHER_PLAYERS = [
  'LunaTrader',
  'MaxFlashDeal',
  'SoraWinner',
  'NovaRewards',
  'KaiTickets',
  'MiraVoucher',
  'LeoKinBo',
  'AriaPlayer',
  'ZenCollector',
  'RioLucky',
  'IvyTeamLead',
  'OttoDeals',
] as const;
/** The first four players joined with the demo account's invite: their games pay it team rewards. */
const DEMO_INVITEES = 4;

/** Small deterministic PRNG: the same demo on every machine. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Flash Deal played: members in join order; `winner` is the member the draw picks. */
type PlayedRoom = { members: number[]; winner: number };
/** A voucher item follows a voucher moved by the plan: to a buyer, or out (exchanged). */
type ItemMove = { from: number; to: number | null };

type Operation =
  | { at: Date; build: (book: Book) => Promise<LedgerPosting[]>; item?: ItemMove }
  | { at: Date; room: PlayedRoom; after?: (roomId: number) => LedgerPosting[] };

type BookAsset = Extract<LedgerAsset, 'usdt' | 'kinbo' | 'vp' | 'release_pool'>;

/** The balances as they stand at the moment of an operation (read, never simulated: rooms move them too). */
class Book {
  constructor(private readonly tx: AppDatabase) {}
  async get(userId: number, asset: BookAsset): Promise<Big> {
    const [row] = await this.tx
      .select({ usdt: balances.usdt, kinbo: balances.kinbo, vp: balances.vp, release_pool: balances.releasePool })
      .from(balances)
      .where(eq(balances.userId, userId))
      .limit(1);
    return new Big(row ? String(row[asset]) : '0');
  }
}

const down = (value: Big, decimals: number) => value.round(decimals, Big.roundDown).toFixed(decimals);

/** Banner art only: the title and call to action are drawn by the app in the user's language. */
function svgBanner(from: string, to: string, motif: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="350" viewBox="0 0 800 350">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="350" fill="url(#g)"/>
<circle cx="690" cy="70" r="150" fill="#c6f432" fill-opacity="0.16"/><circle cx="760" cy="300" r="110" fill="#ffffff" fill-opacity="0.06"/>
${motif}
</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const TICKET_MOTIF =
  '<g transform="translate(560 120) rotate(-12)" fill="none" stroke="#c6f432" stroke-width="6" stroke-opacity="0.7"><rect width="170" height="100" rx="16"/><path d="M60 0v100" stroke-dasharray="10 10"/></g>';
const CHAIN_MOTIF =
  '<g transform="translate(600 110)" fill="none" stroke="#f0b90b" stroke-width="6" stroke-opacity="0.75"><path d="M60 0l60 60-60 60L0 60z"/><path d="M60 30l30 30-30 30-30-30z"/></g>';
const RELEASE_MOTIF =
  '<g transform="translate(580 110)" fill="none" stroke="#c6f432" stroke-width="6" stroke-opacity="0.7" stroke-linecap="round"><path d="M0 120h160"/><path d="M20 120V80M60 120V50M100 120V30M140 120V10"/></g>';

export const DEMO_BANNERS: readonly NewArticle[] = [
  {
    type: ARTICLE_TYPE_BANNER,
    title: 'Flash Deal: one ticket, one seat',
    titles: {
      en: 'Flash Deal: one ticket, one seat',
      zh: '限时拼团：一张门票，一个席位',
      kr: '플래시 딜: 티켓 한 장, 자리 하나',
      id: 'Flash Deal: satu tiket, satu kursi',
      vn: 'Flash Deal: một vé, một chỗ',
      fil: 'Flash Deal: isang ticket, isang upuan',
    },
    ctas: { en: 'Join a room now', zh: '立即加入房间', kr: '지금 방 참여하기', id: 'Gabung ke room sekarang', vn: 'Vào phòng ngay', fil: 'Sumali sa room ngayon' },
    img: svgBanner('#1c2230', '#24401a', TICKET_MOTIF),
    jumpType: 0,
    jumpUrl: '/grouppurchasegames',
  },
  {
    type: ARTICLE_TYPE_BANNER,
    title: 'KinBo on BNB Smart Chain',
    titles: {
      en: 'KinBo on BNB Smart Chain',
      zh: 'KinBo 已登陆 BNB Smart Chain',
      kr: 'BNB Smart Chain 위의 KinBo',
      id: 'KinBo di BNB Smart Chain',
      vn: 'KinBo trên BNB Smart Chain',
      fil: 'KinBo sa BNB Smart Chain',
    },
    ctas: { en: 'Learn more', zh: '了解更多', kr: '자세히 보기', id: 'Pelajari lebih lanjut', vn: 'Tìm hiểu thêm', fil: 'Alamin pa' },
    img: svgBanner('#2a2210', '#141821', CHAIN_MOTIF),
    jumpType: 1,
    jumpUrl: 'https://www.bnbchain.org/',
  },
  {
    type: ARTICLE_TYPE_BANNER,
    title: 'Your KinBo releases',
    titles: {
      en: 'Your KinBo releases',
      zh: '您的 KinBo 释放',
      kr: '내 KinBo 릴리스',
      id: 'Rilis KinBo Anda',
      vn: 'KinBo được giải phóng của bạn',
      fil: 'Ang iyong mga KinBo release',
    },
    ctas: { en: 'See the records', zh: '查看记录', kr: '기록 보기', id: 'Lihat catatan', vn: 'Xem lịch sử', fil: 'Tingnan ang mga record' },
    img: svgBanner('#102a2a', '#141821', RELEASE_MOTIF),
    jumpType: 0,
    jumpUrl: '/reports?type=kinbo',
  },
];

/**
 * A database seeded before banners had per-language texts holds the old demo banners, with English
 * baked into their images: give them the text-free art and their texts (idempotent, by title).
 */
export async function refreshDemoBanners(db: AppDatabase): Promise<number> {
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const banner of DEMO_BANNERS) {
      const rows = await tx
        .update(articles)
        .set({ img: banner.img, titles: banner.titles ?? {}, ctas: banner.ctas ?? {} })
        .where(and(eq(articles.type, banner.type), eq(articles.title, banner.title), sql`${articles.titles} = '{}'::jsonb`))
        .returning({ id: articles.id });
      updated += rows.length;
    }
  });
  return updated;
}

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
  await tx.update(rooms).set({ seed, commitment: await commitmentOf(seed) }).where(eq(rooms.id, created.id));
  const joinedAt = (index: number) => new Date(at.getTime() + index * 1000);
  for (const [index, userId] of room.members.entries()) await joinDealRoom(tx, userId, created.id, joinedAt(index));
  await runClockAt(new Date(joinedAt(room.members.length - 1).getTime() + ROOM_COUNTDOWN * 1000));
  const [drawn] = await tx.select({ state: rooms.state, winner: rooms.winnerUserId }).from(rooms).where(eq(rooms.id, created.id));
  if (drawn?.state !== ROOM_STATE.finished || drawn.winner !== room.winner) throw new Error(`demo room ${created.id} was not drawn as planned`);
  return created.id;
}

/** The voucher item behind a voucher the plan moved: the owner's oldest goes to the buyer, or away when exchanged. */
async function moveVoucherItem(tx: AppDatabase, move: ItemMove): Promise<void> {
  const [item] = await tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.ownerId, move.from)).orderBy(asc(vouchers.createdAt), asc(vouchers.id)).limit(1);
  if (!item) throw new Error(`demo plan moves a voucher user ${move.from} has no item for`);
  if (move.to === null) await tx.delete(vouchers).where(eq(vouchers.id, item.id));
  else await tx.update(vouchers).set({ ownerId: move.to, state: 0, listedAt: null }).where(eq(vouchers.id, item.id));
}

/** The year of activity, as operations (sorted by time before they run). */
function buildPlan(demoId: number, others: Array<{ id: number; nickname: string }>, at: (daysAgo: number) => Date, rand: () => number): Operation[] {
  const plan: Operation[] = [];
  const add = (daysAgo: number, build: (book: Book) => Promise<LedgerPosting[]> | LedgerPosting[], item?: ItemMove) =>
    plan.push({ at: at(daysAgo), build: async (book) => build(book), item });
  const fixed = (daysAgo: number, postings: LedgerPosting[], item?: ItemMove) => add(daysAgo, () => postings, item);
  /** A real room at `daysAgo`; `after` adds the demo's extras the live game does not pay (VP, release pool). */
  const play = (daysAgo: number, members: number[], winner: number, after?: (roomId: number) => LedgerPosting[]) =>
    plan.push({ at: at(daysAgo), room: { members, winner }, after });
  const money = (min: number, max: number) => (min + rand() * (max - min)).toFixed(2);
  const whole = (min: number, max: number) => String(Math.floor(min + rand() * (max - min + 1)));

  const credit = (userId: number, asset: LedgerAsset, amount: string, rest: Omit<LedgerPosting, 'userId' | 'asset' | 'direction' | 'amount'>): LedgerPosting => ({
    userId,
    asset,
    direction: 'credit',
    amount,
    ...rest,
  });
  const debit = (userId: number, asset: LedgerAsset, amount: string, rest: Omit<LedgerPosting, 'userId' | 'asset' | 'direction' | 'amount'>): LedgerPosting => ({
    userId,
    asset,
    direction: 'debit',
    amount,
    ...rest,
  });

  const buyTickets = (userId: number, countText: string): LedgerPosting[] => [
    debit(userId, 'usdt', new Big(countText).times(TICKET_PRICE).toFixed(), { type: 'usdt', title: { key: 'ticket_buy_payment', params: { count: countText } }, getWay: GET_WAY.purchase }),
    credit(userId, 'ticket', countText, { type: 'ticket', title: { key: 'ticket_buy' }, getWay: GET_WAY.purchase }),
  ];
  // What the demo account earns beside a room it did not win, on top of the live settlement: VP
  // for the room, and income into its release pool (a pool record, not a reward: Overview shows
  // the room's real not-winning reward only).
  const lossExtras = (userId: number, poolIncome: string) => (room: number): LedgerPosting[] => [
    credit(userId, 'vp', VP_PER_LOSS, { type: 'vp', title: { key: 'vp_game', params: { room } }, getWay: GET_WAY.game, chatId: room }),
    credit(userId, 'release_pool', poolIncome, { type: 'pool', title: { key: 'release_pool_in' }, getWay: GET_WAY.game }),
  ];
  const voucherTrade = (buyer: number, seller: number): [LedgerPosting[], ItemMove] => [[
    debit(buyer, 'usdt', VOUCHER_PRICE, { type: 'usdt', title: { key: 'voucher_buy_payment' }, getWay: GET_WAY.purchase, counterpartyId: seller }),
    credit(buyer, 'nft_voucher', '1', { type: 'voucher', title: { key: 'voucher_buy' }, getWay: GET_WAY.purchase, counterpartyId: seller }),
    debit(seller, 'nft_voucher', '1', { type: 'voucher', title: { key: 'voucher_sold' }, getWay: GET_WAY.sellOrWithdraw, counterpartyId: buyer }),
    credit(seller, 'usdt', VOUCHER_PRICE, { type: 'usdt', title: { key: 'voucher_sale_income' }, getWay: GET_WAY.sellOrWithdraw, counterpartyId: buyer }),
  ], { from: seller, to: buyer }];
  const ticketTransfer = (from: number, to: number, countText: string): LedgerPosting[] => [
    debit(from, 'ticket', countText, { type: 'ticket', title: { key: 'ticket_sent' }, getWay: GET_WAY.transfer, counterpartyId: to }),
    credit(to, 'ticket', countText, { type: 'ticket', title: { key: 'ticket_received' }, getWay: GET_WAY.transfer, counterpartyId: from }),
  ];

  // ---- the other players: money, tickets, vouchers to trade, and rewards in every ranking period ----
  // Each of their rooms has two members: the player and the next one along, who wins when the player does not.
  const partner = (index: number, step: number) => others[(index + step) % others.length]!.id;
  others.forEach((player, index) => {
    fixed(410 - index, [credit(player.id, 'usdt', String(2000 + index * 150), { type: 'usdt', title: { key: 'usdt_deposit' }, getWay: GET_WAY.purchase })]);
    fixed(405 - index, buyTickets(player.id, '60'));
    if (index >= 4 && index <= 8) {
      for (const daysAgo of [330 - index, 300 - index]) play(daysAgo, [player.id, partner(index, 1)], player.id);
    }
    // Two rewards in each ranking bucket: last 24 h, last 7 days, last 30 days, older.
    for (const [min, max] of [[0.05, 0.9], [1.5, 6], [8, 28], [40, 350]] as const) {
      for (let k = 0; k < 2; k++) {
        const daysAgo = min + rand() * (max - min);
        const kind = (index + k) % 3;
        if (kind === 1) {
          const from = others[(index + 1) % others.length]!;
          fixed(daysAgo, [credit(player.id, 'usdt', money(3, 45), { type: 'chat_team_usdt', title: { key: 'team_reward', params: { nickname: from.nickname } }, getWay: GET_WAY.game, counterpartyId: from.id })]);
        } else {
          // Not won: the price back and the not-winning reward, paid by the settlement.
          play(daysAgo, [player.id, partner(index, 3 + k)], partner(index, 3 + k));
        }
      }
    }
  });

  // ---- the demo account ----
  const d = demoId;
  for (const daysAgo of [380, 350, 320, 290, 260, 230, 200, 170, 140, 110, 80, 50, 25, 10, 3]) {
    fixed(daysAgo, [credit(d, 'usdt', money(250, 900), { type: 'usdt', title: { key: 'usdt_deposit' }, getWay: GET_WAY.purchase })]);
  }
  for (const hoursAgo of [20, 5]) {
    fixed(hoursAgo / 24, [credit(d, 'usdt', money(50, 150), { type: 'usdt', title: { key: 'usdt_deposit' }, getWay: GET_WAY.purchase })]);
  }
  for (const daysAgo of [370, 200, 60]) {
    fixed(daysAgo, [credit(d, 'kinbo', money(2000, 8000), { type: 'kinbo', title: { key: 'kinbo_deposit' }, getWay: GET_WAY.purchase })]);
  }
  for (const [i, daysAgo] of [375, 340, 300, 260, 220, 180, 140, 100, 45, 12].entries()) {
    fixed(daysAgo, buyTickets(d, ['5', '10', '20'][i % 3]!));
  }
  [330, 210, 90, 20].forEach((daysAgo, i) => fixed(daysAgo, ticketTransfer(d, others[i]!.id, whole(2, 5))));
  [280, 150, 35].forEach((daysAgo, i) => fixed(daysAgo, ticketTransfer(others[4 + i]!.id, d, whole(2, 6))));

  // Fourteen Flash Deals with two other players each: four won (a voucher), ten not won (the price
  // back and the not-winning reward from the settlement, plus the demo's VP and pool income).
  const demoRooms = [360, 330, 300, 270, 240, 210, 180, 150, 120, 90, 60, 30, 8, 0.3];
  const wins = new Set([2, 6, 9, 12]);
  demoRooms.forEach((daysAgo, i) => {
    const members = [d, others[i % others.length]!.id, others[(i + 5) % others.length]!.id];
    if (wins.has(i)) play(daysAgo, members, d);
    else play(daysAgo, members, members[1]!, lossExtras(d, money(8, 25)));
  });

  [320, 245, 175, 105, 40].forEach((daysAgo, i) => fixed(daysAgo, ...voucherTrade(d, others[4 + i]!.id)));
  [160, 70].forEach((daysAgo, i) => fixed(daysAgo, ...voucherTrade(others[9 + i]!.id, d)));
  add(
    15,
    () => [
      debit(d, 'nft_voucher', '1', { type: 'voucher', title: { key: 'voucher_exchange' }, getWay: GET_WAY.sellOrWithdraw }),
      credit(d, 'kinbo', down(new Big(VOUCHER_PRICE).div(DEMO_KINBO_PRICE), 6), { type: 'kinbo', title: { key: 'voucher_exchange_kinbo' }, getWay: GET_WAY.purchase }),
    ],
    { from: d, to: null },
  );

  for (const daysAgo of [200, 95, 5]) {
    add(daysAgo, async (book) => {
      const vp = (await book.get(d, 'vp')).round(0, Big.roundDown);
      if (vp.lt(10)) return [];
      const kinbo = down(vp.times(VP_USDT).div(DEMO_KINBO_PRICE), 6);
      return [
        debit(d, 'vp', vp.toFixed(), { type: 'vp', title: { key: 'vp_exchange' }, getWay: GET_WAY.sellOrWithdraw }),
        credit(d, 'kinbo', kinbo, { type: 'kinbo', title: { key: 'vp_exchange_kinbo' }, getWay: GET_WAY.purchase }),
      ];
    });
  }

  for (const daysAgo of [150, 28]) {
    add(daysAgo, async (book) => [
      debit(d, 'kinbo', down((await book.get(d, 'kinbo')).times('0.2'), 2), { type: 'kinbo', title: { key: 'kinbo_withdraw' }, getWay: GET_WAY.sellOrWithdraw }),
    ]);
  }
  for (const daysAgo of [365, 300, 240, 190, 130, 75, 33, 1.5]) {
    // The rate is drawn when the plan is built, so the demo stays the same whatever the order of awaits.
    const rate = 0.15 + rand() * 0.2;
    add(daysAgo, async (book) => {
      const amount = down((await book.get(d, 'usdt')).times(rate), 2);
      const underReview = daysAgo < 2;
      return [
        debit(d, 'usdt', amount, {
          type: 'usdt',
          title: { key: underReview ? 'usdt_withdraw_review' : 'usdt_withdraw' },
          getWay: GET_WAY.sellOrWithdraw,
          // A withdrawal still under review shows its amount without a sign (is_lost 2).
          isLost: underReview ? 2 : 0,
        }),
      ];
    });
  }

  [310, 250, 190, 130, 70, 20, 4, 0.2].forEach((daysAgo, i) => {
    const invitee = others[i % DEMO_INVITEES]!;
    fixed(daysAgo, [credit(d, 'usdt', money(2, 15), { type: 'chat_team_usdt', title: { key: 'team_reward', params: { nickname: invitee.nickname } }, getWay: GET_WAY.game, counterpartyId: invitee.id })]);
  });

  // KinBo releases: part of the pool is released and credited as KinBo at the day's price. The credit
  // is the release entry (USDT value and breakdown); the pool debit is its counterpart.
  [345, 300, 255, 210, 165, 120, 75, 30].forEach((daysAgo, i) => {
    const price = (0.035 + rand() * 0.015).toFixed(4);
    add(daysAgo, async (book) => {
      const pool = await book.get(d, 'release_pool');
      if (pool.lt(1)) return [];
      const released = pool.times('0.3').round(6, Big.roundDown);
      const normal = released.times('0.8').round(6, Big.roundDown);
      const kinbo = down(released.div(price), 6);
      const expand =
        i === 0
          ? null // the first release predates acceleration: no breakdown
          : {
              pool_usdt: normal.toFixed(6),
              accelerated_release_usdt: released.minus(normal).toFixed(6),
              wallet_kinbo: down(await book.get(d, 'kinbo'), 6),
              usdt_price: price,
              kinbo_number: kinbo,
              pool_number: pool.toFixed(6),
            };
      return [
        debit(d, 'release_pool', released.toFixed(6), { type: 'pool', title: { key: 'release_out' }, getWay: GET_WAY.game }),
        credit(d, 'kinbo', kinbo, { type: 'release', title: { key: 'release' }, getWay: GET_WAY.game, displayAmount: released.toFixed(6), expand }),
      ];
    });
  });

  return plan;
}
