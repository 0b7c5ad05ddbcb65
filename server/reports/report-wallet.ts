import { inArray } from 'drizzle-orm';
import type { RecordStatus } from '../../shared/contract/enums';
import type { ReportRecord } from '../../shared/contract/shapes';
import { depositOrders, purchaseOrders, withdrawals } from '../platform/db/schema';
import { formatDecimal, isPositive, subtract } from '../platform/decimal';
import type { ServiceContext } from '../platform/services-context';
import { recordStatus } from './record-status';
import type { RecordRow } from './report-format';
import { WITHDRAWAL_RECORD_STATUS, type WithdrawalStatus } from '../wallet/withdrawals';

/**
 * The chain side of wallet records (deposits, withdrawals, purchases): each record's order read in
 * one query per kind, and the status the record shows from it.
 */

/** What a deposit, withdrawal or purchase record adds to report/info (the record-details screen). */
/** A deposit or purchase order as a record shows it: one a reorg took back (reversed) failed. */
const orderStatus = (status: string): RecordStatus => (status === 'completed' ? 'completed' : status === 'reversed' ? 'failed' : 'pending');

export type WalletRecordInfo = {
  status: RecordStatus;
  chain: number;
  address: string;
  tx_hash: string | null;
  /** Withdrawals: the KinBo fee (a USDT withdrawal's fee is paid in KinBo; a KinBo one's is cut from the amount). */
  fee_kinbo?: string;
  /** USDT withdrawals whose fee was paid in USDT, taken from the amount: that fee (fee_kinbo is then 0). */
  fee_usdt?: string;
  /** Withdrawals: what the address receives, in the withdrawn token. */
  receive_amount?: string;
};

/** The orders behind a page of records, one query per kind of order: id → what the record shows of it. */
export async function walletRecordInfos(db: ServiceContext['db'], refs: Array<{ kind: string; id: number }>) {
  const ids = (kind: string) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const found = new Map<string, WalletRecordInfo>();
  const [depositIds, withdrawalIds, purchaseIds] = [ids('deposit'), ids('withdrawal'), ids('purchase')];
  const [deposits, payouts, purchases] = await Promise.all([
    depositIds.length ? db.select().from(depositOrders).where(inArray(depositOrders.id, depositIds)) : [],
    withdrawalIds.length ? db.select().from(withdrawals).where(inArray(withdrawals.id, withdrawalIds)) : [],
    purchaseIds.length ? db.select().from(purchaseOrders).where(inArray(purchaseOrders.id, purchaseIds)) : [],
  ]);
  for (const order of deposits) found.set(`deposit:${order.id}`, { status: orderStatus(order.status), chain: order.chainId, address: order.address, tx_hash: order.txHash });
  for (const row of payouts)
    found.set(`withdrawal:${row.id}`, {
      status: WITHDRAWAL_RECORD_STATUS[row.status as WithdrawalStatus],
      chain: row.chainId,
      address: row.address,
      tx_hash: row.txHash,
      // One unit for the fee on the confirmation: KinBo, whichever token was withdrawn.
      fee_kinbo: formatDecimal(row.withdrawType === 1 ? subtract(row.amount, row.receiveAmount) : row.feeKinbo),
      ...(isPositive(row.feeUsdt) ? { fee_usdt: formatDecimal(row.feeUsdt) } : {}),
      receive_amount: formatDecimal(row.receiveAmount),
    });
  for (const order of purchases) found.set(`purchase:${order.id}`, { status: orderStatus(order.status), chain: order.chainId, address: order.receiveAddress, tx_hash: order.txHash });
  return (kind: string | null, id: number | null) => (kind && id ? (found.get(`${kind}:${id}`) ?? null) : null);
}

/** A record with its status; wallet records add their order's chain, address and hash (details only). */
export function withStatus(record: ReportRecord, row: RecordRow, wallet: WalletRecordInfo | null, lookup: 'list' | 'info') {
  const status = recordStatus(row, wallet && row.refKind ? { kind: row.refKind, status: wallet.status } : null);
  if (lookup === 'list' || !wallet) return { ...record, status };
  return { ...record, ...wallet, status };
}
