import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { parseUnits, type Address, type Hex } from 'viem';
import type { Withdrawal } from '../../shared/contract/shapes';
import { withdrawalQuote, type WalletTokenType } from '../../shared/money/fees';
import type { AppDatabase } from '../platform/db/client';
import { withdrawals } from '../platform/db/schema';
import { compare, formatDecimal, isPositive } from '../platform/decimal';
import { AppError, ErrorCode, invalidInput } from '../platform/errors';
import { WALLET_CHAIN_IDS, type ChainAccess, type WalletChainId } from './chain';
import type { CoinService } from '../home/coins';
import type { ServiceContext } from '../platform/services-context';
import { claimJobState } from '../platform/jobs/job-state';
import { broadcast, hotWalletNonces, nodeKnows, signPayout } from './payout-signing';
import { createGenesisGuard } from './chain-genesis';
import { GET_WAY, type LedgerPosting, type LedgerService } from '../platform/ledger';
import type { PinService } from '../platform/pin';
import type { SettingsService } from '../platform/settings';
import { isOwnAddress } from '../../shared/chain/addressRules';
import { publishEvent } from '../live/events';

/**
 * Withdrawals (spec §5, §9). The request checks every rule and debits the amount (and, for USDT, the
 * fee in KinBo) in one transaction with its `queued` row. The payout job then pays from the hot wallet:
 *   queued → sending: nonce (the chain's pending count), signed transaction and its hash stored (and
 *   committed) BEFORE broadcast;
 *   sending → sent (receipt success) or failed (reverted, or its nonce used by another transaction),
 *   a failure refunding through the ledger in the same transaction as the status change.
 * A restart finds `sending` rows and re-broadcasts the same signed transaction: one nonce, one hash,
 * so a payout can never be sent twice. A signed payout the chain never saw and can no longer mine
 * (its nonce beyond a chain that forgot blocks) is re-signed once at the chain's nonce, in its row.
 */

export type WithdrawalStatus = Withdrawal['status'];
/** Spec: records show pending / under review / completed / failed. */
export const WITHDRAWAL_RECORD_STATUS: Record<WithdrawalStatus, 'under_review' | 'pending' | 'completed' | 'failed'> = {
  queued: 'under_review',
  sending: 'pending',
  sent: 'completed',
  failed: 'failed',
};

/** The answer of withdraw and withdrawInfo: the wire shape both sides share. */
export type WithdrawalView = Withdrawal;

/** The owner's screens hear at commit that a payout moved (sending, sent, failed) and read it again. */
const payoutMoved = (tx: AppDatabase, row: { id: number; userId: number }) => publishEvent(tx, { k: 'user', u: row.userId, e: 'withdrawal', id: row.id });

/** The row whose lock lets one process at a time sign payouts of a chain. */
const payoutLockKey = (chainId: WalletChainId) => `payout_lock:${chainId}`;

