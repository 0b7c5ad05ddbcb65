import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { jobState } from '../db/schema';

/**
 * Claims a job-state row for the rest of the caller's transaction (FOR UPDATE SKIP LOCKED): null when
 * another process holds it, so only one process advances a cursor or spends a nonce at a time.
 */
export async function claimJobState(tx: AppDatabase, key: string, initial: string, at: Date): Promise<string | null> {
  await tx.insert(jobState).values({ key, value: initial, updatedAt: at }).onConflictDoNothing({ target: jobState.key });
  const [row] = await tx.select({ value: jobState.value }).from(jobState).where(eq(jobState.key, key)).for('update', { skipLocked: true });
  return row ? row.value : null;
}

export async function saveJobState(tx: AppDatabase, key: string, value: string, at: Date): Promise<void> {
  await tx
    .update(jobState)
    .set({ value, updatedAt: at })
    .where(and(eq(jobState.key, key), sql`true`));
}

export async function readJobState(db: AppDatabase, key: string): Promise<string | null> {
  const [row] = await db.select({ value: jobState.value }).from(jobState).where(eq(jobState.key, key)).limit(1);
  return row?.value ?? null;
}
