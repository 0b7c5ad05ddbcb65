import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';
import { balances } from '../platform/db/schema';
import { compare, divideDown, fixedDown, multiply, roundDown, subtract } from '../platform/decimal';
import { GET_WAY, type LedgerAsset, type LedgerPosting } from '../platform/ledger';
import { ticketPurchasePostings, ticketTransferPostings } from '../wallet/tickets';

/**
 * The demo's year of activity as a plan: who pays, wins, exchanges and trades what, and when
 * (server/seed/demo.ts runs it through the ledger and the game services).
 */

/** The KinBo price the demo sets (USDT per KinBo, chain 1). */
export const DEMO_KINBO_PRICE = '0.0421';
/** USDT per NFT voucher (the main config default nft_voucher_amount), per ticket, and the demo rooms' price. */
const VOUCHER_PRICE = '100';
const TICKET_PRICE = '1';
export const ROOM_PRICE = '100';
/** The room's countdown between the last seat and the draw (seconds). */
export const ROOM_COUNTDOWN = 10;
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
export const DEMO_INVITEES = 4;

/** Small deterministic PRNG: the same demo on every machine. */
export function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Flash Deal played: members in join order; `winner` is the member the draw picks. */
export type PlayedRoom = { members: number[]; winner: number };
/** A voucher item follows a voucher moved by the plan: to a buyer, or out (exchanged). */
export type ItemMove = { from: number; to: number | null };

export type Operation = { at: Date; build: (book: Book) => Promise<LedgerPosting[]>; item?: ItemMove } | { at: Date; room: PlayedRoom; after?: (roomId: number) => LedgerPosting[] };

type BookAsset = Extract<LedgerAsset, 'usdt' | 'kinbo' | 'vp' | 'release_pool'>;

/** The balances as they stand at the moment of an operation (read, never simulated: rooms move them too). */
export class Book {
  constructor(private readonly tx: AppDatabase) {}
  async get(userId: number, asset: BookAsset): Promise<string> {
    const [row] = await this.tx
      .select({ usdt: balances.usdt, kinbo: balances.kinbo, vp: balances.vp, release_pool: balances.releasePool })
      .from(balances)
      .where(eq(balances.userId, userId))
      .limit(1);
    return row ? String(row[asset]) : '0';
  }
}

