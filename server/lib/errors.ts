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
  /** Too many requests from this client (or user) for this kind of call; retry after `seconds`. */
  RATE_LIMITED: 10429,
  /** The server has too much password hashing queued; retry in a moment. */
  BUSY: 10503,
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
  /** Too many wrong logins for this e-mail: try again after `minutes`. */
  LOGIN_LOCKED: 20014,
  /** The new password equals the old one. */
  PASSWORD_UNCHANGED: 20015,
  /** Upload quota of the day used up. */
  UPLOAD_QUOTA: 20016,
  /** Wrong security PIN (services/pin.ts); `remaining` tries before the PIN locks. */
  PIN_WRONG: 20017,
  /** Too many wrong security PINs: money actions and PIN changes wait `minutes`. */
  PIN_LOCKED: 20018,
  /** A debit larger than the balance (services/ledger.ts). */
  INSUFFICIENT_BALANCE: 30001,
  /** A report record that does not exist or belongs to someone else. */
  RECORD_NOT_FOUND: 30002,
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
