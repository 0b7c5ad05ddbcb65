import { subDays, subHours, subMonths } from 'date-fns';
import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { balances, depositOrders, ledgerEntries, purchaseOrders, users, withdrawals } from '../db/schema';
import { formatDecimal, subtract } from '../lib/decimal';
import { AppError, ErrorCode } from '../lib/errors';
import { ledgerTitle } from '../lib/ledger-titles';
import type { Lang } from '../lib/messages';
import type { ServiceContext } from './context';
import type { RecordType } from './ledger';
import type { LatestRecordKind } from '../../lib/contract/latestRecords';
import { REWARD_CATEGORIES, type Pm, type RecordStatus, type RankingPeriod, type RewardCategory, type TimeType, type Way } from '../../lib/contract/enums';
import type {
  IncomeInfo,
  IncomeSummary,
  LatestRecord,
  Page,
  RankingEntry,
  ReleaseExpand,
  ReleasePoolInfo,
  ReleaseRecord,
  ReportRecord,
} from '../../lib/contract/shapes';
import { WITHDRAWAL_RECORD_STATUS, type WithdrawalStatus } from './withdrawals';
import { recordStatus } from './record-status';

/**
 * Reads of the ledger: the report list and detail, release entries, the release pool, income
 * totals and the ranking. Everything here is a read; balances change only in services/ledger.ts.
 */


export const RANKING_LIMIT = 50;

/** What a deposit, withdrawal or purchase record adds to report/info (the record-details screen). */
export type WalletRecordInfo = {
  status: RecordStatus;
  chain: number;
  address: string;
  tx_hash: string | null;
  /** Withdrawals: the KinBo fee (a USDT withdrawal's fee is paid in KinBo; a KinBo one's is cut from the amount). */
  fee_kinbo?: string;
  /** Withdrawals: what the address receives, in the withdrawn token. */
  receive_amount?: string;
};

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

/** The orders behind a page of records, one query per kind of order: id → what the record shows of it. */
async function walletRecordInfos(db: ServiceContext['db'], refs: Array<{ kind: string; id: number }>) {
  const ids = (kind: string) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const found = new Map<string, WalletRecordInfo>();
  const [depositIds, withdrawalIds, purchaseIds] = [ids('deposit'), ids('withdrawal'), ids('purchase')];
  const [deposits, payouts, purchases] = await Promise.all([
    depositIds.length ? db.select().from(depositOrders).where(inArray(depositOrders.id, depositIds)) : [],
    withdrawalIds.length ? db.select().from(withdrawals).where(inArray(withdrawals.id, withdrawalIds)) : [],
    purchaseIds.length ? db.select().from(purchaseOrders).where(inArray(purchaseOrders.id, purchaseIds)) : [],
  ]);
  for (const order of deposits)
    found.set(`deposit:${order.id}`, { status: order.status === 'completed' ? 'completed' : 'pending', chain: order.chainId, address: order.address, tx_hash: order.txHash });
  for (const row of payouts)
    found.set(`withdrawal:${row.id}`, {
      status: WITHDRAWAL_RECORD_STATUS[row.status as WithdrawalStatus],
      chain: row.chainId,
      address: row.address,
      tx_hash: row.txHash,
      // One unit for the fee on the confirmation: KinBo (issue 24), whichever token was withdrawn.
      fee_kinbo: formatDecimal(row.withdrawType === 1 ? subtract(row.amount, row.receiveAmount) : row.feeKinbo),
      receive_amount: formatDecimal(row.receiveAmount),
    });
  for (const order of purchases)
    found.set(`purchase:${order.id}`, { status: order.status === 'completed' ? 'completed' : 'pending', chain: order.chainId, address: order.receiveAddress, tx_hash: order.txHash });
  return (kind: string | null, id: number | null) => (kind && id ? (found.get(`${kind}:${id}`) ?? null) : null);
}

