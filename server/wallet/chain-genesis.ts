import { eq, like } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';
import { jobState } from '../platform/db/schema';
import type { ServiceContext } from '../platform/services-context';
import type { ChainAccess, WalletChainId } from './chain';

/**
 * The chain the database knows, by its genesis block hash (kept in `job_state` `chain_genesis:<chain>` the
 * first time the server reaches the chain). A chain with another genesis is another world: the payouts,
 * nonces and credits in the database belong to a chain that is gone. Payouts on it are held, with one
 * clear log line, until an operator accepts the new chain (`npm run chain:accept-reset`).
 */
const genesisKey = (chainId: WalletChainId) => `chain_genesis:${chainId}`;

export const ACCEPT_RESET_COMMAND = 'npm run chain:accept-reset';

export function createGenesisGuard(ctx: ServiceContext, chains: ChainAccess) {
  const { db, now } = ctx;
  const reported = new Set<string>();
  return {
    /** Whether payouts may go out on this chain; a chain that does not answer throws (the run stops). */
    async allowsPayouts(chainId: WalletChainId): Promise<boolean> {
      const genesis = await chains.client(chainId).getBlock({ blockNumber: 0n });
      const key = genesisKey(chainId);
      await db.insert(jobState).values({ key, value: genesis.hash, updatedAt: now() }).onConflictDoNothing({ target: jobState.key });
      const [known] = await db.select({ value: jobState.value }).from(jobState).where(eq(jobState.key, key)).limit(1);
      if (!known || known.value === genesis.hash) return true;
      const line = `[chain] chain ${chainId} is not the chain this database knows (genesis ${genesis.hash}, expected ${known.value}): payouts on it are held until an operator runs ${ACCEPT_RESET_COMMAND}`;
      if (!reported.has(line)) ctx.log.warn(line);
      reported.add(line);
      return false;
    },
  };
}

export type GenesisGuard = ReturnType<typeof createGenesisGuard>;

/** The operator's decision: forget the known genesis of every chain; the next run records the current ones. */
export async function acceptChainReset(db: AppDatabase): Promise<string[]> {
  const removed = await db.delete(jobState).where(like(jobState.key, 'chain_genesis:%')).returning({ key: jobState.key });
  return removed.map((row) => row.key);
}
