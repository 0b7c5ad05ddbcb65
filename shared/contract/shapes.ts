/**
 * Response shapes of the API (spec §3 and §7; the requests are zod schemas in ./requests). Amounts are decimal strings, counts are
 * integers, times are unix seconds unless named otherwise. Each endpoint (./endpoints) names its answer's
 * type: the server's handlers must answer it and the app's calls read it, so a drift on either side
 * breaks `tsc`. Types only: no runtime code.
 */
import type { BannerJumpType, GetWay, Pm, RecordStatus, ReportRecordType, RewardCategory, VoucherState } from './enums';

/** Every /api answer. `server_time` (unix milliseconds) is sent by the local server; the production API may omit it. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  server_time?: number;
}

/** `data` of the calls that answer only with `msg` (register, logout, password changes …). */
export type NoData = null;

/** A page of a paged list (`data.list`); `total` when the server counts. */
export interface Page<T> {
  list: T[];
  total?: number;
}

// ---- user ----

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
  /** BRP points (NFT vouchers exchanged for BRP). */
  brp: string;
}

export interface LoginResult {
  Token: string;
  /** Expiry, unix seconds. */
  ex_time: number;
  /**
   * The local API's device token (not in the spec: an API without it leaves it out): kept by the app
   * and sent with later logins, so strangers' failed logins never lock this device out.
   */
  device?: string;
}

/** `GET /api/user/checkEmail` data. */
export interface PublicProfile {
  avatar: string;
  email: string;
  nickname?: string;
}

// ---- main ----

export interface MainConfig {
  nft_voucher_amount: string;
  ticket_amount: string;
  vp_amount: string;
  withdraw_min_usdt: string;
  withdraw_min_kinbo: string;
  withdraw_usdt_rate: string;
  withdraw_kinbo_rate: string;
  /**
   * Not in the spec: percent of a USDT withdrawal taken from the amount when its fee is paid in USDT
   * (withdraw's `fee_usdt`). An API without it offers only the KinBo fee.
   */
  withdraw_fee_usdt_rate?: string;
  /** Flash Bid: KinBo each bid adds to the highest. */
  bid_step_kinbo: string;
  /** Flash Deal: an inviter's team reward, percent of the room's price per invited member. */
  chat_team_rate: string;
  /** Flash Deal: percent of the price a member who does not win gets on top of it (3). */
  chat_not_winning_rate: string;
}

export interface Banner {
  id: number;
  /** In the request's Lang; the app draws it over the image. */
  title: string;
  /** Call to action in the request's Lang, '' for none (assumed field). */
  cta?: string;
  img: string;
  jump_type: BannerJumpType;
  jump_url: string;
}

export interface BannerPage {
  list: Banner[];
  total: number;
}

export interface UploadResult {
  uris: string[];
}

export interface RankingEntry {
  avatar: string;
  nickname: string;
  email: string;
  /** USDT credited in the period. */
  number: string;
}

export interface CoinEntry {
  /** Chain code: 1 = BSC (chain id 56), 2 = Polygon (137). */
  chain: number;
  name: string;
  usdt_price: string;
}

// ---- reports ----

export interface ReportRecord {
  id: number;
  type: ReportRecordType;
  /** Localised by the server from the Lang header. */
  title: string;
  amount: string;
  pm: Pm;
  get_way: GetWay | number;
  /** 2 hides the sign for usdt, kinbo and vp. */
  is_lost: number;
  /** Room records: 1 a voucher reward, 0 a 3% reward. */
  is_winner: number;
  chat_id: number | null;
  /** 'YYYY-MM-DD HH:mm:ss' in UTC. */
  created_at: string;
  create_time: number;
  /** Counterparty (ticket transfers). */
  nickname: string | null;
  avatar: string | null;
  email: string | null;
  /**
   * Where the record stands. The local server sends it on every record; the spec's API does
   * not list it, so a record without it shows no status rather than a guessed one.
   */
  status?: RecordStatus;
}

export type ReportDetail = Pick<ReportRecord, 'title' | 'type' | 'amount' | 'pm' | 'created_at' | 'create_time' | 'nickname' | 'get_way' | 'avatar' | 'email'> &
  Partial<Pick<ReportRecord, 'id' | 'is_lost' | 'is_winner' | 'chat_id' | 'status'>> & {
    /** Deposits, withdrawals and purchases (report/info): the order's chain, address and transaction. */
    chain?: number;
    address?: string;
    tx_hash?: string | null;
    /** Withdrawals: the fee in KinBo and what the address receives (in the withdrawn token). */
    fee_kinbo?: string;
    /** Withdrawals whose fee was paid in the withdrawn USDT: that fee (then fee_kinbo is '0'). */
    fee_usdt?: string;
    receive_amount?: string;
  };

