import type { RecordStatus } from '../../shared/contract/enums';

/**
 * The status of a report record: what the user reads on the list and the details screen.
 *
 * - A record made for a wallet order (deposit, withdrawal, purchase) follows its order: a withdrawal's
 *   debit is under review while queued, pending while sending, completed when sent, failed when it failed.
 * - A refund written for a failed withdrawal is a credit of its own: it is done when it is written.
 * - Every other record is written in the same transaction as its balance change, so it is completed —
 *   except the demo history's "withdrawal (under review)" entries, which have no order behind them and
 *   say in their title what they are.
 */
export type OrderRef = { kind: string; status: RecordStatus } | null;

const STATUS_BY_TITLE: Readonly<Record<string, RecordStatus>> = { usdt_withdraw_review: 'under_review' };

export function recordStatus(entry: { titleKey: string; pm: number }, order: OrderRef): RecordStatus {
  if (order) {
    if (order.kind === 'withdrawal' && entry.pm === 1) return 'completed';
    return order.status;
  }
  return STATUS_BY_TITLE[entry.titleKey] ?? 'completed';
}