/** A record with its status; wallet records add their order's chain, address and hash (details only). */
function withStatus(record: ReportRecord, row: RecordRow, wallet: WalletRecordInfo | null, lookup: 'list' | 'info') {
  const status = recordStatus(row, wallet && row.refKind ? { kind: row.refKind, status: wallet.status } : null);
  if (lookup === 'list' || !wallet) return { ...record, status };
  return { ...record, ...wallet, status };
}

export function periodStart(timeType: TimeType, current: Date): Date | null {
  switch (timeType) {
    case 0:
      return null;
    case 1:
      return subHours(current, 24);
    case 2:
      return subDays(current, 7);
    case 3:
      return subDays(current, 12);
    case 4:
      return subDays(current, 30);
    case 5:
      return subMonths(current, 3);
    case 6:
      return subMonths(current, 6);
    case 7:
      return subMonths(current, 12);
  }
}

export function rankingStart(period: RankingPeriod, current: Date): Date | null {
  switch (period) {
    case 0:
      return subDays(current, 7);
    case 1:
      return subDays(current, 30);
    case 2:
      return null;
    case 3:
      return subHours(current, 24);
  }
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC (spec §3 created_at). */
export function formatUtc(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Others' e-mails in the public ranking keep only a hint: 'de***@kinbo.local'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}***${email.slice(at)}`;
}

/** The rewards the ranking and income count: USDT credited by the reward categories and room 3% rewards. */
function rewardCondition(): SQL {
  return and(
    eq(ledgerEntries.pm, 1),
    or(
      inArray(ledgerEntries.type, [...REWARD_CATEGORIES]),
      // A room's 3% reward recorded on the room tab (the demo history of databases seeded before issue 24,
      // whose rooms were records only); a returned price is no reward.
      and(eq(ledgerEntries.type, 'room'), eq(ledgerEntries.asset, 'usdt'), eq(ledgerEntries.titleKey, 'room_reward')),
    ),
  ) as SQL;
}

export type ReportListQuery = { type: RecordType; timeType: TimeType; way: Way; page: number; limit: number };

const counterparty = alias(users, 'counterparty');

const recordColumns = {
  id: ledgerEntries.id,
  type: ledgerEntries.type,
  titleKey: ledgerEntries.titleKey,
  titleParams: ledgerEntries.titleParams,
  amount: ledgerEntries.amount,
  displayAmount: ledgerEntries.displayAmount,
  pm: ledgerEntries.pm,
  getWay: ledgerEntries.getWay,
  isLost: ledgerEntries.isLost,
  isWinner: ledgerEntries.isWinner,
  chatId: ledgerEntries.chatId,
  expand: ledgerEntries.expand,
  createdAt: ledgerEntries.createdAt,
  refKind: ledgerEntries.refKind,
  refId: ledgerEntries.refId,
  nickname: counterparty.nickname,
  avatar: counterparty.avatar,
  email: counterparty.email,
};

type RecordRow = {
  id: number;
  type: string;
  titleKey: string;
  titleParams: Record<string, string | number>;
  amount: string;
  displayAmount: string | null;
  pm: number;
  getWay: number;
  isLost: number;
  isWinner: number | null;
  chatId: number | null;
  expand: Record<string, string> | null;
  createdAt: Date;
  refKind: string | null;
  refId: number | null;
  nickname: string | null;
  avatar: string | null;
  email: string | null;
};

/** The ledger stores pm as a smallint; the wire carries 1 (credit) or 0 (debit). */
const RELEASE_EXPAND_FIELDS = ['pool_usdt', 'accelerated_release_usdt', 'wallet_kinbo', 'usdt_price', 'kinbo_number', 'pool_number'] as const satisfies ReadonlyArray<keyof ReleaseExpand>;

const toPm = (value: number): Pm => (value === 1 ? 1 : 0);

function toRecord(row: RecordRow, lang: Lang): ReportRecord {
  return {
    id: row.id,
    type: row.type,
    title: ledgerTitle(row.titleKey, lang, row.titleParams),
    amount: formatDecimal(row.displayAmount ?? row.amount),
    pm: toPm(row.pm),
    get_way: row.getWay,
    is_lost: row.isLost,
    is_winner: row.isWinner ?? 0,
    chat_id: row.chatId,
    created_at: formatUtc(row.createdAt),
    create_time: Math.floor(row.createdAt.getTime() / 1000),
    nickname: row.nickname,
    avatar: row.avatar,
    email: row.email,
  };
}

function toRelease(row: RecordRow, lang: Lang): ReleaseRecord {
  const source = row.expand;
  const expand: ReleaseExpand | null = source
    ? (Object.fromEntries(RELEASE_EXPAND_FIELDS.map((field) => [field, formatDecimal(String(source[field] ?? '0'))])) as Record<
        (typeof RELEASE_EXPAND_FIELDS)[number],
        string
      >)
    : null;
  return {
    id: row.id,
    title: ledgerTitle(row.titleKey, lang, row.titleParams),
    created_at: formatUtc(row.createdAt),
    create_time: Math.floor(row.createdAt.getTime() / 1000),
    pm: toPm(row.pm),
    amount: formatDecimal(row.displayAmount ?? row.amount),
    expand,
  };
}

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
        eq(ledgerEntries.type, query.type),
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

    /** USDT waiting in the caller's release pool. */
    async releasePool(userId: number): Promise<ReleasePoolInfo> {
      const [row] = await db.select({ pool: balances.releasePool }).from(balances).where(eq(balances.userId, userId)).limit(1);
      if (!row) throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
      return { number: formatDecimal(row.pool) };
    },

    /** Reward totals in USDT: all time and today (UTC), per category. */
    async income(userId: number): Promise<IncomeSummary> {
      const startOfDay = utcStartOfDay(now());
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
          today: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} >= ${startOfDay}), 0)`,
          notWinning: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.type} = 'chat_not_winning_usdt'), 0)`,
          team: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.type} = 'chat_team_usdt'), 0)`,
        })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.pm, 1), inArray(ledgerEntries.type, [...REWARD_CATEGORIES])));
      return {
        total: formatDecimal(String(row?.total ?? '0')),
        today: formatDecimal(String(row?.today ?? '0')),
        not_winning_total: formatDecimal(String(row?.notWinning ?? '0')),
        team_total: formatDecimal(String(row?.team ?? '0')),
      };
    },

    /** One reward category: all time, today and yesterday (UTC days), and how many rewards. */
    async incomeInfo(userId: number, category: RewardCategory): Promise<IncomeInfo> {
      const today = utcStartOfDay(now());
      const yesterday = new Date(today.getTime() - 24 * 3600 * 1000);
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
          today: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} >= ${today}), 0)`,
          yesterday: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} >= ${yesterday} and ${ledgerEntries.createdAt} < ${today}), 0)`,
          count: count(),
        })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.pm, 1), eq(ledgerEntries.type, category)));
      return {
        category,
        total: formatDecimal(String(row?.total ?? '0')),
        today: formatDecimal(String(row?.today ?? '0')),
        yesterday: formatDecimal(String(row?.yesterday ?? '0')),
        count: Number(row?.count ?? 0),
      };
    },

    /** Top 50 by USDT rewards credited in the period (spec §2 ranking), highest first. */
    async ranking(period: RankingPeriod): Promise<RankingEntry[]> {
      const since = rankingStart(period, now());
      const total = sql<string>`sum(${ledgerEntries.amount})`;
      const rows = await db
        .select({ avatar: users.avatar, nickname: users.nickname, email: users.email, number: total })
        .from(ledgerEntries)
        .innerJoin(users, eq(users.id, ledgerEntries.userId))
        .where(and(rewardCondition(), since ? gte(ledgerEntries.createdAt, since) : undefined))
        .groupBy(users.id)
        .orderBy(desc(total), asc(users.id))
        .limit(RANKING_LIMIT);
      return rows.map((row) => ({
        avatar: row.avatar,
        nickname: row.nickname,
        email: maskEmail(row.email),
        number: formatDecimal(String(row.number)),
      }));
    },
  };
}

function utcStartOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export type ReportService = ReturnType<typeof createReportService>;
