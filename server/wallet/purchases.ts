import { and, count, eq, gt } from 'drizzle-orm';
import { getAddress, parseUnits, type Address, type Hex, type Log } from 'viem';
import type { PurchaseOrder } from '../../shared/contract/shapes';
import { usdtToKinbo } from '../../shared/money/fees';
import type { AppDatabase } from '../platform/db/client';
import { violatedUniqueConstraint } from '../platform/db/errors';
import { purchaseOrders } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import { AppError, ErrorCode } from '../platform/errors';
import type { ChainAccess, ChainInfo, WalletChainId } from './chain';
import { claimChainLogs, confirmationsOf, successfulReceipt, transferEvent, transfersTo, WHOLE_TRANSACTION, type TokenTransfer } from './chain-claims';
import type { CoinService } from '../home/coins';
import type { ServiceContext } from '../platform/services-context';
import { claimJobState, saveJobState } from '../platform/jobs/job-state';
import { GET_WAY, type LedgerService } from '../platform/ledger';
import { refuseBeyondOpenOrders } from './open-orders';

/**
 * KinBo bought with on-chain USDT (shapes ASSUMED, see the root README):
 *   order/create {amount, chain?: 56, address?} → an order naming the receiving address (the treasury),
 *     the exact sum to pay in the smallest unit (amount_units: the amount plus the order id in wei, so a
 *     transfer names one order) and the KinBo it will credit (amount / KinBo price now, 6 decimals down);
 *   order/hash {hash, id?} → the transaction must be a plain BSC USDT transfer (sent to the token contract
 *     by the payer, touching no deposit contract) of exactly amount_units to the receiving address (from
 *     `address` when the order named one);
 *   the purchase watcher credits a paid order whose order/hash never came; both wait for the chain's
 *   confirmations, and before them order/hash answers the pending order with k/N.
 * Both credit through `creditPurchase`: the claim rows of the Transfer and of its whole transaction
 * (chain-claims.ts), the order's status and the ledger credit move in one transaction, so a payment is
 * credited once, and never also as a deposit.
 */
/** The answer of order/create and order/hash: the wire shape both sides share. */
export type PurchaseOrderView = PurchaseOrder;

type PurchaseRow = typeof purchaseOrders.$inferSelect;

/** How many blocks one watcher run reads at most. */
const WATCH_BLOCK_SPAN = 2000n;
const WATCH_CURSOR = 'purchase_watch_block:56';
/** How long an order's quoted KinBo holds; a later payment is credited at the KinBo price of its moment. */
export const ORDER_TTL_MS = 15 * 60 * 1000;

const expiresAt = (row: PurchaseRow): Date => new Date(row.createdAt.getTime() + ORDER_TTL_MS);

const view = (row: PurchaseRow): PurchaseOrderView => ({
  id: row.id,
  chain: row.chainId,
  token: row.token,
  address: row.receiveAddress,
  payer: row.payer,
  amount: formatDecimal(row.amount),
  amount_units: String(row.amountUnits),
  kinbo: formatDecimal(row.kinbo),
  status: row.status as PurchaseOrderView['status'],
  tx_hash: row.txHash,
  created_at: row.createdAt.toISOString(),
  expires_at: expiresAt(row).toISOString(),
});

