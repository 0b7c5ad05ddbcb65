import { and, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import { BID_STATES } from '../../shared/contract/games';
import { bidMembers, bidRooms, withdrawals } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import type { ServiceContext } from '../platform/services-context';
import { coinName } from './producer';
import type { NewNotice, NoticeStore } from './store';

/** Bidders hear of an auction this long before its end. */
export const ENDING_SOON_MS = 60_000;
/** A settled withdrawal is looked at for this long after its last change. */
const WITHDRAWAL_WINDOW_MS = 10 * 60_000;

/**
 * The inbox's background job, safe from several processes (the unique key keeps one row): auctions
 * ending within ENDING_SOON_MS tell their bidders once (`bid_ending`); withdrawals the payout job
 * settled tell their owner (`withdraw_sent`, `withdraw_failed` with the refund); old entries age out.
 */
export function createNoticeSweep(ctx: ServiceContext, deps: { store: NoticeStore }) {
  const { db, now } = ctx;

  async function endingSoon(at: Date): Promise<NewNotice[]> {
    const rows = await db
      .select({ id: bidRooms.id, name: bidRooms.name, kinbo: bidRooms.kinbo, userId: bidMembers.userId })
      .from(bidRooms)
      .innerJoin(bidMembers, eq(bidMembers.bidRoomId, bidRooms.id))
      .where(and(eq(bidRooms.state, BID_STATES.open), gt(bidRooms.endTime, at), lte(bidRooms.endTime, new Date(at.getTime() + ENDING_SOON_MS))));
    return rows.map((row) => ({ userId: row.userId, kind: 'bid_ending', ref: String(row.id), payload: { auction: row.id, name: row.name, amount: formatDecimal(row.kinbo) } }));
  }

  async function settledWithdrawals(at: Date): Promise<NewNotice[]> {
    const rows = await db
      .select()
      .from(withdrawals)
      .where(and(inArray(withdrawals.status, ['sent', 'failed']), gte(withdrawals.updatedAt, new Date(at.getTime() - WITHDRAWAL_WINDOW_MS))));
    return rows.map((row) => {
      const common = { withdrawal: row.id, amount: formatDecimal(row.amount), coin: coinName(row.withdrawType) };
      return row.status === 'sent'
        ? { userId: row.userId, kind: 'withdraw_sent', ref: String(row.id), payload: common }
        : { userId: row.userId, kind: 'withdraw_failed', ref: String(row.id), payload: { ...common, refund: common.amount } };
    });
  }

  return {
    async runOnce(): Promise<{ made: number; agedOut: number }> {
      const at = now();
      const made = (await deps.store.add(await endingSoon(at))) + (await deps.store.add(await settledWithdrawals(at)));
      return { made, agedOut: await deps.store.ageOut() };
    },
  };
}
