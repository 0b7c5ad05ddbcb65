/**
 * The API's enums (spec §3 and §9), as plain `as const` data. The app and the local server both import
 * them, so a value that changes on one side breaks `tsc` on the other. No runtime imports here.
 * The chains (./chains) and the game states (./games) have modules of their own: first loads import them
 * without these.
 */

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

/** Status of a report record (the local server's own field, not in the spec's contract). */
export const RECORD_STATUSES = ['pending', 'under_review', 'completed', 'failed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

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

/** 0 USDT, 1 KinBo: the `type` of the deposit and withdrawal calls. */
export const TOKEN_TYPE = { usdt: 0, kinbo: 1 } as const;
export type TokenType = (typeof TOKEN_TYPE)[keyof typeof TOKEN_TYPE];
export const TOKEN_TYPES = [TOKEN_TYPE.usdt, TOKEN_TYPE.kinbo] as const;

/** Spec §3 NFT voucher state: 0 unlisted, 1 listed; `voucher/operation` type 1 lists, 0 delists. */
export const VOUCHER_STATE = { unlisted: 0, listed: 1 } as const;
export type VoucherState = (typeof VOUCHER_STATE)[keyof typeof VOUCHER_STATE];
/** Spec §7 `voucher/exchange` type: 0 KinBo, 1 BRP. */
export const VOUCHER_EXCHANGE_TYPE = { kinbo: 0, brp: 1 } as const;
/** Spec §3: voucher prices that select a default image. */
export const VOUCHER_PRICES = ['100', '300', '1000', '3000', '10000'] as const;

/** Spec §7 sendEmail type: 1 is registration (the spec's only one). */
export const EMAIL_CODE_TYPE_REGISTER = 1;

/**
 * Assumed sendEmail types for account recovery (documented in server/README.md):
 * 2 = forgot the account password (logged out), 3 = forgot the security password (logged in, own e-mail).
 */
export const EMAIL_CODE_TYPE = { register: EMAIL_CODE_TYPE_REGISTER, resetPassword: 2, resetPayPassword: 3 } as const;
export type EmailCodeType = (typeof EMAIL_CODE_TYPE)[keyof typeof EMAIL_CODE_TYPE];