function view(row: typeof withdrawals.$inferSelect): WithdrawalView {
  return {
    id: row.id,
    chain: row.chainId,
    type: row.withdrawType as WalletTokenType,
    address: row.address,
    number: formatDecimal(row.amount),
    fee_kinbo: formatDecimal(row.feeKinbo),
    fee_usdt: formatDecimal(row.feeUsdt),
    receive: formatDecimal(row.receiveAmount),
    status: row.status as WithdrawalStatus,
    tx_hash: row.txHash,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The USDT fee rate when the withdrawal asks to pay its fee in USDT (`fee_usdt`), else undefined (the
 * KinBo fee). Refused before the PIN: the option on a KinBo withdrawal, together with a KinBo fee, or
 * on an API whose config does not offer it.
 */
function usdtFeeRate(input: { type: WalletTokenType; fee_kinbo?: string; fee_usdt?: string }, rate: string | undefined): string | undefined {
  if (input.fee_usdt === undefined) return undefined;
  if (input.type !== 0 || input.fee_kinbo !== undefined || rate === undefined) throw invalidInput('withdraw_fee_usdt_refused');
  return rate;
}

export function createWithdrawalService(ctx: ServiceContext, deps: { chains: ChainAccess; ledger: LedgerService; pin: PinService; settings: SettingsService; coins: CoinService }) {
  const { db, now } = ctx;
  const { chains, ledger } = deps;
  const genesis = createGenesisGuard(ctx, chains);

  /** Marks a `sending` row failed and refunds it, in one transaction. */
  async function failAndRefund(tx: AppDatabase, row: typeof withdrawals.$inferSelect, reason: string): Promise<void> {
    const [updated] = await tx
      .update(withdrawals)
      .set({ status: 'failed', error: reason.slice(0, 500), updatedAt: now() })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, row.status)))
      .returning({ id: withdrawals.id });
    if (!updated) return;
    await payoutMoved(tx, row);
    const usdt = row.withdrawType === 0;
    const postings: LedgerPosting[] = [
      {
        userId: row.userId,
        asset: usdt ? 'usdt' : 'kinbo',
        direction: 'credit',
        amount: formatDecimal(row.amount),
        type: usdt ? 'usdt' : 'kinbo',
        title: { key: 'withdraw_refund' },
        getWay: GET_WAY.sellOrWithdraw,
        ref: { kind: 'withdrawal', id: row.id },
      },
    ];
    if (isPositive(row.feeKinbo)) {
      postings.push({
        userId: row.userId,
        asset: 'kinbo',
        direction: 'credit',
        amount: formatDecimal(row.feeKinbo),
        type: 'kinbo',
        title: { key: 'withdraw_fee_refund' },
        getWay: GET_WAY.sellOrWithdraw,
        ref: { kind: 'withdrawal', id: row.id },
      });
    }
    await ledger.postWith(tx, postings);
    ctx.log.warn(`[payout] withdrawal ${row.id} failed and was refunded: ${reason}`);
  }

  /**
   * Settles one `sending` row from the chain: sent, failed (refunded), re-signed, re-broadcast, or
   * still waiting. `resigned` means a new signed transaction was committed and waits for its broadcast.
   */
  async function settle(id: number): Promise<WithdrawalStatus | 'resigned' | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'sending')))
        .for('update', { skipLocked: true });
      if (!row || !row.txHash || !row.rawTx || row.nonce === null) return null;
      const chainId = row.chainId as WalletChainId;
      const client = chains.client(chainId);
      // The nonces are read before the receipt: a payout mined between the two reads then shows its
      // receipt, and a nonce past ours with no receipt means another transaction took it.
      const { mined, pending } = await hotWalletNonces(client, chains.hotWallet.address);
      // Only "no receipt yet" means not mined; any other RPC error aborts this run (never a refund on a guess).
      const receipt = await client.getTransactionReceipt({ hash: row.txHash as Hex }).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null;
        throw error;
      });
      if (receipt) {
        if (receipt.status === 'success') {
          await tx.update(withdrawals).set({ status: 'sent', updatedAt: now() }).where(eq(withdrawals.id, row.id));
          await payoutMoved(tx, row);
          ctx.log.info(`[payout] withdrawal ${row.id} sent in ${row.txHash}`);
          return 'sent';
        }
        await failAndRefund(tx, row, `transaction ${row.txHash} reverted`);
        return 'failed';
      }
      // No receipt: if the hot wallet's nonce had already moved past ours, another transaction used it
      // and ours can never be mined.
      if (mined > row.nonce) {
        await failAndRefund(tx, row, `nonce ${row.nonce} used by another transaction`);
        return 'failed';
      }
      // The chain forgot the transactions below our nonce (a chain started afresh, a reorganisation):
      // ours waits behind a gap that nothing fills. The node has never seen it, so it is re-signed at
      // the chain's nonce; the old transaction exists nowhere and can never be paid besides the new one.
      if (row.nonce > pending && !(await nodeKnows(client, row.txHash as Hex))) {
        if ((await claimJobState(tx, payoutLockKey(chainId), '', now())) === null) return 'sending';
        const signed = await signPayout(client, chains.hotWallet, chainId, row, pending);
        await tx
          .update(withdrawals)
          .set({ ...signed, updatedAt: now() })
          .where(eq(withdrawals.id, row.id));
        ctx.log.warn(`[payout] withdrawal ${row.id}: nonce ${row.nonce} is beyond the chain's ${pending}; re-signed as ${signed.txHash} (was ${row.txHash}, never seen by the chain)`);
        return 'resigned';
      }
      await broadcast(client, row.rawTx as Hex, (reason) => ctx.log.warn(`[payout] broadcast of withdrawal ${row.id}: ${reason}`));
      return 'sending';
    });
  }

  /**
   * Claims the oldest queued withdrawal of a chain and signs its payout; the row is `sending` on commit.
   * One process at a time per chain (the lock row); every payout already signed for the chain is
   * broadcast first, so the chain's pending nonce counts it and no two payouts share a nonce.
   */
  async function claim(chainId: WalletChainId): Promise<number | null> {
    return db.transaction(async (tx) => {
      if ((await claimJobState(tx, payoutLockKey(chainId), '', now())) === null) return null;
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.chainId, chainId), eq(withdrawals.status, 'queued')))
        .orderBy(asc(withdrawals.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const client = chains.client(chainId);
      const before = await hotWalletNonces(client, chains.hotWallet.address);
      const signedBefore = await tx
        .select({ id: withdrawals.id, rawTx: withdrawals.rawTx })
        .from(withdrawals)
        .where(and(eq(withdrawals.chainId, chainId), eq(withdrawals.status, 'sending'), gte(withdrawals.nonce, before.pending)))
        .orderBy(asc(withdrawals.nonce));
      for (const signed of signedBefore) {
        if (signed.rawTx) await broadcast(client, signed.rawTx as Hex, (reason) => ctx.log.warn(`[payout] broadcast of withdrawal ${signed.id}: ${reason}`));
      }
      const { pending } = signedBefore.length > 0 ? await hotWalletNonces(client, chains.hotWallet.address) : before;
      const signed = await signPayout(client, chains.hotWallet, chainId, row, pending);
      await tx
        .update(withdrawals)
        .set({ status: 'sending', ...signed, updatedAt: now() })
        .where(eq(withdrawals.id, row.id));
      await payoutMoved(tx, row);
      return row.id;
    });
  }

  return {
    async withdraw(
      userId: number,
      input: { chain: WalletChainId; type: WalletTokenType; number: string; address: Address; password: string; fee_kinbo?: string; fee_usdt?: string },
    ): Promise<WithdrawalView> {
      const token = chains.token(input.chain, input.type);
      // Before the PIN (an address is no secret, and a refusal must not cost a PIN try) and before any balance moves.
      if (isOwnAddress(input.address, chains.ownAddresses())) throw new AppError(ErrorCode.WITHDRAW_ADDRESS_REFUSED, 'withdraw_address_refused');
      const config = await deps.settings.getMainConfig();
      const feeUsdtRate = usdtFeeRate(input, config.withdraw_fee_usdt_rate);
      const quote = withdrawalQuote({
        type: input.type,
        amount: input.number,
        kinboPrice: feeUsdtRate === undefined ? await deps.coins.kinboPrice() : '0',
        withdrawUsdtRate: config.withdraw_usdt_rate,
        withdrawKinboRate: config.withdraw_kinbo_rate,
        feeUsdtRate,
      });
      if (!quote && feeUsdtRate !== undefined) throw new AppError(ErrorCode.AMOUNT_TOO_SMALL, 'withdraw_fee_exceeds_amount');
      if (!quote) throw new AppError(ErrorCode.PRICE_UNAVAILABLE, 'price_unavailable');
      // The fee confirmed is the fee taken: this quote is the one debited below.
      if (input.fee_kinbo !== undefined && input.type === 0 && compare(input.fee_kinbo, quote.feeKinbo) !== 0) {
        throw new AppError(ErrorCode.PRICE_MOVED, 'price_moved', { amount: quote.feeKinbo }, { amount: quote.feeKinbo });
      }
      if (input.fee_usdt !== undefined && compare(input.fee_usdt, quote.feeUsdt) !== 0) {
        throw new AppError(ErrorCode.PRICE_MOVED, 'withdraw_fee_moved', { amount: quote.feeUsdt }, { amount: quote.feeUsdt });
      }
      await deps.pin.verify(userId, input.password);
      const minimum = input.type === 0 ? config.withdraw_min_usdt : config.withdraw_min_kinbo;
      if (compare(input.number, minimum) < 0) {
        throw new AppError(ErrorCode.WITHDRAW_BELOW_MIN, 'withdraw_min', { number: formatDecimal(minimum), token: input.type === 0 ? 'USDT' : 'KinBo' });
      }
      const receiveUnits = parseUnits(quote.receive, token.decimals);
      if (receiveUnits <= 0n) throw new AppError(ErrorCode.AMOUNT_TOO_SMALL, 'amount_too_small');
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(withdrawals)
          .values({
            userId,
            chainId: input.chain,
            withdrawType: input.type,
            token: token.address,
            address: input.address,
            amount: quote.amount,
            feeKinbo: quote.feeKinbo,
            feeUsdt: quote.feeUsdt,
            receiveAmount: quote.receive,
            receiveUnits: receiveUnits.toString(),
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!created) throw new Error('insert into withdrawals returned no row');
        const usdt = input.type === 0;
        const postings: LedgerPosting[] = [
          {
            userId,
            asset: usdt ? 'usdt' : 'kinbo',
            direction: 'debit',
            amount: quote.amount,
            type: usdt ? 'usdt' : 'kinbo',
            title: { key: usdt ? 'usdt_withdraw' : 'kinbo_withdraw' },
            getWay: GET_WAY.sellOrWithdraw,
            ref: { kind: 'withdrawal', id: created.id },
          },
        ];
        if (isPositive(quote.feeKinbo)) {
          postings.push({
            userId,
            asset: 'kinbo',
            direction: 'debit',
            amount: quote.feeKinbo,
            type: 'kinbo',
            title: { key: 'withdraw_fee_kinbo' },
            getWay: GET_WAY.sellOrWithdraw,
            ref: { kind: 'withdrawal', id: created.id },
          });
        }
        await ledger.postWith(tx, postings, { at });
        return created;
      });
      return view(row);
    },

    async get(userId: number, id: number): Promise<WithdrawalView> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)))
        .limit(1);
      if (!row) throw new AppError(ErrorCode.ORDER_NOT_FOUND, 'order_not_found');
      return view(row);
    },

    /** Test hook of the crash-safety proof: claim and sign without broadcasting (a crash right after commit). */
    claim,
    settle,

    /**
     * One payout run: settle every `sending` row, then claim, broadcast and settle queued ones; nothing
     * moves on a chain whose genesis is not the one the database knows.
     */
    async payoutOnce(): Promise<void> {
      const open: WalletChainId[] = [];
      for (const chainId of WALLET_CHAIN_IDS) if (await genesis.allowsPayouts(chainId)) open.push(chainId);
      if (open.length === 0) return;
      const sending = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.status, 'sending'), inArray(withdrawals.chainId, open)))
        .orderBy(asc(withdrawals.id))
        .limit(50);
      for (const { id } of sending) if ((await settle(id)) === 'resigned') await settle(id);
      for (const chainId of open) {
        for (let i = 0; i < 20; i += 1) {
          const id = await claim(chainId);
          if (id === null) break;
          await settle(id); // broadcasts the stored transaction, then settles it once mined
          await settle(id);
        }
      }
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
