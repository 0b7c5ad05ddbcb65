import { and, eq, gte, notExists, sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import type { AppDatabase } from '../platform/db/client';
import { balances, chainClaims, creditReversals, depositOrders, purchaseOrders } from '../platform/db/schema';
import { compare, formatDecimal, isPositive, subtract } from '../platform/decimal';
import { GET_WAY, type LedgerService } from '../platform/ledger';
import type { ServiceContext } from '../platform/services-context';
import { publishEvent } from '../live/events';
import type { ChainAccess, WalletChainId } from './chain';
import type { ClaimKind } from './chain-claims';
import type { GenesisGuard } from './chain-genesis';

/**
 * The reorg watcher: re-reads the blocks of the credits made in the last `reorgWindowBlocks` blocks of a
 * chain. A block the chain no longer has (another hash at its height, or no block there) sends its
 * transactions to the node again: one now in a canonical block keeps its credit (its claim moves to that
 * block); one the chain no longer knows, or that now reverted, is reversed through the ledger with a
 * record the user reads ("Deposit reversed") and a warning line for the operator.
 *
 * A reversal is a row under the unique key (kind, order): two watchers in two processes reverse a credit
 * once. The order becomes `reversed`, for good; its claim rows stay, so the same logs can never be
 * credited again by any path (a transaction that comes back later is the operator's to settle).
 * A balance that no longer holds the credit (spent already) is never made negative: the ledger takes
 * what is there and the rest is kept as the reversal's `shortfall`, in the operator's warning line.
 */

type Credit = { kind: ClaimKind; refId: number; txHash: string; blockNumber: number; blockHash: string };

export function createReorgWatcher(ctx: ServiceContext, deps: { chains: ChainAccess; ledger: LedgerService; genesis: GenesisGuard }) {
  const { db, now, config } = ctx;
  const { chains, ledger } = deps;

  /** The credited amount of an order, its owner and the asset it was credited in. */
  async function creditOf(tx: AppDatabase, kind: ClaimKind, refId: number) {
    if (kind === 'deposit') {
      const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.id, refId)).for('update');
      if (!order || order.status !== 'completed') return null;
      return { userId: order.userId, asset: order.depositType === 0 ? ('usdt' as const) : ('kinbo' as const), amount: formatDecimal(order.amount) };
    }
    const [order] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, refId)).for('update');
    if (!order || order.status !== 'completed') return null;
    return { userId: order.userId, asset: 'kinbo' as const, amount: formatDecimal(order.kinbo) };
  }

  /** Takes one credit back, once: false when another run (any process) reversed it first. */
  async function reverse(chainId: WalletChainId, credit: Credit): Promise<boolean> {
    return db.transaction(async (tx) => {
      const found = await creditOf(tx, credit.kind, credit.refId);
      if (!found) return false;
      const [row] = await tx.select({ usdt: balances.usdt, kinbo: balances.kinbo }).from(balances).where(eq(balances.userId, found.userId)).for('update');
      const held = formatDecimal(row ? String(row[found.asset]) : '0');
      const debited = compare(held, found.amount) < 0 ? held : found.amount;
      const shortfall = subtract(found.amount, debited);
      const at = now();
      const [claimed] = await tx
        .insert(creditReversals)
        .values({
          kind: credit.kind,
          refId: credit.refId,
          userId: found.userId,
          chainId,
          txHash: credit.txHash,
          asset: found.asset,
          amount: found.amount,
          debited,
          shortfall,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ refId: creditReversals.refId });
      if (!claimed) return false;
      if (isPositive(debited)) {
        await ledger.postWith(tx, [
          {
            userId: found.userId,
            asset: found.asset,
            direction: 'debit',
            amount: debited,
            type: found.asset,
            title: { key: credit.kind === 'deposit' ? 'deposit_reversed' : 'purchase_reversed' },
            getWay: credit.kind === 'deposit' ? GET_WAY.transfer : GET_WAY.purchase,
            ref: { kind: credit.kind, id: credit.refId },
          },
        ]);
      }
      const orders = credit.kind === 'deposit' ? depositOrders : purchaseOrders;
      await tx.update(orders).set({ status: 'reversed', updatedAt: at }).where(eq(orders.id, credit.refId));
      await publishEvent(tx, { k: 'user', u: found.userId, e: 'deposit', id: credit.refId });
      ctx.log.warn(
        `[reorg] ${credit.kind} order ${credit.refId} of user ${found.userId} reversed: tx ${credit.txHash} left chain ${chainId} (was in block ${credit.blockNumber} ${credit.blockHash}); ` +
          `debited ${debited} ${found.asset.toUpperCase()} of ${found.amount}${isPositive(shortfall) ? `, shortfall ${shortfall} left for the operator` : ''}`,
      );
      return true;
    });
  }

  /** Whether the transaction is now in a canonical block, and which. */
  async function whereNow(chainId: WalletChainId, hash: Hex): Promise<{ number: bigint; hash: Hex } | null> {
    const client = chains.client(chainId);
    const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null;
      throw error;
    });
    if (!receipt || receipt.status !== 'success') return null;
    const block = await client.getBlock({ blockNumber: receipt.blockNumber }).catch(() => null);
    return block?.hash === receipt.blockHash ? { number: receipt.blockNumber, hash: receipt.blockHash } : null;
  }

  return {
    /** One pass over a chain's recent credits; a chain of another genesis is left alone (payouts hold too). */
    async checkOnce(chainId: WalletChainId): Promise<{ checked: number; reversed: number }> {
      if (!(await deps.genesis.allowsPayouts(chainId))) return { checked: 0, reversed: 0 };
      const client = chains.client(chainId);
      const latest = await client.getBlockNumber({ cacheTime: 0 });
      const since = Math.max(0, Number(latest) - config.wallet.reorgWindowBlocks);
      const credits: Credit[] = await db
        .selectDistinct({ kind: chainClaims.kind, refId: chainClaims.refId, txHash: chainClaims.txHash, blockNumber: chainClaims.blockNumber, blockHash: chainClaims.blockHash })
        .from(chainClaims)
        .where(
          and(
            eq(chainClaims.chainId, chainId),
            gte(chainClaims.blockNumber, since),
            notExists(
              db
                .select({ one: sql`1` })
                .from(creditReversals)
                .where(and(eq(creditReversals.kind, chainClaims.kind), eq(creditReversals.refId, chainClaims.refId))),
            ),
          ),
        )
        .then((rows) => rows.map((row) => ({ ...row, kind: row.kind as ClaimKind, blockNumber: row.blockNumber ?? 0, blockHash: row.blockHash ?? '' })));
      const canonical = new Map<number, string | null>();
      let reversed = 0;
      for (const credit of credits) {
        // A head below the credited block is a node behind (or a chain not yet re-grown): decide later.
        if (BigInt(credit.blockNumber) > latest) continue;
        if (!canonical.has(credit.blockNumber)) {
          const block = await client.getBlock({ blockNumber: BigInt(credit.blockNumber) }).catch(() => null);
          canonical.set(credit.blockNumber, block?.hash?.toLowerCase() ?? null);
        }
        if (canonical.get(credit.blockNumber) === credit.blockHash) continue;
        const moved = await whereNow(chainId, credit.txHash as Hex);
        if (moved) {
          // Re-mined in another block: the credit stands, and its claim follows the transaction.
          await db
            .update(chainClaims)
            .set({ blockNumber: Number(moved.number), blockHash: moved.hash.toLowerCase() })
            .where(and(eq(chainClaims.chainId, chainId), eq(chainClaims.txHash, credit.txHash)));
          ctx.log.info(`[reorg] ${credit.kind} order ${credit.refId}: tx ${credit.txHash} moved to block ${moved.number} on chain ${chainId}; credit kept`);
          continue;
        }
        if (await reverse(chainId, credit)) reversed += 1;
      }
      return { checked: credits.length, reversed };
    },
  };
}

export type ReorgWatcher = ReturnType<typeof createReorgWatcher>;
