import { sql } from 'drizzle-orm';
import type { IntegrityProblem } from '../../shared/contract/dev';
import type { AppDatabase } from './db/client';

/**
 * The money integrity check (docs/architecture.md), one query for the whole database:
 * - every balance equals the sum of its user's records of that asset (credits minus debits);
 * - every record's balance_after is the running sum of those records in posting order;
 * - no balance is negative, and no record names an asset without a balance column;
 * - every user's `nft_voucher` count equals the number of voucher items they own (a count shown to
 *   the user is the number of rows it counts).
 * Compared in SQL as numeric, never as JavaScript numbers. The tests run it after money tests and at
 * the end of the PostgreSQL lane; the e2e run asks for it through GET /api/dev/integrity (LOCAL_MODE).
 */

/** At most this many problems come back: enough to see what went wrong, bounded on a broken database. */
const MAX_PROBLEMS = 100;

export async function findIntegrityProblems(db: AppDatabase): Promise<IntegrityProblem[]> {
  const result = await db.execute<IntegrityProblem>(sql`
    with held as (
      select user_id, 'usdt' as asset, usdt as balance from balances
      union all select user_id, 'kinbo', kinbo from balances
      union all select user_id, 'vp', vp from balances
      union all select user_id, 'ticket', ticket::numeric from balances
      union all select user_id, 'nft_voucher', nft_voucher::numeric from balances
      union all select user_id, 'release_pool', release_pool from balances
      union all select user_id, 'brp', brp from balances
      union all select user_id, 'usdt_hold', usdt_held from balances
      union all select user_id, 'kinbo_hold', kinbo_held from balances
    ),
    totals as (
      select user_id, asset, sum(case when pm = 1 then amount else -amount end) as total from ledger_entries group by user_id, asset
    ),
    signed as (
      select id, user_id, asset, balance_after,
        sum(case when pm = 1 then amount else -amount end) over (partition by user_id, asset order by id) as running
      from ledger_entries
    ),
    items as (
      select owner_id as user_id, count(*)::numeric as n from vouchers group by owner_id
    )
    select h.user_id, 'balance_vs_records' as "check", h.asset, h.balance::text as found, coalesce(t.total, 0)::text as expected, null::int as record_id
      from held h left join totals t using (user_id, asset)
      where h.balance <> coalesce(t.total, 0)
    union all
    select user_id, 'negative_balance', asset, balance::text, '0', null from held where balance < 0
    union all
    select t.user_id, 'unknown_asset', t.asset, t.total::text, '0', null
      from totals t where t.asset not in (select distinct asset from held)
    union all
    select user_id, 'balance_after', asset, balance_after::text, running::text, id from signed where balance_after <> running
    union all
    select u.id, 'vouchers_vs_items', 'nft_voucher', coalesce(b.nft_voucher, 0)::text, coalesce(i.n, 0)::text, null
      from users u left join balances b on b.user_id = u.id left join items i on i.user_id = u.id
      where coalesce(b.nft_voucher, 0) <> coalesce(i.n, 0)
    order by 1, 2, 3
    limit ${MAX_PROBLEMS}
  `);
  const rows = Array.isArray(result) ? result : (result as { rows: IntegrityProblem[] }).rows;
  return rows.map((row) => ({ ...row, user_id: Number(row.user_id), record_id: row.record_id === null ? null : Number(row.record_id) }));
}

/** One line per problem, for logs and failing runs. */
export function describeIntegrityProblem(problem: IntegrityProblem): string {
  const where = problem.record_id === null ? '' : ` (record ${problem.record_id})`;
  return `user ${problem.user_id} ${problem.asset} ${problem.check}${where}: found ${problem.found}, expected ${problem.expected}`;
}
