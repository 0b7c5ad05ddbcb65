import { and, count, desc, eq, gt } from 'drizzle-orm';
import { getAddress, parseEventLogs, type Address, type Hex, type Log } from 'viem';
import { toRawAmount } from '../../shared/format/amount';
import type { DepositOrder } from '../../shared/contract/shapes';
import { readDepositNonce, signDeposit } from '../../shared/chain/signDeposit';
import { kinboDepositAbi } from '../../shared/chain/abi';
import type { WalletTokenType } from '../../shared/money/fees';
import type { AppDatabase } from '../platform/db/client';
import { depositOrders } from '../platform/db/schema';
import { formatDecimal } from '../platform/decimal';
import { AppError, ErrorCode } from '../platform/errors';
import type { ChainAccess, WalletChainId } from './chain';
import { claimChainLogs, confirmationsOf, successfulReceipt, transferEvent, transfersTo, type CreditedBlock, type TokenTransfer } from './chain-claims';
import { publishEvent } from '../live/events';
import type { ServiceContext } from '../platform/services-context';
import { claimJobState, saveJobState } from '../platform/jobs/job-state';
import { GET_WAY, type LedgerService } from '../platform/ledger';
import { refuseBeyondOpenOrders } from './open-orders';

/**
 * Deposits (spec §4): the request creates a pending order bound to user, chain, token, amount and
 * wallet, signed with the operator key; the contract's `Deposit` event credits it exactly once,
 * seen either by the confirm call (the app, after its transaction) or by the watcher job (for a
 * deposit whose confirm never came). Both go through `creditFromEvent`: the order's status moves
 * pending → completed in the same transaction as the ledger credit and the claim rows of the `Deposit`
 * event and of the token Transfer that paid it (chain-claims.ts), so neither the deposit path nor a
 * purchase can credit that payment a second time.
 */

/** Deposit signing response (spec §3). */
export type DepositSigning = {
  coin_token: Address;
  bsc_amount: string;
  type: WalletTokenType;
  id: number;
  sign_out_time: number;
  v: number;
  r: Hex;
  s: Hex;
};

/** The answer of depositConfirm, depositPending and depositInfo: the wire shape, with the server's stricter hex types. */
export type DepositOrderView = DepositSigning & Omit<DepositOrder, keyof DepositSigning | 'address'> & { address: Address };

type DepositEvent = { user: Address; token: Address; amount: bigint; depositType: bigint; orderId: bigint; txHash: Hex; logIndex: number; block: CreditedBlock };
type Confirmations = ReturnType<typeof confirmationsOf>;

/** How many blocks one watcher run reads at most. */
const WATCH_BLOCK_SPAN = 2000n;
const cursorKey = (chainId: WalletChainId) => `deposit_watch_block:${chainId}`;

function view(row: typeof depositOrders.$inferSelect): DepositOrderView {
  return {
    coin_token: row.token as Address,
    bsc_amount: String(row.amountUnits),
    type: row.depositType as WalletTokenType,
    id: row.id,
    sign_out_time: Math.floor(row.deadline.getTime() / 1000),
    v: row.v,
    r: row.r as Hex,
    s: row.s as Hex,
    chain: row.chainId,
    address: row.address as Address,
    number: formatDecimal(row.amount),
    status: row.status as DepositOrderView['status'],
    tx_hash: row.txHash,
    created_at: row.createdAt.toISOString(),
  };
}

function decodeDeposits(logs: readonly Log[], contract: Address): DepositEvent[] {
  const ours = logs.filter((log) => getAddress(log.address) === contract);
  return parseEventLogs({ abi: kinboDepositAbi, eventName: 'Deposit', logs: ours }).map((log) => ({
    user: getAddress(log.args.user),
    token: getAddress(log.args.token),
    amount: log.args.amount,
    depositType: log.args.depositType,
    orderId: log.args.orderId,
    txHash: log.transactionHash as Hex,
    logIndex: Number(log.logIndex),
    block: { number: log.blockNumber as bigint, hash: log.blockHash as Hex },
  }));
}

/**
 * The token Transfer that paid a `Deposit` event: same transaction, the event's token, from the user to
 * the treasury, the event's amount, the nearest such log before the event (the contract's transferFrom).
 */
function paymentOf(event: DepositEvent, transfers: readonly TokenTransfer[]): TokenTransfer | null {
  let found: TokenTransfer | null = null;
  for (const transfer of transfers) {
    const pays = transfer.txHash === event.txHash && transfer.token === event.token && transfer.from === event.user && transfer.value === event.amount;
    if (pays && transfer.logIndex < event.logIndex && (!found || transfer.logIndex > found.logIndex)) found = transfer;
  }
  return found;
}

function matches(order: typeof depositOrders.$inferSelect, event: DepositEvent, chainId: number): boolean {
  return (
    order.chainId === chainId &&
    order.address === event.user &&
    order.token === event.token &&
    BigInt(order.amountUnits) === event.amount &&
    BigInt(order.depositType) === event.depositType
  );
}

