/**
 * The API's enums (spec §3 and §9), as plain `as const` data. The app and the local server both import
 * them, so a value that changes on one side breaks `tsc` on the other. No runtime imports here.
 */

/** Spec §9: success code 0; 40100 / 40200 / 40300 end the session. */
export const SUCCESS_CODE = 0;
export const SESSION_INVALID_CODES = [40100, 40200, 40300] as const;

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
  /** Too many wrong logins for this e-mail: try again after `minutes`. */
  LOGIN_LOCKED: 20019,
  /** The new password equals the old one. */
  PASSWORD_UNCHANGED: 20015,
  /** Upload quota of the day used up. */
  UPLOAD_QUOTA: 20016,
  /** Too many wrong security PINs: money actions and PIN changes wait `minutes`. */
  PIN_LOCKED: 20018,
  /** Wrong security PIN (the one PIN check, server/services/pin.ts); `remaining` tries before it locks. */
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
  TOKEN_INVALID: 40100,
  TOKEN_EXPIRED: 40200,
  INTERNAL: 50000,
} as const;
export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

/** Spec §9: page size 20 for every paged list. */
export const PAGE_SIZE = 20;

/** Spec §9 filter time_type: 0 all, 1 24 hours, 2 7 days, 3 12 days, 4 30 days, 5 3 / 6 6 / 7 12 months. */
export const TIME_TYPES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type TimeType = (typeof TIME_TYPES)[number];

/** Spec §9 filter way: 0 all, 1 purchase, 2 transfer, 3 game, 4 sell or withdraw. */
export const WAYS = [0, 1, 2, 3, 4] as const;
export type Way = (typeof WAYS)[number];

/** A record's get_way: what kind of operation it comes from (the values of the `way` filter). */
export const GET_WAY = { none: 0, purchase: 1, transfer: 2, game: 3, sellOrWithdraw: 4 } as const;
export type GetWay = (typeof GET_WAY)[keyof typeof GET_WAY];

/** Spec §9 reward categories: not-winning reward and team reward (USDT). */
export const REWARD_CATEGORIES = ['chat_not_winning_usdt', 'chat_team_usdt'] as const;
export type RewardCategory = (typeof REWARD_CATEGORIES)[number];

/** The report list's `type` values, one per reports tab (chat_not_winning_usdt is Overview). */
export const REPORT_TYPES = ['chat_not_winning_usdt', 'usdt', 'voucher', 'ticket', 'vp', 'room', 'kinbo'] as const;
export type ReportTabType = (typeof REPORT_TYPES)[number];
/**
 * Every `type` a record may carry. `pool` is the release pool's own side and `hold` the held side of
 * a game's hold (a Flash Deal price, a Flash Bid bid): both listed nowhere.
 */
export const RECORD_TYPES = ['usdt', 'kinbo', 'voucher', 'ticket', 'vp', 'room', 'chat_not_winning_usdt', 'chat_team_usdt', 'release', 'pool', 'hold'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
/** A record's type as the client accepts it: a known type, or one a newer server adds (rendered as USDT). */
export type ReportRecordType = RecordType | (string & {});

/** Spec §9 ranking periods: 2 all time, 1 30 days, 0 7 days, 3 24 hours. */
export const RANKING_PERIODS = { week: 0, month: 1, allTime: 2, day: 3 } as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[keyof typeof RANKING_PERIODS];
export const RANKING_PERIOD_VALUES = [0, 1, 2, 3] as const satisfies readonly RankingPeriod[];

/** Spec §3: pm 1 is a credit (shown +), 0 a debit (shown -). */
export const PM = { debit: 0, credit: 1 } as const;
export type Pm = (typeof PM)[keyof typeof PM];

/** Spec §3: is_lost 2 hides the sign for usdt, kinbo and vp records. */
export const IS_LOST = { none: 0, lost: 1, hideSign: 2 } as const;
export type IsLost = (typeof IS_LOST)[keyof typeof IS_LOST];

/** Spec §3 banner jump_type: 0 navigates inside the app, 1 opens a new window. */
export const JUMP_TYPES = { internal: 0, external: 1 } as const;
export type BannerJumpType = (typeof JUMP_TYPES)[keyof typeof JUMP_TYPES];

/** Spec §9: banner request type 1, page 1, limit 20. */
export const BANNER_QUERY = { type: 1, page: 1, limit: 20 } as const;

/** Spec §3: the chains and the API's chain codes (1 for 56, 2 for 137). */
export const CHAIN_IDS = [56, 137] as const;
export type ChainId = (typeof CHAIN_IDS)[number];
export const CHAIN_CODES = { 56: 1, 137: 2 } as const satisfies Record<ChainId, number>;
export type ChainCode = (typeof CHAIN_CODES)[ChainId];

/** Spec §3 NFT voucher state: 0 unlisted, 1 listed; `voucher/operation` type 1 lists, 0 delists. */
export const VOUCHER_STATE = { unlisted: 0, listed: 1 } as const;
export type VoucherState = (typeof VOUCHER_STATE)[keyof typeof VOUCHER_STATE];
/** Spec §7 `voucher/exchange` type: 0 KinBo, 1 BRP. */
export const VOUCHER_EXCHANGE_TYPE = { kinbo: 0, brp: 1 } as const;
/** Spec §3: voucher prices that select a default image. */
export const VOUCHER_PRICES = ['100', '300', '1000', '3000', '10000'] as const;

/** Spec §4 Flash Deal room states. */
export const ROOM_STATES = { waiting: 0, drawing: 1, finished: 2, disbanded: 3 } as const;
/** Spec §4 Flash Bid room states. */
export const BID_STATES = { open: 0, finished: 1 } as const;

/** Spec §7 sendEmail type: 1 is registration (the spec's only one). */
export const EMAIL_CODE_TYPE_REGISTER = 1;

/**
 * The kinds of record a confirmation screen shows (spec §2: deposit confirmed, withdrawal confirmed,
 * ticket sent, purchase confirmed, NFT purchased): `GET /api/report/latest?kind=` answers the newest one.
 */
export const LATEST_RECORD_KINDS = ['deposit', 'withdrawal', 'ticketSent', 'purchase', 'nft'] as const;
export type LatestRecordKind = (typeof LATEST_RECORD_KINDS)[number];

/**
 * Assumed sendEmail types for account recovery (issue 12, documented in server/README.md):
 * 2 = forgot the account password (logged out), 3 = forgot the security password (logged in, own e-mail).
 */
export const EMAIL_CODE_TYPE = { register: EMAIL_CODE_TYPE_REGISTER, resetPassword: 2, resetPayPassword: 3 } as const;
export type EmailCodeType = (typeof EMAIL_CODE_TYPE)[keyof typeof EMAIL_CODE_TYPE];
