import { publishEvent } from '../live/events';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { usdtToKinbo } from '../../shared/money/fees';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../platform/db/client';
import { users, vouchers } from '../platform/db/schema';
import { compare, formatDecimal } from '../platform/decimal';
import { AppError, ErrorCode } from '../platform/errors';
import type { CoinService } from '../home/coins';
import type { ServiceContext } from '../platform/services-context';
import { GET_WAY, postEntries, type LedgerService } from '../platform/ledger';
import type { PinService } from '../platform/pin';

/**
 * NFT vouchers (spec §3, §4): a row per voucher, and the holder's `nft_voucher` count in the ledger
 * moving with it in the same transaction. Unlisted (0) can be listed, or exchanged for KinBo (type 0,
 * at the KinBo price) or BRP (type 1, one BRP per USDT of price); listed (1) can be delisted or bought.
 * A purchase locks the voucher row (FOR UPDATE) and re-checks it is still listed, so one buyer wins.
 */

export type VoucherItem = { id: number; title: string; image: string; price: string; state: 0 | 1 };
export type MarketVoucher = VoucherItem & { user_id: number; nickname: string; avatar: string };
export type MarketSeller = { user_id: number; avatar: string; nickname: string };

const item = (row: typeof vouchers.$inferSelect): VoucherItem => ({
  id: row.id,
  title: row.title,
  image: row.image,
  price: formatDecimal(row.price),
  state: row.state as 0 | 1,
});

/** The title every voucher of a price carries (the app picks the default image from the price). */
export const voucherTitle = (price: string) => `KinBo NFT ${formatDecimal(price)}`;

/**
 * Inserts a voucher row, inside the caller's transaction, WITHOUT touching the holder's count: for a
 * caller whose own postings credit `nft_voucher` in the same transaction (the Flash Deal draw).
 * Everyone else calls issueVoucher, which does both.
 */
export async function insertVoucher(tx: AppDatabase, input: { userId: number; price: string; title?: string; listed?: boolean }, at: Date): Promise<number> {
  const [row] = await tx
    .insert(vouchers)
    .values({ ownerId: input.userId, title: input.title ?? voucherTitle(input.price), price: input.price, state: input.listed ? 1 : 0, listedAt: input.listed ? at : null, createdAt: at })
    .returning({ id: vouchers.id });
  if (!row) throw new Error('insert into vouchers returned no row');
  return row.id;
}

/** Creates a voucher for a user and credits their voucher count, inside the caller's transaction. */
export async function issueVoucher(tx: AppDatabase, input: { userId: number; price: string; title?: string; listed?: boolean }, at: Date): Promise<number> {
  const id = await insertVoucher(tx, input, at);
  await postEntries(tx, [{ userId: input.userId, asset: 'nft_voucher', direction: 'credit', amount: '1', type: 'voucher', title: { key: 'voucher_issued' } }], at);
  return id;
}

/**
 * A user's vouchers in three numbers (listed, not listed, total price), as a lateral subquery over
 * `ownerId` — a column of the outer query — so user info reads them in the same statement as the
 * balances (services/users.ts), not in two more round trips.
 */
export function voucherSummaryOf(db: AppDatabase, ownerId: SQL | AnyPgColumn) {
  return db
    .select({
      listed: sql<number>`count(*) filter (where ${vouchers.state} = 1)`.mapWith(Number).as('voucher_listed'),
      notListed: sql<number>`count(*) filter (where ${vouchers.state} = 0)`.mapWith(Number).as('voucher_not_listed'),
      totalPrice: sql<string>`coalesce(sum(${vouchers.price}), 0)`.as('voucher_total_price'),
    })
    .from(vouchers)
    .where(eq(vouchers.ownerId, ownerId))
    .as('voucher_summary');
}

