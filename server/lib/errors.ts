import type { MessageKey, MessageParams } from './messages';

/**
 * Envelope codes of the API. 0 is success; everything else is an error whose `msg`
 * comes from the message catalogue in the caller's language.
 * Business errors travel with HTTP 200; only an unknown route answers HTTP 404 (code 10404).
 */
export const ErrorCode = {
  OK: 0,
  /** Malformed input of any kind: not JSON, wrong types, missing or invalid fields, body too large. */
  INVALID_INPUT: 10001,
  NOT_FOUND: 10404,
  EMAIL_TAKEN: 20001,
  NICKNAME_TAKEN: 20002,
  INVITE_INVALID: 20003,
  CODE_INVALID: 20004,
  CODE_THROTTLED: 20005,
  LOGIN_FAILED: 20006,
  USER_NOT_FOUND: 20007,
  OLD_PASSWORD_WRONG: 20008,
  OLD_PAY_PASSWORD_WRONG: 20009,
  UPLOAD_NOT_IMAGE: 20010,
  UPLOAD_TOO_LARGE: 20011,
  AVATAR_INVALID: 20012,
  MAILBOX_EMPTY: 20013,
  /** A debit larger than the balance (services/ledger.ts). */
  INSUFFICIENT_BALANCE: 30001,
  /** A report record that does not exist or belongs to someone else. */
  RECORD_NOT_FOUND: 30002,
  // ---- wallet (31xxx) ----
  /** Wrong security PIN. TODO(hardening): the shared PIN-check service with lockout replaces this. */
  PAY_PASSWORD_WRONG: 31001,
  /** KinBo deposits and withdrawals exist only on BNB Smart Chain (56). */
  KINBO_BSC_ONLY: 31002,
  WITHDRAW_BELOW_MIN: 31003,
  /** The chain node or the deployment record is not reachable. */
  CHAIN_UNAVAILABLE: 31004,
  TX_NOT_FOUND: 31005,
  TX_FAILED: 31006,
  TX_NOT_DEPOSIT: 31007,
  TX_MISMATCH: 31008,
  TX_OTHER_USER: 31009,
  TX_ALREADY_CREDITED: 31010,
  ORDER_NOT_FOUND: 31011,
  PRICE_UNAVAILABLE: 31012,
  AMOUNT_TOO_SMALL: 31013,
  PACKAGE_NOT_FOUND: 31014,
  TRANSFER_TO_SELF: 31015,
  VOUCHER_NOT_FOUND: 31016,
  VOUCHER_UNAVAILABLE: 31017,
  VOUCHER_OWN: 31018,
  VOUCHER_STATE: 31019,
  NOTHING_TO_EXCHANGE: 31020,
  NOTHING_TO_CLAIM: 31021,
  /** Missing, unknown or revoked session token. */
  TOKEN_INVALID: 40100,
  /** The session token has expired. */
  TOKEN_EXPIRED: 40200,
  INTERNAL: 50000,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** An expected failure: turned into `{ code, msg, data: null }` with HTTP 200. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCodeValue,
    public readonly messageKey: MessageKey,
    public readonly params: MessageParams = {},
  ) {
    super(`${messageKey} (${code})`);
    this.name = 'AppError';
  }
}

export const invalidInput = (key: MessageKey, params: MessageParams = {}) =>
  new AppError(ErrorCode.INVALID_INPUT, key, params);
