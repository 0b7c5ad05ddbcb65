import { and, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { LatestRecordKind } from '../../shared/contract/latestRecords';
import type { TimeType, Way } from '../../shared/contract/enums';
import type { LatestRecord, Page, ReleaseRecord, ReportRecord } from '../../shared/contract/shapes';
import { ledgerEntries } from '../platform/db/schema';
import { AppError, ErrorCode } from '../platform/errors';
import type { Lang } from '../platform/messages';
import type { ServiceContext } from '../platform/services-context';
import { createIncomeReads } from './income';
import type { RecordType } from '../platform/ledger';
import { counterparty, recordColumns, toRecord, toRelease, type RecordRow } from './report-format';
import { periodStart } from './report-periods';
import { tabWhere } from './report-tabs';
import { walletRecordInfos, withStatus, type WalletRecordInfo } from './report-wallet';

/**
 * Reads of the ledger: the report list and detail, release entries, and (services/income.ts) the
 * release pool, income totals and the ranking. Everything here is a read; balances change only in
 * services/ledger.ts. How a row reads: report-format.ts; the chain side of wallet records: report-wallet.ts.
 */

/**
 * The ledger titles each confirmation screen's record carries (the record the user's action made:
 * the amount moved, not a fee or a refund beside it).
 */
const LATEST_KIND_TITLES: Record<LatestRecordKind, readonly string[]> = {
  deposit: ['usdt_deposit', 'kinbo_deposit'],
  withdrawal: ['usdt_withdraw', 'kinbo_withdraw'],
  ticketSent: ['ticket_sent'],
  purchase: ['kinbo_purchase'],
  nft: ['voucher_buy_payment'],
};

export type ReportListQuery = { type: RecordType; timeType: TimeType; way: Way; page: number; limit: number };

export function createReportService(ctx: ServiceContext) {
  const { db, now } = ctx;

  async function page(where: SQL, pageNumber: number, limit: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select(recordColumns)
        .from(ledgerEntries)
        .leftJoin(counterparty, eq(counterparty.id, ledgerEntries.counterpartyId))
        .where(where)
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(limit)
        .offset((pageNumber - 1) * limit),
      db.select({ value: count() }).from(ledgerEntries).where(where),
    ]);
    return { rows: rows as RecordRow[], total: Number(total?.value ?? 0) };
  }

  /** One of the caller's records with its status; someone else's record answers "does not exist" too. */
  async function recordInfo(userId: number, id: number, lang: Lang): Promise<ReportRecord & Partial<WalletRecordInfo>> {
    const [row] = await db
      .select(recordColumns)
      .from(ledgerEntries)
      .leftJoin(counterparty, eq(counterparty.id, ledgerEntries.counterpartyId))
      .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.userId, userId)))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.RECORD_NOT_FOUND, 'record_not_found');
    const record = row as RecordRow;
    const wallet = await walletRecordInfos(db, record.refKind && record.refId ? [{ kind: record.refKind, id: record.refId }] : []);
    return withStatus(toRecord(record, lang), record, wallet(record.refKind, record.refId), 'info');
  }

  return {
    /** One page of the caller's records of one type, newest first (spec §4 reports list). */
    async list(userId: number, query: ReportListQuery, lang: Lang): Promise<Required<Page<ReportRecord>>> {
      const since = periodStart(query.timeType, now());
      const where = and(
        eq(ledgerEntries.userId, userId),
        tabWhere(query.type),
        since ? gte(ledgerEntries.createdAt, since) : undefined,
        query.way !== 0 ? eq(ledgerEntries.getWay, query.way) : undefined,
      ) as SQL;
      const { rows, total } = await page(where, query.page, query.limit);
      const wallet = await walletRecordInfos(
        db,
        rows.flatMap((row) => (row.refKind && row.refId ? [{ kind: row.refKind, id: row.refId }] : [])),
      );
      return { list: rows.map((row) => withStatus(toRecord(row, lang), row, wallet(row.refKind, row.refId), 'list')), total };
    },

    info: recordInfo,

    /** The caller's newest record of one kind (a confirmation screen), with its chain side; null if none. */
    async latest(userId: number, kind: LatestRecordKind, lang: Lang): Promise<LatestRecord> {
      const [row] = await db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.titleKey, [...LATEST_KIND_TITLES[kind]])))
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(1);
      return row ? { ...(await recordInfo(userId, row.id, lang)), id: row.id } : null;
    },

    /** KinBo release entries, newest first (spec §2 release details). */
    async releaseList(userId: number, pageNumber: number, limit: number, lang: Lang): Promise<Required<Page<ReleaseRecord>>> {
      const where = and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'release')) as SQL;
      const { rows, total } = await page(where, pageNumber, limit);
      return { list: rows.map((row) => toRelease(row, lang)), total };
    },

    ...createIncomeReads(ctx),
  };
}

export type ReportService = ReturnType<typeof createReportService>;