export function createDepositService(ctx: ServiceContext, deps: { chains: ChainAccess; ledger: LedgerService }) {
  const { db, now, config } = ctx;
  const { chains, ledger } = deps;

  /**
   * Credits the order an event names, inside the caller's transaction. Returns the outcome; only
   * 'credited' changed a balance.
   */
  async function creditFromEvent(
    tx: AppDatabase,
    chainId: WalletChainId,
    event: DepositEvent,
    transfers: readonly TokenTransfer[],
    by: 'confirm' | 'watcher',
    confirmations: Confirmations,
  ): Promise<{ outcome: 'credited' | 'confirming' | 'already' | 'mismatch' | 'unknown'; order?: typeof depositOrders.$inferSelect }> {
    if (event.orderId > 2_147_483_647n) return { outcome: 'unknown' };
    const [order] = await tx
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.id, Number(event.orderId)))
      .for('update');
    if (!order) return { outcome: 'unknown' };
    if (!matches(order, event, chainId)) return { outcome: 'mismatch', order };
    if (order.status !== 'pending') return { outcome: 'already', order };
    const payment = paymentOf(event, transfers);
    if (!payment) return { outcome: 'mismatch', order };
    // Fewer blocks on top than the chain needs: a reorg could still take the transaction away.
    if (!confirmations.enough) return { outcome: 'confirming', order };
    const at = now();
    // The database decides: when the event or its payment is claimed already (by a confirm, the
    // watcher or a purchase, in any process), nothing is credited.
    const claimed = await claimChainLogs(tx, { chainId, txHash: event.txHash, logIndexes: [event.logIndex, payment.logIndex], kind: 'deposit', refId: order.id, block: event.block, at });
    if (!claimed) return { outcome: 'already', order };
    const [updated] = await tx
      .update(depositOrders)
      .set({ status: 'completed', txHash: event.txHash, logIndex: event.logIndex, creditedBy: by, updatedAt: at })
      .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, 'pending')))
      .returning();
    if (!updated) return { outcome: 'already', order };
    const usdt = order.depositType === 0;
    await ledger.postWith(tx, [
      {
        userId: order.userId,
        asset: usdt ? 'usdt' : 'kinbo',
        direction: 'credit',
        amount: formatDecimal(order.amount),
        type: usdt ? 'usdt' : 'kinbo',
        title: { key: usdt ? 'usdt_deposit' : 'kinbo_deposit' },
        getWay: GET_WAY.transfer,
        ref: { kind: 'deposit', id: order.id },
      },
    ]);
    await publishEvent(tx, { k: 'user', u: order.userId, e: 'deposit', id: order.id });
    ctx.log.info(`[deposit] order ${order.id} credited by ${by} (chain ${chainId}, tx ${event.txHash})`);
    return { outcome: 'credited', order: updated };
  }

  return {
    /** Deposit request: a pending order and its operator-signed permit. */
    async request(userId: number, input: { chain: WalletChainId; type: WalletTokenType; number: string; address: Address }): Promise<DepositSigning> {
      const token = chains.token(input.chain, input.type);
      const info = chains.chain(input.chain);
      // Exact in the token's decimals, or refused: an amount is never rounded into another.
      const units = toRawAmount(input.number, token.decimals);
      if (units === null || units <= 0n) throw new AppError(ErrorCode.INVALID_INPUT, 'amount_invalid', { decimals: token.decimals });
      const client = chains.client(input.chain);
      const nonce = await chains.rpc('nonces', () => readDepositNonce(client, info.deposit, input.address));
      const at = now();
      const deadline = new Date(at.getTime() + config.wallet.depositTtlSeconds * 1000);
      const row = await db.transaction(async (tx) => {
        await refuseBeyondOpenOrders(tx, 'deposit', userId, async () => {
          const [open] = await tx
            .select({ n: count() })
            .from(depositOrders)
            .where(and(eq(depositOrders.userId, userId), eq(depositOrders.status, 'pending'), gt(depositOrders.deadline, at)));
          return open?.n ?? 0;
        });
        const [created] = await tx
          .insert(depositOrders)
          .values({
            userId,
            chainId: input.chain,
            depositType: input.type,
            token: token.address,
            address: input.address,
            amount: input.number,
            amountUnits: units.toString(),
            nonce: nonce.toString(),
            deadline,
            v: 0,
            r: '0x',
            s: '0x',
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!created) throw new Error('insert into deposit_orders returned no row');
        const signature = await signDeposit({
          chainId: input.chain,
          depositContract: info.deposit,
          operator: chains.operator,
          permit: {
            user: input.address,
            token: token.address,
            amount: units,
            depositType: input.type,
            orderId: created.id,
            deadline: BigInt(Math.floor(deadline.getTime() / 1000)),
            nonce,
          },
        });
        const [signed] = await tx.update(depositOrders).set({ v: signature.v, r: signature.r, s: signature.s }).where(eq(depositOrders.id, created.id)).returning();
        return signed ?? created;
      });
      const { chain: _chain, address: _address, number: _number, status: _status, tx_hash: _hash, created_at: _created, ...signing } = view(row);
      return signing;
    },

    /**
     * Deposit confirm (chain, hash): reads the receipt and credits the order its `Deposit` event
     * names, once. Replays, races and someone else's hash credit nothing and say why. Before the
     * chain's confirmations the order stays pending and the answer carries k/N; the app asks again.
     */
    async confirm(userId: number, input: { chain: WalletChainId; hash: Hex }): Promise<DepositOrderView> {
      const info = chains.chain(input.chain);
      const receipt = await successfulReceipt(chains, input.chain, input.hash);
      const [event] = decodeDeposits(receipt.logs, info.deposit);
      if (!event) throw new AppError(ErrorCode.TX_NOT_DEPOSIT, 'tx_not_deposit');
      const latest = await chains.rpc('block number', () => chains.client(input.chain).getBlockNumber({ cacheTime: 0 }));
      const confirmations = confirmationsOf(latest, receipt.blockNumber, chains.confirmationsRequired(input.chain));

      const result = await db.transaction(async (tx) => {
        // Whose order is it? Checked before crediting: a confirm never credits for someone else.
        const [owner] = await tx
          .select({ userId: depositOrders.userId })
          .from(depositOrders)
          .where(eq(depositOrders.id, Number(event.orderId > 2_147_483_647n ? 0n : event.orderId)));
        if (!owner) throw new AppError(ErrorCode.TX_MISMATCH, 'tx_mismatch');
        if (owner.userId !== userId) throw new AppError(ErrorCode.TX_OTHER_USER, 'tx_other_user');
        return creditFromEvent(tx, input.chain, event, transfersTo(receipt.logs, [event.token], info.treasury), 'confirm', confirmations);
      });
      if (result.outcome === 'mismatch' || result.outcome === 'unknown' || !result.order) throw new AppError(ErrorCode.TX_MISMATCH, 'tx_mismatch');
      if (result.outcome === 'already') throw new AppError(ErrorCode.TX_ALREADY_CREDITED, 'tx_already_credited');
      if (result.outcome === 'confirming') return { ...view(result.order), confirmations: confirmations.confirmations, confirmations_required: confirmations.confirmations_required };
      return view(result.order);
    },

    /** The caller's latest unfinished deposit (not past its deadline), so the app can resume it after a reload. */
    async pending(userId: number): Promise<DepositOrderView | null> {
      const [row] = await db
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.userId, userId), eq(depositOrders.status, 'pending'), gt(depositOrders.deadline, now())))
        .orderBy(desc(depositOrders.id))
        .limit(1);
      return row ? view(row) : null;
    },

    /** One order of the caller (the app polls it after a deposit it could not confirm). */
    async get(userId: number, id: number): Promise<DepositOrderView> {
      const [row] = await db
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.id, id), eq(depositOrders.userId, userId)))
        .limit(1);
      if (!row) throw new AppError(ErrorCode.ORDER_NOT_FOUND, 'order_not_found');
      return view(row);
    },

    /**
     * The watcher: reads the contract's `Deposit` events after the last block it stored, up to the
     * newest block with the chain's confirmations, and credits the pending orders they name. The cursor row is claimed FOR UPDATE SKIP LOCKED, so one process
     * reads a chain at a time, and it moves in the same transaction as the credits.
     */
    async watchOnce(chainId: WalletChainId): Promise<{ credited: number; toBlock: bigint | null }> {
      const info = chains.chain(chainId);
      const client = chains.client(chainId);
      return db.transaction(async (tx) => {
        const stored = await claimJobState(tx, cursorKey(chainId), '-1', now());
        if (stored === null) return { credited: 0, toBlock: null };
        const from = BigInt(stored) + 1n;
        const latest = await client.getBlockNumber({ cacheTime: 0 });
        const required = chains.confirmationsRequired(chainId);
        const confirmed = latest - BigInt(required - 1);
        if (from > confirmed) return { credited: 0, toBlock: confirmed };
        const to = confirmed - from >= WATCH_BLOCK_SPAN ? from + WATCH_BLOCK_SPAN - 1n : confirmed;
        const logs = await client.getLogs({ address: info.deposit, fromBlock: from, toBlock: to });
        const events = decodeDeposits(logs, info.deposit);
        const tokens = [info.usdt.address, ...(info.kinbo ? [info.kinbo.address] : [])];
        // The payments into the treasury over the same blocks: each deposit claims the one that paid it.
        const payments = events.length === 0 ? [] : await client.getLogs({ address: tokens, event: transferEvent, args: { to: info.treasury }, fromBlock: from, toBlock: to });
        const transfers = transfersTo(payments, tokens, info.treasury);
        let credited = 0;
        for (const event of events) {
          const result = await creditFromEvent(tx, chainId, event, transfers, 'watcher', confirmationsOf(latest, event.block.number, required));
          if (result.outcome === 'credited') credited += 1;
          else if (result.outcome !== 'already') ctx.log.warn(`[deposit] event for order ${event.orderId} in ${event.txHash}: ${result.outcome}, not credited`);
        }
        await saveJobState(tx, cursorKey(chainId), to.toString(), now());
        return { credited, toBlock: to };
      });
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
