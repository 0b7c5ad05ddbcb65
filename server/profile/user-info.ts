import { eq, sql } from 'drizzle-orm';
import type { UserInfo } from '../../shared/contract/shapes';
import type { AppDatabase } from '../platform/db/client';
import { balances, sessions, users } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import type { ServiceContext } from '../platform/services-context';
import { sessionColumns, sessionUserMatches, type SessionInfo, type SessionService } from '../auth/sessions';
import { voucherSummaryOf } from '../vouchers/vouchers';

/** `GET /api/user/info` data. Amounts are decimal strings, counts integers. */
export type { UserInfo };

/** The profile, the balances (the ledger's own row, read fresh: never cached) and the voucher counts. */
function infoColumns(db: AppDatabase) {
  const voucherSummary = voucherSummaryOf(db, users.id);
  return {
    columns: {
      user: {
        id: users.id,
        avatar: users.avatar,
        nickname: users.nickname,
        email: users.email,
        inviteCode: users.inviteCode,
        countWinner: users.countWinner,
        countNotWinner: users.countNotWinner,
      },
      balance: { ticket: balances.ticket, vp: balances.vp, nftVoucher: balances.nftVoucher, usdt: balances.usdt, kinbo: balances.kinbo, brp: balances.brp },
      vouchers: { listed: voucherSummary.listed, notListed: voucherSummary.notListed, totalPrice: voucherSummary.totalPrice },
    },
    voucherSummary,
  };
}

function toUserInfo(row: {
  user: { id: number; avatar: string; nickname: string; email: string; inviteCode: string; countWinner: number; countNotWinner: number };
  balance: { ticket: number; vp: string; nftVoucher: number; usdt: string; kinbo: string; brp: string };
  vouchers: { listed: number; notListed: number; totalPrice: string } | null;
}): UserInfo {
  const { user, balance, vouchers } = row;
  return {
    id: user.id,
    avatar: user.avatar,
    nickname: user.nickname,
    email: user.email,
    invite: user.inviteCode,
    count_winner: user.countWinner,
    count_not_winner: user.countNotWinner,
    ticket: balance.ticket,
    vp: formatDecimal(balance.vp),
    // The count is the ledger's; listing and prices come from the voucher rows.
    nft_voucher: balance.nftVoucher,
    nft_voucher_price: formatDecimal(vouchers?.totalPrice ?? '0'),
    nft_voucher_listed_count: vouchers?.listed ?? 0,
    nft_voucher_not_listed_count: vouchers?.notListed ?? 0,
    usdt_amount: formatDecimal(balance.usdt),
    kinbo: formatDecimal(balance.kinbo),
    brp: formatDecimal(balance.brp),
  };
}

/**
 * user/info, what the app reads after every change: ONE statement (a named prepared statement on
 * PostgreSQL, built on first use so building the services touches no database) finds the session by
 * its token's hash and reads the profile, the balances and the voucher counts with it — one round
 * trip per request, and only the columns the answer shows.
 */
export function createUserInfoReader(ctx: ServiceContext, deps: { sessions: SessionService }) {
  const { db } = ctx;
  let byToken: ReturnType<typeof buildByToken> | null = null;
  function buildByToken() {
    const { columns, voucherSummary } = infoColumns(db);
    return db
      .select({ session: sessionColumns, ...columns })
      .from(sessions)
      .innerJoin(users, sessionUserMatches)
      .innerJoin(balances, eq(balances.userId, users.id))
      .leftJoinLateral(voucherSummary, sql`true`)
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('user_info_by_token');
  }

  return {
    /** The Token header → its session (40100 / 40200 as every authenticated route) and the user's info. */
    async forToken(token: string | undefined): Promise<{ session: SessionInfo; info: UserInfo }> {
      const { session, data } = await deps.sessions.authenticateWith(token, async (tokenHash) => {
        const [row] = await (byToken ??= buildByToken()).execute({ tokenHash });
        return row && { session: row.session, data: row };
      });
      return { session, info: toUserInfo(data) };
    },
  };
}

export type UserInfoReader = ReturnType<typeof createUserInfoReader>;
