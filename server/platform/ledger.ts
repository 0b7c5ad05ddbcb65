import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDatabase } from './db/client';
import { balances, ledgerEntries } from './db/schema';
import { formatDecimal } from './decimal';
import { AppError, ErrorCode } from './errors';
import type { LedgerTitleKey, LedgerTitleParams } from './ledger-titles';
import type { ServiceContext } from './services-context';
import { publishEvents } from '../live/events';

/**
 * The ledger: the ONE way any balance changes (USDT, KinBo, VP, Ticket, NFT voucher, release pool).
 * Each posting updates one balance and writes its report record in the same transaction, so a
 * balance always equals the sum of its records.
 *
 * No balance can go below zero, even under concurrent requests: a debit is a conditional
 * UPDATE … WHERE balance >= amount (the row lock it takes makes concurrent debits queue, and each
 * re-checks the condition); when several users are involved their rows are locked first with
 * SELECT … FOR UPDATE in user-id order, so opposite transfers cannot deadlock. The CHECK
 * constraints of `balances` are the last line of defence.
 */

/**
 * `usdt_hold` and `kinbo_hold` are money set aside by the games (a Flash Deal's price until the draw, a
 * Flash Bid's highest bid until it is outbid or the auction ends). A hold is an ordinary pair of
 * postings — debit usdt, credit usdt_hold — so every balance still equals the sum of its records.
 */
export const LEDGER_ASSETS = ['usdt', 'kinbo', 'vp', 'ticket', 'nft_voucher', 'release_pool', 'usdt_hold', 'kinbo_hold', 'brp'] as const;
export type LedgerAsset = (typeof LEDGER_ASSETS)[number];

/** Counted assets move in whole units. */
const INTEGER_ASSETS: ReadonlySet<LedgerAsset> = new Set(['ticket', 'nft_voucher']);

const ASSET_COLUMNS: Record<LedgerAsset, { column: AnyPgColumn; key: 'usdt' | 'kinbo' | 'vp' | 'ticket' | 'nftVoucher' | 'releasePool' | 'usdtHeld' | 'kinboHeld' | 'brp' }> = {
  usdt: { column: balances.usdt, key: 'usdt' },
  kinbo: { column: balances.kinbo, key: 'kinbo' },
  vp: { column: balances.vp, key: 'vp' },
  ticket: { column: balances.ticket, key: 'ticket' },
  nft_voucher: { column: balances.nftVoucher, key: 'nftVoucher' },
  release_pool: { column: balances.releasePool, key: 'releasePool' },
  brp: { column: balances.brp, key: 'brp' },
  usdt_hold: { column: balances.usdtHeld, key: 'usdtHeld' },
  kinbo_hold: { column: balances.kinboHeld, key: 'kinboHeld' },
};

/**
 * Report types: the reports tabs, the two reward categories, release entries (the KinBo a release
 * credits, shown in release details) and `pool` (the matching release-pool debit, listed nowhere:
 * the pending release number shows the pool) and `hold` (the held side of a game's hold, listed
 * nowhere either: the USDT or KinBo record of the same hold shows it).
 */
// Record types, get_way and the release expand shape are the wire contract's (shared/contract).
import { GET_WAY, RECORD_TYPES, type GetWay, type RecordType } from '../../shared/contract/enums';
import type { ReleaseExpand } from '../../shared/contract/shapes';
export { GET_WAY, RECORD_TYPES, type GetWay, type RecordType, type ReleaseExpand };

export type LedgerPosting = {
  userId: number;
  asset: LedgerAsset;
  direction: 'credit' | 'debit';
  /** A positive decimal string (whole number for ticket and nft_voucher). */
  amount: string;
  type: RecordType;
  title: { key: LedgerTitleKey; params?: LedgerTitleParams };
  getWay?: GetWay;
  isLost?: 0 | 1 | 2;
  /** Room results only: 1 voucher reward, 0 a 3% reward. */
  isWinner?: 0 | 1 | null;
  chatId?: number | null;
  /** The other user of a transfer or trade. */
  counterpartyId?: number | null;
  /** Shown instead of `amount` when the record's figure differs from the balance change. */
  displayAmount?: string | null;
  expand?: ReleaseExpand | null;
  /** The wallet operation behind the record (report/info shows its chain, address, hash, status). */
  ref?: { kind: LedgerRefKind; id: number } | null;
};

/** Wallet operations a record can point at. */
export type LedgerRefKind = 'deposit' | 'withdrawal' | 'purchase';

export type PostedEntry = { id: number; userId: number; asset: LedgerAsset; amount: string; balanceAfter: string; createdAt: Date };

const DECIMAL = /^\d{1,20}(\.\d{1,18})?$/;
const WHOLE = /^\d{1,9}$/;

/** Rejects amounts a caller should never pass (these are programming errors, not user input). */
export function assertValidAmount(asset: LedgerAsset, amount: string): void {
  const pattern = INTEGER_ASSETS.has(asset) ? WHOLE : DECIMAL;
  if (typeof amount !== 'string' || !pattern.test(amount) || !/[1-9]/.test(amount)) {
    throw new Error(`ledger: invalid ${asset} amount ${JSON.stringify(amount)}`);
  }
}

