import { and, desc, eq } from 'drizzle-orm';
import { getAddress, parseEventLogs, parseUnits, type Address, type Hex } from 'viem';
import { tokenAbi } from '../../lib/wallet/abi';
import { usdtToKinbo } from '../../lib/wallet/fees';
import { violatedUniqueConstraint } from '../db/errors';
import { purchaseOrders } from '../db/schema';
import { formatDecimal } from '../lib/decimal';
import { AppError, ErrorCode } from '../lib/errors';
import type { ChainAccess, WalletChainId } from './chain';
import type { CoinService } from './coins';
import type { ServiceContext } from './context';
import { GET_WAY, type LedgerService } from './ledger';

/**
 * KinBo bought with on-chain USDT (shapes ASSUMED, see the root README):
 *   order/create {amount, chain?: 56, address?} → an order naming the receiving address (the treasury)
 *     and the KinBo it will credit (amount / KinBo price now, 6 decimals rounded down);
 *   order/hash {hash, id?} → the receipt must hold a USDT Transfer of exactly that amount to the
 *     receiving address (from `address` when the order named one); credited once: the order's status
 *     and a unique (chain, hash) index move with the ledger credit in one transaction.
 */
export type PurchaseOrderView = {
  id: number;
  chain: number;
  token: string;
  /** The receiving address to pay. */
  address: string;
  payer: string | null;
  amount: string;
  amount_units: string;
  kinbo: string;
  status: 'pending' | 'completed';
  tx_hash: string | null;
  created_at: string;
};

const view = (row: typeof purchaseOrders.$inferSelect): PurchaseOrderView => ({
  id: row.id,
  chain: row.chainId,
  token: row.token,
  address: row.receiveAddress,
  payer: row.payer,
  amount: formatDecimal(row.amount),
  amount_units: String(row.amountUnits),
  kinbo: formatDecimal(row.kinbo),
  status: row.status as 'pending' | 'completed',
  tx_hash: row.txHash,
  created_at: row.createdAt.toISOString(),
});

export function createPurchaseService(ctx: ServiceContext, deps: { chains: ChainAccess; ledger: LedgerService; coins: CoinService }) {
  const { db, now } = ctx;

  return {
    async create(userId: number, input: { amount: string; chain: WalletChainId; address?: Address }): Promise<PurchaseOrderView> {
      const info = deps.chains.chain(input.chain);
      const kinbo = usdtToKinbo(input.amount, await deps.coins.kinboPrice());
      if (kinbo === null) throw new AppError(ErrorCode.PRICE_UNAVAILABLE, 'price_unavailable');
      if (!/[1-9]/.test(kinbo)) throw new AppError(ErrorCode.AMOUNT_TOO_SMALL, 'amount_too_small');
      const at = now();
      const [row] = await db
        .insert(purchaseOrders)
        .values({
          userId,
          chainId: input.chain,
          token: info.usdt.address,
          receiveAddress: info.treasury,
          amount: input.amount,
          amountUnits: parseUnits(input.amount, info.usdt.decimals).toString(),
          kinbo,
          payer: input.address ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!row) throw new Error('insert into purchase_orders returned no row');
      return view(row);
    },

    async submitHash(userId: number, input: { hash: Hex; id?: number }): Promise<PurchaseOrderView> {
      const [order] = await db
        .select()
        .from(purchaseOrders)
        .where(input.id !== undefined ? and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.userId, userId)) : and(eq(purchaseOrders.userId, userId), eq(purchaseOrders.status, 'pending')))
        .orderBy(desc(purchaseOrders.id))
        .limit(1);
      if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND, 'order_not_found');
      if (order.status !== 'pending') throw new AppError(ErrorCode.TX_ALREADY_CREDITED, 'tx_already_credited');
      const chainId = order.chainId as WalletChainId;
      const client = deps.chains.client(chainId);
      const receipt = await deps.chains.rpc('receipt', async () => {
        try {
          return await client.getTransactionReceipt({ hash: input.hash });
        } catch (error) {
          if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null;
          throw error;
        }
      });
      if (!receipt) throw new AppError(ErrorCode.TX_NOT_FOUND, 'tx_not_found');
      if (receipt.status !== 'success') throw new AppError(ErrorCode.TX_FAILED, 'tx_failed');
      const payer = order.payer;
      const transfers = parseEventLogs({ abi: tokenAbi, eventName: 'Transfer', logs: receipt.logs.filter((log) => getAddress(log.address) === order.token) });
      const paid = transfers.some(
        (t) => getAddress(t.args.to) === order.receiveAddress && t.args.value === BigInt(order.amountUnits) && (!payer || getAddress(t.args.from) === payer),
      );
      if (!paid) throw new AppError(ErrorCode.TX_MISMATCH, 'tx_mismatch');
      try {
        return await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(purchaseOrders)
            .set({ status: 'completed', txHash: input.hash, updatedAt: now() })
            .where(and(eq(purchaseOrders.id, order.id), eq(purchaseOrders.status, 'pending')))
            .returning();
          if (!updated) throw new AppError(ErrorCode.TX_ALREADY_CREDITED, 'tx_already_credited');
          await deps.ledger.postWith(tx, [
            { userId, asset: 'kinbo', direction: 'credit', amount: formatDecimal(order.kinbo), type: 'kinbo', title: { key: 'kinbo_purchase' }, getWay: GET_WAY.purchase, ref: { kind: 'purchase', id: order.id } },
          ]);
          return view(updated);
        });
      } catch (error) {
        // The same transaction submitted for another order: the unique (chain, hash) index refuses it.
        if (violatedUniqueConstraint(error) === 'purchase_orders_tx_unique') throw new AppError(ErrorCode.TX_ALREADY_CREDITED, 'tx_already_credited');
        throw error;
      }
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