/** `GET /api/report/latest?kind=` data: the newest record of a kind, or null when there is none. */
export type LatestRecord =
  | (ReportDetail & {
      id: number;
      /** Deposits, withdrawals and purchases: where the order stands, its chain id, address and transaction. */
      status?: string;
      chain?: number;
      address?: string;
      tx_hash?: string | null;
    })
  | null;

/** A type alias (not an interface) so it is assignable to the server's JSON column type. */
export type ReleaseExpand = {
  pool_usdt: string;
  accelerated_release_usdt: string;
  wallet_kinbo: string;
  usdt_price: string;
  kinbo_number: string;
  pool_number: string;
};

export interface ReleaseRecord {
  id: number;
  title: string;
  created_at: string;
  create_time: number;
  pm: Pm;
  amount: string;
  expand: ReleaseExpand | null;
}

/** USDT still waiting in the release pool. */
export interface ReleasePoolInfo {
  number: string;
}

/** Reward totals (USDT) across both reward categories. */
export interface IncomeSummary {
  total: string;
  today: string;
  not_winning_total: string;
  team_total: string;
}

/** One reward category's totals. */
export interface IncomeInfo {
  category: RewardCategory;
  total: string;
  today: string;
  yesterday: string;
  count: number;
}

// ---- wallet, vouchers, tickets (later features) ----

export interface NftVoucher {
  id: number;
  title: string;
  image: string;
  price: string;
  state: VoucherState;
}

export interface MarketSeller {
  user_id: number;
  avatar: string;
  nickname: string;
}

/** A type alias (not an interface) so the server's rows are assignable to it. */
export type TicketPackage = {
  id: number;
  ticket_num: number;
  /** USDT. */
  amount: string;
};

/** ticket/buy: the tickets bought and what they cost (USDT). */
export interface TicketBuyResult {
  ticket_num: number;
  amount: string;
}

/** ticket/give: the receiver and how many tickets went. */
export interface TicketGiveResult {
  email: string;
  number: number;
}

/** A listed voucher on the market (voucher/buyList), with its seller. */
export type MarketVoucher = NftVoucher & MarketSeller;

/** voucher/exchange: what the voucher was exchanged for. */
export interface VoucherExchangeResult {
  asset: 'kinbo' | 'brp';
  amount: string;
}

/** vp/exchange: the VP spent and the KinBo received. */
export interface VpExchangeResult {
  vp: string;
  kinbo: string;
}

/** user/incomeReceive (shape not given by the spec): the rewards claimed. */
export interface IncomeClaimResult {
  usdt: string;
  kinbo: string;
}

/** Deposit signing response: the arguments of the deposit contract's `deposit`. */
export interface DepositSignature {
  coin_token: string;
  /** Raw on-chain integer amount, as a decimal string. */
  bsc_amount: string;
  type: number;
  id: number;
  /** Deadline, unix seconds. */
  sign_out_time: number;
  v: number;
  r: string;
  s: string;
}

/** A deposit order (depositPending, depositInfo, depositConfirm; shape assumed, server/README.md "Wallet"). */
export interface DepositOrder extends DepositSignature {
  chain: number;
  address: string;
  /** The amount as entered (decimal string). */
  number: string;
  /** reversed: the credited transaction left the canonical chain and the credit was taken back. */
  status: 'pending' | 'completed' | 'reversed';
  tx_hash: string | null;
  created_at: string;
  /** While a seen transaction waits for its blocks: confirmations so far and needed. Absent from older APIs. */
  confirmations?: number;
  confirmations_required?: number;
}

/** A withdrawal (withdraw, withdrawInfo): queued → sending → sent (tx_hash on-chain) | failed (refunded). */
export interface Withdrawal {
  id: number;
  chain: number;
  /** 0 USDT, 1 KinBo. */
  type: 0 | 1;
  address: string;
  number: string;
  fee_kinbo: string;
  /** Not in the spec: the USDT fee taken from the amount ('0' when the fee was paid in KinBo). */
  fee_usdt?: string;
  receive: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  tx_hash: string | null;
  created_at: string;
}

/** A KinBo purchase order (order/create, order/hash): pay exactly `amount_units` of BSC USDT to `address` (assumed shape). */
export interface PurchaseOrder {
  id: number;
  chain: number;
  token: string;
  /** The receiving address to pay. */
  address: string;
  payer: string | null;
  amount: string;
  amount_units: string;
  kinbo: string;
  /** reversed: the credited transaction left the canonical chain and the credit was taken back. */
  status: 'pending' | 'completed' | 'reversed';
  tx_hash: string | null;
  created_at: string;
  /** While a seen transaction waits for its blocks: confirmations so far and needed. Absent from older APIs. */
  confirmations?: number;
  confirmations_required?: number;
  /** When the quoted price stops holding; a payment after it is credited at the price of its moment. Absent from older APIs. */
  expires_at?: string;
}