function castAmount(asset: LedgerAsset, amount: string): SQL {
  return INTEGER_ASSETS.has(asset) ? sql`${amount}::integer` : sql`${amount}::numeric`;
}

async function balanceRowExists(tx: AppDatabase, userId: number): Promise<boolean> {
  const [row] = await tx.select({ userId: balances.userId }).from(balances).where(eq(balances.userId, userId)).limit(1);
  return !!row;
}

/** Posts inside the caller's transaction (a purchase posts its debit and credit together). */
export async function postEntries(tx: AppDatabase, postings: readonly LedgerPosting[], at: Date): Promise<PostedEntry[]> {
  if (postings.length === 0) return [];
  for (const posting of postings) assertValidAmount(posting.asset, posting.amount);

  // With several users involved, lock their rows up front in id order: two transfers in opposite
  // directions then queue instead of deadlocking. A single user's row is locked by its UPDATE.
  const userIds = [...new Set(postings.map((p) => p.userId))].sort((a, b) => a - b);
  if (userIds.length > 1) {
    const locked = await tx.select({ userId: balances.userId }).from(balances).where(inArray(balances.userId, userIds)).orderBy(asc(balances.userId)).for('update');
    if (locked.length !== userIds.length) throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
  }

  const posted: PostedEntry[] = [];
  for (const posting of postings) {
    const { column, key } = ASSET_COLUMNS[posting.asset];
    const amount = castAmount(posting.asset, posting.amount);
    const credit = posting.direction === 'credit';
    const [row] = await tx
      .update(balances)
      .set({ [key]: credit ? sql`${column} + ${amount}` : sql`${column} - ${amount}`, updatedAt: at })
      .where(credit ? eq(balances.userId, posting.userId) : and(eq(balances.userId, posting.userId), gte(column, amount)))
      .returning({ after: column });
    if (!row) {
      if (!credit && (await balanceRowExists(tx, posting.userId))) throw new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'insufficient_balance');
      throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
    }
    const balanceAfter = String(row.after);

    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        userId: posting.userId,
        asset: posting.asset,
        type: posting.type,
        titleKey: posting.title.key,
        titleParams: posting.title.params ?? {},
        amount: posting.amount,
        displayAmount: posting.displayAmount ?? null,
        pm: credit ? 1 : 0,
        getWay: posting.getWay ?? GET_WAY.none,
        isLost: posting.isLost ?? 0,
        isWinner: posting.isWinner ?? null,
        chatId: posting.chatId ?? null,
        counterpartyId: posting.counterpartyId ?? null,
        expand: posting.expand ?? null,
        refKind: posting.ref?.kind ?? null,
        refId: posting.ref?.id ?? null,
        balanceAfter,
        createdAt: at,
      })
      .returning({ id: ledgerEntries.id });
    if (!entry) throw new Error('insert into ledger_entries returned no row');
    posted.push({ id: entry.id, userId: posting.userId, asset: posting.asset, amount: posting.amount, balanceAfter: formatDecimal(balanceAfter), createdAt: at });
  }
  // Every owner whose balance moved hears of it at commit (live streams refresh balances and records).
  await publishEvents(
    tx,
    userIds.map((u) => ({ k: 'user', u, e: 'balance' }) as const),
  );
  return posted;
}

export function createLedgerService(ctx: ServiceContext) {
  const { db, now } = ctx;
  return {
    /**
     * Posts every change in one transaction: all of them happen, or none (an insufficient balance
     * anywhere rolls the whole operation back). `at` backdates records (demo seed, tests).
     */
    post(postings: readonly LedgerPosting[], options: { at?: Date } = {}): Promise<PostedEntry[]> {
      const at = options.at ?? now();
      return db.transaction((tx) => postEntries(tx, postings, at));
    },
    /** Inside a transaction the caller already holds (its own rows and the ledger commit together). */
    postWith(tx: AppDatabase, postings: readonly LedgerPosting[], options: { at?: Date } = {}): Promise<PostedEntry[]> {
      return postEntries(tx, postings, options.at ?? now());
    },
    /** Current balances of a user as decimal strings (counts as whole-number strings). */
    async balances(userId: number): Promise<Record<LedgerAsset, string>> {
      const [row] = await db.select().from(balances).where(eq(balances.userId, userId)).limit(1);
      if (!row) throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
      return {
        usdt: formatDecimal(row.usdt),
        kinbo: formatDecimal(row.kinbo),
        vp: formatDecimal(row.vp),
        ticket: String(row.ticket),
        nft_voucher: String(row.nftVoucher),
        release_pool: formatDecimal(row.releasePool),
        brp: formatDecimal(row.brp),
        usdt_hold: formatDecimal(row.usdtHeld),
        kinbo_hold: formatDecimal(row.kinboHeld),
      };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