export function createPurchaseService(ctx: ServiceContext, deps: { chains: ChainAccess; ledger: LedgerService; coins: CoinService }) {
  const { db, now } = ctx;

  /**
   * The sender of a plain USDT transfer: a transaction sent to the token contract itself, whose receipt
   * holds no log of the deposit contract. Null for anything else: a contract `Deposit` moves USDT to the
   * same treasury, and that payment belongs to its deposit order, never to a purchase.
   */
  async function plainTransferSender(info: ChainInfo, hash: Hex, logs: readonly Log[]): Promise<Address | null> {
    if (logs.some((log) => getAddress(log.address) === info.deposit)) return null;
    const sent = await deps.chains.rpc('transaction', () => deps.chains.client(56).getTransaction({ hash }));
    return sent.to && getAddress(sent.to) === info.usdt.address ? getAddress(sent.from) : null;
  }

  /**
   * Credits a pending order (locked FOR UPDATE by the caller) with a payment, the one path of order/hash
   * and the watcher. Null when the payment is claimed already, by any credit in any process.
   */
  async function creditPurchase(tx: AppDatabase, order: PurchaseRow, payment: TokenTransfer, by: 'hash' | 'watcher'): Promise<PurchaseRow | null> {
    if (order.status !== 'pending') return null;
    const at = now();
    const claimed = await claimChainLogs(tx, {
      chainId: order.chainId,
      txHash: payment.txHash,
      logIndexes: [payment.logIndex, WHOLE_TRANSACTION],
      kind: 'purchase',
      refId: order.id,
      block: payment.block,
      at,
    });
    if (!claimed) return null;
    // An expired quote never holds: the order is credited at the KinBo price of the moment it is credited.
    let kinbo = formatDecimal(order.kinbo);
    if (at.getTime() > expiresAt(order).getTime()) {
      const repriced = usdtToKinbo(formatDecimal(order.amount), await deps.coins.kinboPrice(tx));
      if (repriced === null) throw new AppError(ErrorCode.PRICE_UNAVAILABLE, 'price_unavailable');
      kinbo = repriced;
    }
    const [updated] = await tx
      .update(purchaseOrders)
      .set({ status: 'completed', txHash: payment.txHash, kinbo, updatedAt: at })
      .where(and(eq(purchaseOrders.id, order.id), eq(purchaseOrders.status, 'pending')))
      .returning();
    if (!updated) throw new Error(`purchase order ${order.id} was not pending under its row lock`);
    await deps.ledger.postWith(tx, [
      {
        userId: order.userId,
        asset: 'kinbo',
        direction: 'credit',
        amount: kinbo,
        type: 'kinbo',
        title: { key: 'kinbo_purchase' },
        getWay: GET_WAY.purchase,
        ref: { kind: 'purchase', id: order.id },
      },
    ]);
    ctx.log.info(`[purchase] order ${order.id} credited by ${by} (tx ${payment.txHash})`);
    return updated;
  }

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
        await refuseBeyondOpenOrders(tx, 'purchase', userId, async () => {
          const [open] = await tx
            .select({ n: count() })
            .from(purchaseOrders)
            .where(and(eq(purchaseOrders.userId, userId), eq(purchaseOrders.status, 'pending'), gt(purchaseOrders.createdAt, new Date(at.getTime() - ORDER_TTL_MS))));
          return open?.n ?? 0;
        });
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
        const [mine] = await db
          .select({ status: purchaseOrders.status })
          .from(purchaseOrders)
          .where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.userId, userId)))
          .limit(1);
        if (!mine) throw new AppError(ErrorCode.ORDER_NOT_FOUND, 'order_not_found');
        if (mine.status !== 'pending') throw new AppError(ErrorCode.TX_ALREADY_CREDITED, 'tx_already_credited');
      }
      const info = deps.chains.chain(56);
      const receipt = await successfulReceipt(deps.chains, 56, input.hash);
      const latest = await deps.chains.rpc('block number', () => deps.chains.client(56).getBlockNumber({ cacheTime: 0 }));
      const confirmations = confirmationsOf(latest, receipt.blockNumber, deps.chains.confirmationsRequired(56));
      const transfers = transfersTo(receipt.logs, [info.usdt.address], info.treasury);
      if (transfers.length === 0) throw new AppError(ErrorCode.TX_MISMATCH, 'tx_mismatch');
      const sender = await plainTransferSender(info, input.hash, receipt.logs);
      const payments = transfers.filter((transfer) => transfer.from === sender);
      if (payments.length === 0) throw new AppError(ErrorCode.TX_NOT_DEPOSIT, 'tx_not_plain_transfer');
      try {
        return await db.transaction(async (tx) => {
          for (const payment of payments) {
            const [order] = await tx
              .select()
              .from(purchaseOrders)
              .where(and(eq(purchaseOrders.chainId, 56), eq(purchaseOrders.amountUnits, payment.value.toString())))
              .for('update');
            if (!order) continue;
            if (order.userId !== userId) throw new AppError(ErrorCode.TX_OTHER_USER, 'tx_other_user');
            if (input.id !== undefined && order.id !== input.id) continue;
            if (order.payer && payment.from !== order.payer) continue;
            // Fewer blocks on top than the chain needs: the order waits, and the answer says how far it is.
            if (!confirmations.enough && order.status === 'pending')
              return { ...view(order), confirmations: confirmations.confirmations, confirmations_required: confirmations.confirmations_required };
            const credited = await creditPurchase(tx, order, payment, 'hash');
            if (!credited) throw new AppError(ErrorCode.TX_ALREADY_CREDITED, 'tx_already_credited');
            return view(credited);
          }
          throw new AppError(ErrorCode.TX_MISMATCH, 'tx_mismatch');
        });
      } catch (error) {
        // The same transaction already credited another order: the unique (chain, hash) index refuses it.
        if (violatedUniqueConstraint(error) === 'purchase_orders_tx_unique') throw new AppError(ErrorCode.TX_ALREADY_CREDITED, 'tx_already_credited');
        throw error;
      }
    },

    /**
     * The purchase watcher: reads BSC USDT Transfers to the treasury after the block stored in job_state
     * and credits the pending order each one pays (amount_units, and the payer when the order named one),
     * when it is a plain transfer. The cursor row is claimed FOR UPDATE SKIP LOCKED, so one process reads
     * at a time, and it moves in the same transaction as the credits.
     */
    async watchOnce(): Promise<{ credited: number; toBlock: bigint | null }> {
      const info = deps.chains.chain(56);
      const client = deps.chains.client(56);
      return db.transaction(async (tx) => {
        const stored = await claimJobState(tx, WATCH_CURSOR, '-1', now());
        if (stored === null) return { credited: 0, toBlock: null };
        const from = BigInt(stored) + 1n;
        const latest = await client.getBlockNumber({ cacheTime: 0 });
        // Only blocks with the chain's confirmations: a younger payment waits for a later run.
        const confirmed = latest - BigInt(deps.chains.confirmationsRequired(56) - 1);
        if (from > confirmed) return { credited: 0, toBlock: confirmed };
        const to = confirmed - from >= WATCH_BLOCK_SPAN ? from + WATCH_BLOCK_SPAN - 1n : confirmed;
        const logs = await client.getLogs({ address: info.usdt.address, event: transferEvent, args: { to: info.treasury }, fromBlock: from, toBlock: to });
        let credited = 0;
        for (const payment of transfersTo(logs, [info.usdt.address], info.treasury)) {
          const [order] = await tx
            .select()
            .from(purchaseOrders)
            .where(and(eq(purchaseOrders.chainId, 56), eq(purchaseOrders.amountUnits, payment.value.toString()), eq(purchaseOrders.status, 'pending')))
            .for('update');
          if (!order || (order.payer && payment.from !== order.payer)) continue;
          const receipt = await client.getTransactionReceipt({ hash: payment.txHash });
          if ((await plainTransferSender(info, payment.txHash, receipt.logs)) !== payment.from) {
            ctx.log.warn(`[purchase] ${payment.txHash} pays order ${order.id} but is not a plain transfer; not credited`);
            continue;
          }
          if (await creditPurchase(tx, order, payment, 'watcher')) credited += 1;
        }
        await saveJobState(tx, WATCH_CURSOR, to.toString(), now());
        return { credited, toBlock: to };
      });
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