/** The year of activity, as operations (sorted by time before they run). */
export function buildPlan(demoId: number, others: Array<{ id: number; nickname: string }>, at: (daysAgo: number) => Date, rand: () => number): Operation[] {
  const plan: Operation[] = [];
  const add = (daysAgo: number, build: (book: Book) => Promise<LedgerPosting[]> | LedgerPosting[], item?: ItemMove) =>
    plan.push({ at: at(daysAgo), build: async (book) => build(book), item });
  const fixed = (daysAgo: number, postings: LedgerPosting[], item?: ItemMove) => add(daysAgo, () => postings, item);
  /** A real room at `daysAgo`; `after` adds the demo's extras the live game does not pay (VP, release pool). */
  const play = (daysAgo: number, members: number[], winner: number, after?: (roomId: number) => LedgerPosting[]) => plan.push({ at: at(daysAgo), room: { members, winner }, after });
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

  const buyTickets = (userId: number, countText: string) => ticketPurchasePostings(userId, countText, multiply(countText, TICKET_PRICE));
  // What the demo account earns beside a room it did not win, on top of the live settlement: VP
  // for the room, and income into its release pool (a pool record, not a reward: Overview shows
  // the room's real not-winning reward only).
  const lossExtras =
    (userId: number, poolIncome: string) =>
    (room: number): LedgerPosting[] => [
      credit(userId, 'vp', VP_PER_LOSS, { type: 'vp', title: { key: 'vp_game', params: { room } }, getWay: GET_WAY.game, chatId: room }),
      credit(userId, 'release_pool', poolIncome, { type: 'pool', title: { key: 'release_pool_in' }, getWay: GET_WAY.game }),
    ];
  const voucherTrade = (buyer: number, seller: number): [LedgerPosting[], ItemMove] => [
    [
      debit(buyer, 'usdt', VOUCHER_PRICE, { type: 'usdt', title: { key: 'voucher_buy_payment' }, getWay: GET_WAY.purchase, counterpartyId: seller }),
      credit(buyer, 'nft_voucher', '1', { type: 'voucher', title: { key: 'voucher_buy' }, getWay: GET_WAY.purchase, counterpartyId: seller }),
      debit(seller, 'nft_voucher', '1', { type: 'voucher', title: { key: 'voucher_sold' }, getWay: GET_WAY.sellOrWithdraw, counterpartyId: buyer }),
      credit(seller, 'usdt', VOUCHER_PRICE, { type: 'usdt', title: { key: 'voucher_sale_income' }, getWay: GET_WAY.sellOrWithdraw, counterpartyId: buyer }),
    ],
    { from: seller, to: buyer },
  ];

  // ---- the other players: money, tickets, vouchers to trade, and rewards in every ranking period ----
  // Each of their rooms has two members: the player and the next one along, who wins when the player does not.
  const partner = (index: number, step: number) => others[(index + step) % others.length]!.id;
  others.forEach((player, index) => {
    fixed(410 - index, [credit(player.id, 'usdt', String(2000 + index * 150), { type: 'usdt', title: { key: 'usdt_deposit' }, getWay: GET_WAY.transfer })]);
    fixed(405 - index, buyTickets(player.id, '60'));
    if (index >= 4 && index <= 8) {
      for (const daysAgo of [330 - index, 300 - index]) play(daysAgo, [player.id, partner(index, 1)], player.id);
    }
    // Two rewards in each ranking bucket: last 24 h, last 7 days, last 30 days, older.
    for (const [min, max] of [
      [0.05, 0.9],
      [1.5, 6],
      [8, 28],
      [40, 350],
    ] as const) {
      for (let k = 0; k < 2; k++) {
        const daysAgo = min + rand() * (max - min);
        const kind = (index + k) % 3;
        if (kind === 1) {
          const from = others[(index + 1) % others.length]!;
          fixed(daysAgo, [
            credit(player.id, 'usdt', money(3, 45), {
              type: 'chat_team_usdt',
              title: { key: 'team_reward', params: { nickname: from.nickname } },
              getWay: GET_WAY.game,
              counterpartyId: from.id,
            }),
          ]);
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
    fixed(daysAgo, [credit(d, 'usdt', money(250, 900), { type: 'usdt', title: { key: 'usdt_deposit' }, getWay: GET_WAY.transfer })]);
  }
  for (const hoursAgo of [20, 5]) {
    fixed(hoursAgo / 24, [credit(d, 'usdt', money(50, 150), { type: 'usdt', title: { key: 'usdt_deposit' }, getWay: GET_WAY.transfer })]);
  }
  for (const daysAgo of [370, 200, 60]) {
    fixed(daysAgo, [credit(d, 'kinbo', money(2000, 8000), { type: 'kinbo', title: { key: 'kinbo_deposit' }, getWay: GET_WAY.transfer })]);
  }
  for (const [i, daysAgo] of [375, 340, 300, 260, 220, 180, 140, 100, 45, 12].entries()) {
    fixed(daysAgo, buyTickets(d, ['5', '10', '20'][i % 3]!));
  }
  [330, 210, 90, 20].forEach((daysAgo, i) => fixed(daysAgo, ticketTransferPostings(d, others[i]!.id, whole(2, 5))));
  [280, 150, 35].forEach((daysAgo, i) => fixed(daysAgo, ticketTransferPostings(others[4 + i]!.id, d, whole(2, 6))));

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
      credit(d, 'kinbo', fixedDown(divideDown(VOUCHER_PRICE, DEMO_KINBO_PRICE, 6), 6), { type: 'kinbo', title: { key: 'voucher_exchange_kinbo' }, getWay: GET_WAY.purchase }),
    ],
    { from: d, to: null },
  );

  for (const daysAgo of [200, 95, 5]) {
    add(daysAgo, async (book) => {
      const vp = roundDown(await book.get(d, 'vp'), 0);
      if (compare(vp, 10) < 0) return [];
      const kinbo = fixedDown(divideDown(multiply(vp, VP_USDT), DEMO_KINBO_PRICE, 6), 6);
      return [
        debit(d, 'vp', vp, { type: 'vp', title: { key: 'vp_exchange' }, getWay: GET_WAY.sellOrWithdraw }),
        credit(d, 'kinbo', kinbo, { type: 'kinbo', title: { key: 'vp_exchange_kinbo' }, getWay: GET_WAY.purchase }),
      ];
    });
  }

  for (const daysAgo of [150, 28]) {
    add(daysAgo, async (book) => [
      debit(d, 'kinbo', fixedDown(multiply(await book.get(d, 'kinbo'), '0.2'), 2), { type: 'kinbo', title: { key: 'kinbo_withdraw' }, getWay: GET_WAY.sellOrWithdraw }),
    ]);
  }
  for (const daysAgo of [365, 300, 240, 190, 130, 75, 33, 1.5]) {
    // The rate is drawn when the plan is built, so the demo stays the same whatever the order of awaits.
    const rate = 0.15 + rand() * 0.2;
    add(daysAgo, async (book) => {
      const amount = fixedDown(multiply(await book.get(d, 'usdt'), rate), 2);
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
    fixed(daysAgo, [
      credit(d, 'usdt', money(2, 15), { type: 'chat_team_usdt', title: { key: 'team_reward', params: { nickname: invitee.nickname } }, getWay: GET_WAY.game, counterpartyId: invitee.id }),
    ]);
  });

  // KinBo releases: part of the pool is released and credited as KinBo at the day's price. The credit
  // is the release entry (USDT value and breakdown); the pool debit is its counterpart.
  [345, 300, 255, 210, 165, 120, 75, 30].forEach((daysAgo, i) => {
    const price = (0.035 + rand() * 0.015).toFixed(4);
    add(daysAgo, async (book) => {
      const pool = await book.get(d, 'release_pool');
      if (compare(pool, 1) < 0) return [];
      // Amounts of 6 decimals, cut down (toFixed of the numbers below only pads, as nothing has more places).
      const released = fixedDown(multiply(pool, '0.3'), 6);
      const normal = fixedDown(multiply(released, '0.8'), 6);
      const kinbo = fixedDown(divideDown(released, price, 6), 6);
      const expand =
        i === 0
          ? null // the first release predates acceleration: no breakdown
          : {
              pool_usdt: normal,
              accelerated_release_usdt: fixedDown(subtract(released, normal), 6),
              wallet_kinbo: fixedDown(await book.get(d, 'kinbo'), 6),
              usdt_price: price,
              kinbo_number: kinbo,
              pool_number: fixedDown(pool, 6),
            };
      return [
        debit(d, 'release_pool', released, { type: 'pool', title: { key: 'release_out' }, getWay: GET_WAY.game }),
        credit(d, 'kinbo', kinbo, { type: 'release', title: { key: 'release' }, getWay: GET_WAY.game, displayAmount: released, expand }),
      ];
    });
  });

  return plan;
}