// ---- games (rules: server/README.md "Games") ----

/** A Flash Deal member. `is_winner` is 1 for the winner, 0 otherwise (also before the draw). */
export interface RoomMember {
  user_id: number;
  avatar: string;
  nickname: string;
  /** Masked for other players by the local server (`pl***@kinbo.local`). */
  email: string;
  is_winner: number;
  /** 1, 2, 3 … : the order of the draw. */
  join_order: number;
  created_at: string;
}

/** A Flash Deal room card (room/chatList). */
export interface GroupRoomCard {
  id: number;
  name: string;
  image: string;
  /** USDT price of the NFT voucher the room sells (100, 300, 1000, 3000 or 10000). */
  price: string;
  /** ROOM_STATES: 0 waiting, 1 drawing, 2 finished, 3 disbanded. */
  state: number;
  member_count: number;
  max_count: number;
  chat_member_count: number;
  /** At most six, in join order. */
  chat_members: Array<{ avatar: string }>;
  /** Seconds of drawing once the last seat fills. */
  open_count_down: number;
  /** Unix seconds: opened; disbanded if not full by end_time; the draw (null until full). */
  start_time: number;
  end_time: number;
  open_time: number | null;
  created_at: string;
  /** The current user is a member. */
  is_room: boolean | number;
  /** USDT a member who does not win gets on top of the price (3 % of it). */
  not_winning_reward: string;
  winner_user_id: number | null;
}

/** room/chatInfo: the card, members in join order and the provably fair draw (shared/games/draw.ts). */
export interface GroupRoom extends GroupRoomCard {
  members: RoomMember[];
  /** SHA-256 of the secret seed, published when the room opens. */
  commitment: string;
  /** The seed, revealed once the room is finished; null before. */
  seed: string | null;
}

/**
 * room/preview (an extension): what a visitor who is not logged in sees of a shared Flash Deal room,
 * from its public view. Avatars only: no member's e-mail, nickname or id.
 */
export type RoomPreview = Pick<GroupRoomCard, 'id' | 'name' | 'image' | 'price' | 'state' | 'member_count' | 'max_count' | 'chat_members' | 'start_time' | 'end_time' | 'open_time'>;

export interface GroupRoomPage extends Page<GroupRoomCard> {
  /** Unix seconds of the next scheduled room's start (null: none scheduled). */
  next_start_time: number | null;
}

export interface BidMember {
  user_id: number;
  nickname: string;
  email: string;
  /** This bidder's highest bid (KinBo). */
  kinbo: string;
  /** When they joined. */
  created_at: string;
  avatar: string;
  /** 1 = highest bid; then by bid, earlier bidder first. */
  rank: number;
}

/** A Flash Bid card (bid/list). */
export interface BiddingRoomCard {
  id: number;
  name: string;
  image: string;
  /** BID_STATES: 0 open, 1 finished. */
  state: number;
  /** Reward (USDT). */
  usdt: string;
  /** Highest bid (KinBo), '0' before the first bid. */
  kinbo: string;
  member_count: number;
  max_count: number;
  /** Unix seconds; end_time moves later with each anti-sniping extension. */
  start_time: number;
  end_time: number;
  created_at: string;
  /** The current user is in the room. */
  is_room: boolean | number;
  /** KinBo a bid adds; the next bid's amount. */
  step: string;
  next_bid: string;
  highest_user_id: number | null;
  winner_user_id: number | null;
  /** A bid in the last `extend_window` seconds moves the end `extend_seconds` later. */
  extensions: number;
  extend_window: number;
  extend_seconds: number;
}

/**
 * One bid of an auction's history. Local API addition (not in the spec's API): the app shows the
 * history only when the answer has it, and a time only when an entry has one.
 */
export interface BidHistoryEntry {
  user_id: number;
  nickname: string;
  /** The bid (KinBo). */
  kinbo: string;
  /** Unix seconds, like the room's times. */
  time?: number;
}

/** bid/info: the card and the bidders, highest first. */
export interface BiddingRoom extends BiddingRoomCard {
  members: BidMember[];
  /** The newest bids first, at most BID_HISTORY_LIMIT (local API addition; absent from the spec's API). */
  history?: BidHistoryEntry[];
}

/**
 * bid/autoBidInfo (local API addition): the caller's auto-bid in one auction, or null when none was
 * set. `active` 1 while the server bids for them; once 0, `reason` says why it stopped.
 */
export interface AutoBid {
  id: number;
  max: string;
  active: 0 | 1;
  reason: 'max' | 'ended' | 'balance' | 'cancelled' | null;
}

export interface BiddingRoomPage extends Page<BiddingRoomCard> {
  total: number;
}
