import { and, eq } from 'drizzle-orm';
import { getAddress, parseEventLogs, parseUnits, type Address, type Hex } from 'viem';
import type { PurchaseOrder } from '../../lib/contract/shapes';
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
 *   order/create {amount, chain?: 56, address?} → an order naming the receiving address (the treasury),
 *     the exact sum to pay in the smallest unit (amount_units: the amount plus the order id in wei, so a
 *     transfer names one order) and the KinBo it will credit (amount / KinBo price now, 6 decimals down);
 *   order/hash {hash, id?} → the receipt must hold a BSC USDT Transfer of exactly amount_units to the
 *     receiving address (from `address` when the order named one); credited once: the order's status
 *     and a unique (chain, hash) index move with the ledger credit in one transaction.
 */
/** The answer of order/create and order/hash: the wire shape both sides share. */
export type PurchaseOrderView = PurchaseOrder;

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
      // KinBo lives on BSC, and BSC USDT's 18 decimals let each order add its id in the smallest unit.
      if (input.chain !== 56) throw new AppError(ErrorCode.KINBO_BSC_ONLY, 'kinbo_bsc_only');
      const info = deps.chains.chain(input.chain);
      const kinbo = usdtToKinbo(input.amount, await deps.coins.kinboPrice());
      if (kinbo === null) throw new AppError(ErrorCode.PRICE_UNAVAILABLE, 'price_unavailable');
      if (!/[1-9]/.test(kinbo)) throw new AppError(ErrorCode.AMOUNT_TOO_SMALL, 'amount_too_small');
      const base = parseUnits(input.amount, info.usdt.decimals);
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(purchaseOrders)
          .values({
            userId,
            chainId: input.chain,
            token: info.usdt.address,
            receiveAddress: info.treasury,
            amount: input.amount,
            amountUnits: base.toString(),
            kinbo,
            payer: input.address ?? null,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!row) throw new Error('insert into purchase_orders returned no row');
        // The exact sum to pay is the amount plus the order id in wei: a transfer then names one order,
        // so nobody can claim another account's payment with an order of the same amount.
        const [unique] = await tx
          .update(purchaseOrders)
          .set({ amountUnits: (base + BigInt(row.id)).toString() })
          .where(eq(purchaseOrders.id, row.id))
          .returning();
        return view(unique ?? row);
      });
    },

    async submitHash(userId: number, input: { hash: Hex; id?: number }): Promise<PurchaseOrderView> {
      if (input.id !== undefined) {
        const [mine] = await db.select({ status: purchaseOrders.status }).from(purchaseOrders).where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.userId, userId))).limit(1);
        if (!mine) throw new AppError(ErrorCode.ORDER_NOT_FOUND, 'order_not_found');
        if (mine.status !== 'pending') throw new AppError(ErrorCode.TX_ALREADY_CREDITED, 'tx_already_credited');
      }
      const info = deps.chains.chain(56);
      const client = deps.chains.client(56);
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
      const transfers = parseEventLogs({ abi: tokenAbi, eventName: 'Transfer', logs: receipt.logs.filter((log) => getAddress(log.address) === info.usdt.address) }).filter(
        (t) => getAddress(t.args.to) === info.treasury,
      );
      try {
        return await db.transaction(async (tx) => {
          for (const transfer of transfers) {
            const [order] = await tx
              .select()
              .from(purchaseOrders)
              .where(and(eq(purchaseOrders.chainId, 56), eq(purchaseOrders.amountUnits, transfer.args.value.toString())))
              .for('update');
            if (!order) continue;
            if (order.userId !== userId) throw new AppError(ErrorCode.TX_OTHER_USER, 'tx_other_user');
            if (input.id !== undefined && order.id !== input.id) continue;
            if (order.payer && getAddress(transfer.args.from) !== order.payer) continue;
            if (order.status !== 'pending') throw new AppError(ErrorCode.TX_ALREADY_CREDITED, 'tx_already_credited');
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
          }
          throw new AppError(ErrorCode.TX_MISMATCH, 'tx_mismatch');
        });
      } catch (error) {
        // The same transaction already credited another order: the unique (chain, hash) index refuses it.
        if (violatedUniqueConstraint(error) === 'purchase_orders_tx_unique') throw new AppError(ErrorCode.TX_ALREADY_CREDITED, 'tx_already_credited');
        throw error;
      }
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
