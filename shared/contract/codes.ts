import { INTERNAL_ERROR_CODE } from './envelope';

/*
 * The API's error codes, apart from the other enums: a module's data ships whole wherever any of it
 * is used, and these are read by the forms and wallet screens only, not by home.
 */

/** Envelope codes the local server sends (server/README.md). The production API may send others. */
export const API_CODES = {
  OK: 0,
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
  /** Too many wrong logins for this e-mail from this client (or from all clients together): try again after `minutes`. */
  LOGIN_LOCKED: 20019,
  /** The e-mail's daily cap of verification codes sent or wrong codes guessed is used up: try again after `hours`. */
  CODE_DAILY_LIMIT: 20020,
  /** A new device logging in while the e-mail is past its ceiling of wrong logins: send the e-mail's code (sendEmail type 2) with the password. */
  LOGIN_CODE_REQUIRED: 20021,
  /** The new password equals the old one. */
  PASSWORD_UNCHANGED: 20015,
  /** Upload quota of the day used up. */
  UPLOAD_QUOTA: 20016,
  /** Too many wrong security PINs: money actions and PIN changes wait `minutes`. */
  PIN_LOCKED: 20018,
  /** Wrong security PIN (the one PIN check, server/platform/pin.ts); `remaining` tries before it locks. */
  PAY_PASSWORD_WRONG: 20014,
  INSUFFICIENT_BALANCE: 30001,
  RECORD_NOT_FOUND: 30002,
  // ---- wallet (31xxx) ----
  /** KinBo deposits, withdrawals and purchases exist only on BNB Smart Chain (56). */
  KINBO_BSC_ONLY: 31002,
  WITHDRAW_BELOW_MIN: 31003,
  /** The chain node or the deployment record is not reachable. */
  CHAIN_UNAVAILABLE: 31004,
  TX_NOT_FOUND: 31005,
  TX_FAILED: 31006,
  /** Not a KinBo deposit (depositConfirm), or not a plain USDT transfer to the treasury (order/hash). */
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
  /** A withdrawal to an address of KinBo itself (a token, a deposit contract, the treasury, the hot wallet or the operator). */
  WITHDRAW_ADDRESS_REFUSED: 31022,
  /** The user already holds the most open (unpaid, unexpired) orders of this kind (`max`): pay one or let one expire. */
  TOO_MANY_OPEN_ORDERS: 31023,
  /**
   * The figure the user confirmed (a withdrawal's KinBo fee, a voucher's KinBo) is no longer what the
   * KinBo price gives: `data: {amount}` is the new one, nothing was taken.
   */
  PRICE_MOVED: 31024,
  /** Games: the room or auction does not exist. */
  GAME_NOT_FOUND: 60001,
  /** The room is no longer waiting, or the auction has ended. */
  GAME_CLOSED: 60002,
  GAME_FULL: 60003,
  GAME_ALREADY_MEMBER: 60004,
  /** One waiting Flash Deal room, and one open Flash Bid auction, per user. */
  GAME_ONE_AT_A_TIME: 60005,
  BID_NOT_MEMBER: 60006,
  BID_ALREADY_HIGHEST: 60007,
  /** The bid confirmed (`amount`) is no longer the next bid: `data: {amount}` is the new one, nothing was taken. */
  BID_PRICE_MOVED: 60008,
  TOKEN_INVALID: 40100,
  TOKEN_EXPIRED: 40200,
  INTERNAL: INTERNAL_ERROR_CODE,
} as const;
export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];
