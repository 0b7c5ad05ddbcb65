import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';
import { AppError, ErrorCode } from '../platform/errors';

/** How many open (unpaid, unexpired) orders a user may hold per kind; one more is refused with 31023. */
export const MAX_OPEN_ORDERS = 5;

/**
 * Refuses a new order of `kind` while the user holds MAX_OPEN_ORDERS open ones. The count runs under a
 * transaction-scoped advisory lock of (kind, user), held until the caller's insert commits, so parallel
 * creates of one user queue and the count can never be read twice before an insert.
 */
export async function refuseBeyondOpenOrders(tx: AppDatabase, kind: 'purchase' | 'deposit', userId: number, countOpen: () => Promise<number>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`open_orders:${kind}:${userId}`}))`);
  if ((await countOpen()) >= MAX_OPEN_ORDERS) throw new AppError(ErrorCode.TOO_MANY_OPEN_ORDERS, 'too_many_open_orders', { max: MAX_OPEN_ORDERS });
}
