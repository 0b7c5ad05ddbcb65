/**
 * Answers of the LOCAL_MODE helpers /api/dev/* (server/dev/routes.ts, never on a production API), for
 * the tests and people that call them.
 */

/** dev/mailbox: the newest unused code sent to an e-mail (the local server sends no mail). */
export type DevMailbox = { code: string; expires_at: number; type: number };

/** dev/ledger/credit, /debit, /transfer: the caller's balance of the asset afterwards. */
export type DevBalanceAfter = { balance_after: string };

/** One disagreement the money integrity check found (server/platform/integrity.ts). */
export type IntegrityProblem = {
  user_id: number;
  /** What disagrees: a balance and its records, a record's balance_after, a negative balance, a voucher count and its items. */
  check: 'balance_vs_records' | 'balance_after' | 'negative_balance' | 'unknown_asset' | 'vouchers_vs_items';
  asset: string;
  /** What the database holds (the balance, the record's balance_after, the voucher count). */
  found: string;
  /** What it should be (the records' sum, the running sum, the number of voucher items). */
  expected: string;
  /** The record, for balance_after. */
  record_id: number | null;
};

/** dev/integrity: every problem found, none when all adds up. */
export type DevIntegrity = { problems: IntegrityProblem[] };

/** dev/games/openRoom and /openAuction: the new room's or auction's id. */
export type DevGameOpened = { id: number };

/** dev/games/endIn: the new end, unix seconds. */
export type DevGameEnd = { end_time: number };

/** dev/notices/samples: how many entries were made. */
export type DevNoticesMade = { made: number };