export function createVoucherService(ctx: ServiceContext, deps: { ledger: LedgerService; pin: PinService; coins: CoinService }) {
  const { db } = ctx;
  const { ledger } = deps;

  return {
    /** The caller's vouchers, newest first. */
    async list(userId: number, page: number, limit: number): Promise<{ list: VoucherItem[]; total: number }> {
      const where = eq(vouchers.ownerId, userId);
      const rows = await db
        .select()
        .from(vouchers)
        .where(where)
        .orderBy(desc(vouchers.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ n: count() }).from(vouchers).where(where);
      return { list: rows.map(item), total: total?.n ?? 0 };
    },

    /** Popular sellers: most listed vouchers first (the caller excluded). */
    async recommend(userId: number): Promise<MarketSeller[]> {
      const rows = await db
        .select({ user_id: users.id, avatar: users.avatar, nickname: users.nickname, n: count() })
        .from(vouchers)
        .innerJoin(users, eq(users.id, vouchers.ownerId))
        .where(and(eq(vouchers.state, 1), ne(vouchers.ownerId, userId)))
        .groupBy(users.id)
        .orderBy(desc(count()), users.id)
        .limit(10);
      return rows.map(({ user_id, avatar, nickname }) => ({ user_id, avatar, nickname }));
    },

    /** The market: listed vouchers of others, optionally of one seller (user_id or email). */
    async market(userId: number, query: { page: number; limit: number; user_id?: number; email?: string }): Promise<{ list: MarketVoucher[]; total: number }> {
      const conditions = [eq(vouchers.state, 1), ne(vouchers.ownerId, userId)];
      if (query.user_id !== undefined) conditions.push(eq(vouchers.ownerId, query.user_id));
      if (query.email !== undefined) conditions.push(eq(users.email, query.email));
      const where = and(...conditions);
      const rows = await db
        .select({ voucher: vouchers, nickname: users.nickname, avatar: users.avatar })
        .from(vouchers)
        .innerJoin(users, eq(users.id, vouchers.ownerId))
        .where(where)
        .orderBy(desc(vouchers.listedAt), desc(vouchers.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.select({ n: count() }).from(vouchers).innerJoin(users, eq(users.id, vouchers.ownerId)).where(where);
      return {
        list: rows.map((r) => ({ ...item(r.voucher), user_id: r.voucher.ownerId, nickname: r.nickname, avatar: r.avatar })),
        total: total?.n ?? 0,
      };
    },

    /** voucher/buy: one buyer per listed voucher; the buyer pays its price in USDT to the seller. */
    async buy(userId: number, input: { id: number; password: string }): Promise<VoucherItem> {
      await deps.pin.verify(userId, input.password);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, input.id)).for('update');
        if (!row) throw new AppError(ErrorCode.VOUCHER_NOT_FOUND, 'voucher_not_found');
        if (row.state !== 1) throw new AppError(ErrorCode.VOUCHER_UNAVAILABLE, 'voucher_unavailable');
        if (row.ownerId === userId) throw new AppError(ErrorCode.VOUCHER_OWN, 'voucher_own');
        const seller = row.ownerId;
        const price = formatDecimal(row.price);
        const [moved] = await tx
          .update(vouchers)
          .set({ ownerId: userId, state: 0, listedAt: null })
          .where(and(eq(vouchers.id, row.id), eq(vouchers.state, 1), eq(vouchers.ownerId, seller)))
          .returning();
        if (!moved) throw new AppError(ErrorCode.VOUCHER_UNAVAILABLE, 'voucher_unavailable');
        const entries = await ledger.postWith(tx, [
          { userId, asset: 'usdt', direction: 'debit', amount: price, type: 'usdt', title: { key: 'voucher_buy_payment' }, getWay: GET_WAY.purchase, counterpartyId: seller },
          { userId, asset: 'nft_voucher', direction: 'credit', amount: '1', type: 'voucher', title: { key: 'voucher_buy' }, getWay: GET_WAY.purchase, counterpartyId: seller },
          {
            userId: seller,
            asset: 'nft_voucher',
            direction: 'debit',
            amount: '1',
            type: 'voucher',
            title: { key: 'voucher_sold' },
            getWay: GET_WAY.sellOrWithdraw,
            counterpartyId: userId,
          },
          {
            userId: seller,
            asset: 'usdt',
            direction: 'credit',
            amount: price,
            type: 'usdt',
            title: { key: 'voucher_sale_income' },
            getWay: GET_WAY.sellOrWithdraw,
            counterpartyId: userId,
          },
        ]);
        // The seller is told of the sale (the inbox reads the income entry: server/notifications).
        const income = entries.find((entry) => entry.userId === seller && entry.asset === 'usdt');
        if (income) await publishEvent(tx, { k: 'user', u: seller, e: 'sold', id: income.id });
        return item(moved);
      });
    },

    /** voucher/operation: type 1 lists an unlisted voucher, 0 delists a listed one. */
    async operate(userId: number, input: { id: number; type: 0 | 1; password: string }): Promise<VoucherItem> {
      await deps.pin.verify(userId, input.password);
      const [updated] = await db
        .update(vouchers)
        .set({ state: input.type, listedAt: input.type === 1 ? ctx.now() : null })
        .where(and(eq(vouchers.id, input.id), eq(vouchers.ownerId, userId), eq(vouchers.state, input.type === 1 ? 0 : 1)))
        .returning();
      if (updated) return item(updated);
      const [mine] = await db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(and(eq(vouchers.id, input.id), eq(vouchers.ownerId, userId)))
        .limit(1);
      throw mine ? new AppError(ErrorCode.VOUCHER_STATE, 'voucher_state') : new AppError(ErrorCode.VOUCHER_NOT_FOUND, 'voucher_not_found');
    },

    /** voucher/exchange: an unlisted voucher becomes KinBo (type 0) or BRP (type 1). */
    async exchange(userId: number, input: { id: number; type: 0 | 1; password: string; amount?: string }): Promise<{ asset: 'kinbo' | 'brp'; amount: string }> {
      await deps.pin.verify(userId, input.password);
      const kinboPrice = await deps.coins.kinboPrice();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(vouchers)
          .where(and(eq(vouchers.id, input.id), eq(vouchers.ownerId, userId)))
          .for('update');
        if (!row) throw new AppError(ErrorCode.VOUCHER_NOT_FOUND, 'voucher_not_found');
        if (row.state !== 0) throw new AppError(ErrorCode.VOUCHER_STATE, 'voucher_state');
        const price = formatDecimal(row.price);
        const amount = input.type === 0 ? usdtToKinbo(price, kinboPrice) : price;
        if (amount === null) throw new AppError(ErrorCode.PRICE_UNAVAILABLE, 'price_unavailable');
        if (!/[1-9]/.test(amount)) throw new AppError(ErrorCode.AMOUNT_TOO_SMALL, 'amount_too_small');
        // The KinBo confirmed is the KinBo credited.
        if (input.type === 0 && input.amount !== undefined && compare(input.amount, amount) !== 0) {
          throw new AppError(ErrorCode.PRICE_MOVED, 'price_moved', { amount }, { amount });
        }
        await tx.delete(vouchers).where(eq(vouchers.id, row.id));
        const kinbo = input.type === 0;
        await ledger.postWith(tx, [
          {
            userId,
            asset: 'nft_voucher',
            direction: 'debit',
            amount: '1',
            type: 'voucher',
            title: { key: kinbo ? 'voucher_exchange' : 'voucher_exchange_brp' },
            getWay: GET_WAY.sellOrWithdraw,
          },
          kinbo
            ? { userId, asset: 'kinbo', direction: 'credit', amount, type: 'kinbo', title: { key: 'voucher_exchange_kinbo' }, getWay: GET_WAY.purchase }
            : { userId, asset: 'brp', direction: 'credit', amount, type: 'voucher', title: { key: 'brp_from_voucher' }, getWay: GET_WAY.purchase },
        ]);
        return { asset: kinbo ? 'kinbo' : 'brp', amount };
      });
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
