/** Shapes of spec §3. Amounts are decimal strings; counts are integers. */

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface UserInfo {
  id: number;
  avatar: string;
  nickname: string;
  email: string;
  invite: string;
  count_winner: number;
  count_not_winner: number;
  ticket: number;
  vp: string;
  nft_voucher: number;
  nft_voucher_price: string;
  nft_voucher_listed_count: number;
  nft_voucher_not_listed_count: number;
  usdt_amount: string;
  kinbo: string;
}

export interface MainConfig {
  nft_voucher_amount: string;
  ticket_amount: string;
  vp_amount: string;
  withdraw_min_usdt: string;
  withdraw_min_kinbo: string;
  withdraw_usdt_rate: string;
  withdraw_kinbo_rate: string;
}

export interface LoginResult {
  Token: string;
  /** Expiry, unix seconds. */
  ex_time: number;
}
