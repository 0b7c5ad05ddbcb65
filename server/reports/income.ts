import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { REWARD_CATEGORIES, type RankingPeriod, type RewardCategory } from '../../shared/contract/enums';
import type { IncomeInfo, IncomeSummary, RankingEntry, ReleasePoolInfo } from '../../shared/contract/shapes';
import { balances, ledgerEntries, users } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import { AppError, ErrorCode } from '../platform/errors';
import type { ServiceContext } from '../platform/services-context';
import { maskEmail } from './report-format';
import { rankingStart, utcStartOfDay } from './report-periods';

/**
 * Sums of the ledger: the release pool waiting, reward income (all time, today, per category) and the
 * public ranking. Reads only; part of the report service (services/reports.ts).
 */

export const RANKING_LIMIT = 50;

/** The rewards the ranking and income count: USDT credited by the reward categories and room 3% rewards. */
function rewardCondition(): SQL {
  return and(
    eq(ledgerEntries.pm, 1),
    or(
      inArray(ledgerEntries.type, [...REWARD_CATEGORIES]),
      // A room's 3% reward recorded on the room tab (demo histories whose rooms are
      // records only); a returned price is no reward.
      and(eq(ledgerEntries.type, 'room'), eq(ledgerEntries.asset, 'usdt'), eq(ledgerEntries.titleKey, 'room_reward')),
    ),
  ) as SQL;
}

export function createIncomeReads(ctx: ServiceContext) {
  const { db, now } = ctx;
  return {
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
