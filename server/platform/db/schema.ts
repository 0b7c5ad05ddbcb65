import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { EMAIL_CODE_TYPE } from '../../../shared/contract/enums';

/**
 * Database schema of the local API.
 *
 * Money columns are numeric(38,18) and travel through the code as strings (never floats).
 * Balances sit in their own table, one row per user, so the ledger service that comes later
 * can lock one row (SELECT ... FOR UPDATE) and add a `ledger_entries` row in the same
 * transaction without touching `users`.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Precision used by every money-like column (USDT, KinBo, VP). */
export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    /** Stored as typed; uniqueness is case-insensitive through the lower() index below. */
    nickname: text('nickname').notNull(),
    /** scrypt over the client's MD5 of the password (see platform/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** scrypt over the client's MD5 of the 6-digit security PIN. */
    payPasswordHash: text('pay_password_hash').notNull(),
    /** This user's own invite code (upper case). */
    inviteCode: text('invite_code').notNull(),
    /** The user whose invite code was used at registration; null only for the seeded founder. */
    referrerId: integer('referrer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** '' or a path issued by the upload service ('/uploads/<name>'). */
    avatar: text('avatar').notNull().default(''),
    /** Raised on every password change; a session made under an older version no longer authenticates. */
    passwordVersion: integer('password_version').notNull().default(0),
    /** Consecutive wrong security PINs (services/pin.ts); reset by a right one. */
    pinFailures: integer('pin_failures').notNull().default(0),
    /** While in the future, every call that takes the PIN is refused without checking it. */
    pinLockedUntil: timestamptz('pin_locked_until'),
    countWinner: integer('count_winner').notNull().default(0),
    countNotWinner: integer('count_not_winner').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_nickname_lower_unique').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_invite_code_unique').on(t.inviteCode),
    index('users_referrer_idx').on(t.referrerId),
  ],
);

/**
 * Current balances, one row per user (created together with the user).
 * The CHECKs make a negative balance impossible even if a service forgets to test for it.
 */
export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    usdt: money('usdt').notNull().default('0'),
    kinbo: money('kinbo').notNull().default('0'),
    vp: money('vp').notNull().default('0'),
    ticket: integer('ticket').notNull().default(0),
    /** NFT vouchers held (a count). */
    nftVoucher: integer('nft_voucher').notNull().default(0),
    /** USDT waiting in the release pool (spec §3 pending release number). */
    releasePool: money('release_pool').notNull().default('0'),
    /** BRP points (NFT vouchers exchanged for BRP). */
    brp: money('brp').notNull().default('0'),
    /** USDT held by Flash Deal rooms the user joined (the room's price until the draw or a refund). */
    usdtHeld: money('usdt_held').notNull().default('0'),
    /** KinBo held by the user's current highest Flash Bid bid. */
    kinboHeld: money('kinbo_held').notNull().default('0'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check('balances_usdt_non_negative', sql`${t.usdt} >= 0`),
    check('balances_kinbo_non_negative', sql`${t.kinbo} >= 0`),
    check('balances_vp_non_negative', sql`${t.vp} >= 0`),
    check('balances_ticket_non_negative', sql`${t.ticket} >= 0`),
    check('balances_nft_voucher_non_negative', sql`${t.nftVoucher} >= 0`),
    check('balances_release_pool_non_negative', sql`${t.releasePool} >= 0`),
    check('balances_brp_non_negative', sql`${t.brp} >= 0`),
    check('balances_usdt_held_non_negative', sql`${t.usdtHeld} >= 0`),
    check('balances_kinbo_held_non_negative', sql`${t.kinboHeld} >= 0`),
  ],
);

/** Purposes of e-mail verification codes, the API's `type` field: the sendEmail `type` a code was issued for; a code only works for its own purpose. */
export const VERIFICATION_PURPOSE = EMAIL_CODE_TYPE;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSE)[keyof typeof VERIFICATION_PURPOSE];

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: smallint('purpose').notNull(),
    code: text('code').notNull(),
    /** The client that asked for the code (its key: the address, an IPv6 one as its /64, platform/client.ts): the daily send caps count per e-mail and client (auth/verification.ts). */
    client: text('client').notNull(),
    /** Wrong guesses against this code; it is burnt after a few (see services/verification.ts). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
);

/**
 * One row per wrong code guessed for an e-mail (any type, with or without a live code), by client
 * (its key, platform/client.ts): the daily guess caps per e-mail and client and per e-mail count these (auth/verification.ts).
 * Rows older than a day are deleted.
 */
export const verificationWrongGuesses = pgTable(
  'verification_wrong_guesses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    client: text('client').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('verification_wrong_guesses_email_idx').on(t.email, t.createdAt), index('verification_wrong_guesses_created_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** users.password_version when the session was made; a mismatch means the password changed since. */
    passwordVersion: integer('password_version').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Wrong logins per e-mail address (registered or not, so the answer never tells which) AND client
 * (its key: the address, an IPv6 one as its /64, platform/client.ts), with the back-off they earned: a stranger's failures lock only the stranger's client, never
 * the owner's. A right password from that client deletes the row; stale rows are pruned.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] })],
);

/**
 * Wrong logins per e-mail address from all clients together in a fixed window (the ceiling against
 * guessing spread over many addresses, services/sessions.ts). An e-mail-code password reset deletes it.
 */
export const loginFailureWindows = pgTable('login_failure_windows', {
  email: text('email').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  failures: integer('failures').notNull(),
});

/**
 * Devices that logged in to an account: the SHA-256 of a random token handed out at a successful login
 * and sent back by the app on later logins. A known device's attempts are counted under its own key
 * and pass the e-mail-wide ceiling, so strangers' failures never lock it out (services/sessions.ts).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
  },
  (t) => [uniqueIndex('known_devices_token_hash').on(t.tokenHash), index('known_devices_user').on(t.userId, t.lastUsedAt)],
);

/** Key/value settings; values are strings (decimal strings for amounts). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** Files issued by the upload service; an avatar must name one of these. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** File name under UPLOAD_DIR, e.g. '3f2a...c1.png'. */
    name: text('name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('uploads_name_unique').on(t.name)],
);

// ---- ledger, reports, banners, prices ----

/**
 * One row per balance change, written by platform/ledger.ts in the same transaction as the change.
 * This is what the reports read: a balance always equals the sum of its rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which balance moved: usdt, kinbo, vp, ticket, nft_voucher, release_pool. */
    asset: text('asset').notNull(),
    /** Report type (tab): usdt, kinbo, voucher, ticket, vp, room, chat_not_winning_usdt, chat_team_usdt, release. */
    type: text('type').notNull(),
    /** Title key of server/platform/ledger-titles.ts; translated when read (the Lang header). */
    titleKey: text('title_key').notNull(),
    titleParams: jsonb('title_params').$type<Record<string, string | number>>().notNull().default({}),
    /** The size of the balance change (always > 0; `pm` gives the direction). */
    amount: money('amount').notNull(),
    /** What the record shows when it differs from the change (a release shows its USDT value). */
    displayAmount: money('display_amount'),
    /** 1 credit, 0 debit. */
    pm: smallint('pm').notNull(),
    /** 0 none, 1 purchase, 2 transfer, 3 game, 4 sell or withdraw (the report filter's `way`). */
    getWay: smallint('get_way').notNull().default(0),
    /** 2 hides the sign (usdt, kinbo, vp). */
    isLost: smallint('is_lost').notNull().default(0),
    /** Room results: 1 voucher reward, 0 a 3% reward. */
    isWinner: smallint('is_winner'),
    chatId: integer('chat_id'),
    counterpartyId: integer('counterparty_id').references(() => users.id, { onDelete: 'set null' }),
    /** Release entries: pool_usdt, accelerated_release_usdt, wallet_kinbo, usdt_price, kinbo_number, pool_number. */
    expand: jsonb('expand').$type<Record<string, string>>(),
    /** The wallet operation this record belongs to (deposit, withdrawal, purchase), for report/info. */
    refKind: text('ref_kind'),
    refId: integer('ref_id'),
    /** The balance right after this change (an audit trail). */
    balanceAfter: money('balance_after').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_user_type_time_idx').on(t.userId, t.type, t.createdAt.desc(), t.id.desc()),
    index('ledger_entries_type_time_idx').on(t.type, t.createdAt),
    check('ledger_entries_amount_positive', sql`${t.amount} > 0`),
    check('ledger_entries_pm_valid', sql`${t.pm} in (0, 1)`),
    check('ledger_entries_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Home banners and other articles (`type` 1 = home banner). */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    img: text('img').notNull().default(''),
    /** 0 navigates inside the app, 1 opens a new window. */
    jumpType: smallint('jump_type').notNull().default(0),
    jumpUrl: text('jump_url').notNull().default(''),
    /**
     * The banner's title and call to action per API language (en, zh, kr, id, vn, fil), drawn by the
     * app over the image: no text is baked into an image. A missing language falls back to en, then `title`.
     */
    titles: jsonb('titles').$type<Partial<Record<string, string>>>().notNull().default({}),
    ctas: jsonb('ctas').$type<Partial<Record<string, string>>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('articles_type_sort_idx').on(t.type, t.sort, t.id)],
);

/** Token prices in USDT per chain code (1 = BSC, 2 = Polygon); chain 1 KinBo is the KinBo price. */
export const coinPrices = pgTable(
  'coin_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chain: smallint('chain').notNull(),
    name: text('name').notNull(),
    usdtPrice: money('usdt_price').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('coin_prices_chain_name_unique').on(t.chain, t.name), check('coin_prices_price_non_negative', sql`${t.usdtPrice} >= 0`)],
);

// ---- wallet: on-chain deposits, withdrawals, purchases, tickets, vouchers ----

/** Token amounts in a token's smallest unit (uint256 fits in numeric(78,0)). */
const units = (name: string) => numeric(name, { precision: 78, scale: 0 });

/**
 * A deposit the API approved (spec §4 Deposit): bound to user, chain, token, amount and wallet address,
 * signed with the operator key. Credited once, by the confirm call or the watcher, whichever sees the
 * `Deposit` event first: status moves pending → completed in the same transaction as the ledger credit.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    /** 0 USDT, 1 KinBo. */
    depositType: smallint('deposit_type').notNull(),
    token: text('token').notNull(),
    /** The wallet that must call deposit (checksummed). */
    address: text('address').notNull(),
    amount: money('amount').notNull(),
    amountUnits: units('amount_units').notNull(),
    nonce: units('nonce').notNull(),
    deadline: timestamptz('deadline').notNull(),
    v: smallint('v').notNull(),
    r: text('r').notNull(),
    s: text('s').notNull(),
    /** pending | completed | reversed (its transaction left the canonical chain: credit-reversals.ts) */
    status: text('status').notNull().default('pending'),
    txHash: text('tx_hash'),
    logIndex: integer('log_index'),
    /** confirm | watcher */
    creditedBy: text('credited_by'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('deposit_orders_user_status_idx').on(t.userId, t.status, t.createdAt),
    uniqueIndex('deposit_orders_tx_unique').on(t.chainId, t.txHash, t.logIndex),
    check('deposit_orders_status_valid', sql`${t.status} in ('pending', 'completed', 'reversed')`),
  ],
);

/**
 * A withdrawal: debited when created (amount, and the USDT fee in KinBo), then paid out by the payout
 * job: queued → sending (nonce, hash and signed transaction stored BEFORE broadcast) → sent | failed
 * (refunded through the ledger). A restart resumes `sending` rows from the stored transaction, so a
 * payout is broadcast with one nonce only and can never be paid twice.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    /** 0 USDT, 1 KinBo. */
    withdrawType: smallint('withdraw_type').notNull(),
    token: text('token').notNull(),
    address: text('address').notNull(),
    /** Debited from the balance of the withdrawn asset. */
    amount: money('amount').notNull(),
    /** KinBo debited as the fee (USDT withdrawals), else 0. */
    feeKinbo: money('fee_kinbo').notNull().default('0'),
    /** USDT taken from the amount as the fee (a USDT withdrawal whose fee is paid in USDT), else 0. */
    feeUsdt: money('fee_usdt').notNull().default('0'),
    /** What the address receives (tokens). */
    receiveAmount: money('receive_amount').notNull(),
    receiveUnits: units('receive_units').notNull(),
    /** queued | sending | sent | failed */
    status: text('status').notNull().default('queued'),
    nonce: integer('nonce'),
    txHash: text('tx_hash'),
    rawTx: text('raw_tx'),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('withdrawals_status_idx').on(t.status, t.id),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    check('withdrawals_status_valid', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/** Job state kept in rows (the deposit watcher's last block per chain, the payout signer's lock per chain). */
export const jobState = pgTable('job_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** KinBo bought with on-chain USDT (order/create → order/hash). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    token: text('token').notNull(),
    receiveAddress: text('receive_address').notNull(),
    /** The wallet that must pay, when the order named one (checksummed). */
    payer: text('payer'),
    /** USDT to pay. */
    amount: money('amount').notNull(),
    amountUnits: units('amount_units').notNull(),
    /** KinBo credited (amount / KinBo price at creation, 6 decimals, rounded down). */
    kinbo: money('kinbo').notNull(),
    /** pending | completed | reversed (its transaction left the canonical chain: credit-reversals.ts) */
    status: text('status').notNull().default('pending'),
    txHash: text('tx_hash'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('purchase_orders_tx_unique').on(t.chainId, t.txHash), index('purchase_orders_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Claims are rows: every credit of value from a chain inserts the
 * logs it rests on here, in the same transaction as the credit. The primary key (chain, tx hash, log
 * index) makes a second claim of the same log, by any kind of credit and any process, fail at the
 * database. A deposit claims its `Deposit` event and the token Transfer that paid it; a purchase claims
 * its Transfer; so one payment can never be both.
 */
export const chainClaims = pgTable(
  'chain_claims',
  {
    chainId: integer('chain_id').notNull(),
    /** Lower-case 0x hex, as the node returns it. */
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    /** deposit | purchase: the order table `refId` points into. */
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    /** The block the credited transaction was in when credited (the reorg watcher re-checks it); null before it was kept. */
    blockNumber: integer('block_number'),
    blockHash: text('block_hash'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'chain_claims_pkey', columns: [t.chainId, t.txHash, t.logIndex] }),
    index('chain_claims_ref_idx').on(t.kind, t.refId),
    index('chain_claims_block_idx').on(t.chainId, t.blockNumber),
    check('chain_claims_kind_valid', sql`${t.kind} in ('deposit', 'purchase')`),
  ],
);

/**
 * A credit taken back because its transaction left the canonical chain (a reorg). The primary key (kind,
 * ref) is the claim: two watchers in two processes reverse a credit once. `debited` is what the ledger
 * took back; `shortfall` what the balance no longer held (spent already), left for the operator.
 */
export const creditReversals = pgTable(
  'credit_reversals',
  {
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    debited: money('debited').notNull(),
    shortfall: money('shortfall').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ name: 'credit_reversals_pkey', columns: [t.kind, t.refId] }), check('credit_reversals_kind_valid', sql`${t.kind} in ('deposit', 'purchase')`)],
);

/** Ticket packages (spec §3): ticket_num tickets for amount USDT. */
export const ticketPackages = pgTable('ticket_packages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ticketNum: integer('ticket_num').notNull(),
  amount: money('amount').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** NFT vouchers (spec §3): state 0 unlisted, 1 listed. Exchanged vouchers are deleted. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    price: money('price').notNull(),
    state: smallint('state').notNull().default(0),
    listedAt: timestamptz('listed_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('vouchers_owner_idx').on(t.ownerId, t.id), index('vouchers_listed_idx').on(t.state, t.ownerId), check('vouchers_state_valid', sql`${t.state} in (0, 1)`)],
);

// ---- games: Flash Deal rooms and Flash Bid auctions (rules in server/README.md) ----

/**
 * Where new games come from: every `interval_seconds` from `next_start_at` the game clock opens one
 * room (kind 'deal') or auction (kind 'bid') from this row and moves `next_start_at` on.
 * `price` is a Flash Deal's price or a Flash Bid's USDT reward.
 */
export const gameSchedules = pgTable(
  'game_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'deal' | 'bid'>().notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    price: money('price').notNull(),
    maxCount: integer('max_count').notNull(),
    /** Flash Deal: seconds of drawing after the last seat fills. */
    openCountDown: integer('open_count_down').notNull().default(0),
    /** How long a game stays open (Flash Deal: until disbanded; Flash Bid: until its first end time). */
    durationSeconds: integer('duration_seconds').notNull(),
    intervalSeconds: integer('interval_seconds').notNull(),
    nextStartAt: timestamptz('next_start_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('game_schedules_next_idx').on(t.kind, t.nextStartAt),
    check('game_schedules_kind_valid', sql`${t.kind} in ('deal', 'bid')`),
    check('game_schedules_positive', sql`${t.price} > 0 and ${t.maxCount} > 0 and ${t.durationSeconds} > 0 and ${t.intervalSeconds} > 0 and ${t.openCountDown} >= 0`),
  ],
);

/**
 * A Flash Deal (group-purchase) room. The draw's secret `seed` is chosen when the room opens and only
 * its SHA-256 (`commitment`) is shown until the room is finished.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer('schedule_id').references(() => gameSchedules.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    /** USDT price of the NFT voucher this room sells (100, 300, 1000, 3000 or 10000). */
    price: money('price').notNull(),
    maxCount: integer('max_count').notNull(),
    memberCount: integer('member_count').notNull().default(0),
    /** 0 waiting, 1 drawing, 2 finished, 3 disbanded. */
    state: smallint('state').notNull().default(0),
    openCountDown: integer('open_count_down').notNull(),
    startTime: timestamptz('start_time').notNull(),
    /** Not full by then: disbanded. */
    endTime: timestamptz('end_time').notNull(),
    /** When the last seat filled (drawing began). */
    filledAt: timestamptz('filled_at'),
    /** When the drawing ends and the winner is drawn (filled_at + open_count_down). */
    openAt: timestamptz('open_at'),
    finishedAt: timestamptz('finished_at'),
    /** 32 random bytes as hex; revealed only once the room is finished. */
    seed: text('seed').notNull(),
    /** SHA-256 hex of the seed's hex text (shared/games/draw.ts). */
    commitment: text('commitment').notNull(),
    winnerUserId: integer('winner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('rooms_state_end_idx').on(t.state, t.endTime),
    index('rooms_state_open_idx').on(t.state, t.openAt),
    check('rooms_state_valid', sql`${t.state} in (0, 1, 2, 3)`),
    check('rooms_members_within_max', sql`${t.memberCount} >= 0 and ${t.memberCount} <= ${t.maxCount}`),
    check('rooms_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * Room members in join order. `waiting` is true while the room is in state 0; the partial unique
 * index makes "one waiting room per user" a database rule, safe under concurrent joins.
 */
export const roomMembers = pgTable(
  'room_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … : the order the draw uses. */
    joinOrder: integer('join_order').notNull(),
    waiting: boolean('waiting').notNull().default(true),
    /** null until the draw; then 1 winner, 0 not winner. */
    isWinner: smallint('is_winner'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('room_members_room_user_unique').on(t.roomId, t.userId),
    uniqueIndex('room_members_room_order_unique').on(t.roomId, t.joinOrder),
    uniqueIndex('room_members_one_waiting_room')
      .on(t.userId)
      .where(sql`${t.waiting}`),
    index('room_members_user_idx').on(t.userId),
  ],
);

/** A Flash Bid auction: bidders raise the KinBo bid by a fixed step; the highest at the end wins `usdt`. */
export const bidRooms = pgTable(
  'bid_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer('schedule_id').references(() => gameSchedules.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    /** USDT reward. */
    usdt: money('usdt').notNull(),
    /** Highest bid in KinBo (0 before the first bid). */
    kinbo: money('kinbo').notNull().default('0'),
    highestUserId: integer('highest_user_id').references(() => users.id, { onDelete: 'set null' }),
    memberCount: integer('member_count').notNull().default(0),
    maxCount: integer('max_count').notNull(),
    /** 0 open, 1 finished. */
    state: smallint('state').notNull().default(0),
    startTime: timestamptz('start_time').notNull(),
    /** Moves later by the anti-sniping extension. */
    endTime: timestamptz('end_time').notNull(),
    extensions: integer('extensions').notNull().default(0),
    finishedAt: timestamptz('finished_at'),
    winnerUserId: integer('winner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('bid_rooms_state_end_idx').on(t.state, t.endTime),
    check('bid_rooms_state_valid', sql`${t.state} in (0, 1)`),
    check('bid_rooms_members_within_max', sql`${t.memberCount} >= 0 and ${t.memberCount} <= ${t.maxCount}`),
    check('bid_rooms_amounts_valid', sql`${t.usdt} > 0 and ${t.kinbo} >= 0`),
  ],
);

/** Bidders of a Flash Bid room. `active` until the room ends: one bidding room at a time per user. */
export const bidMembers = pgTable(
  'bid_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidRoomId: integer('bid_room_id')
      .notNull()
      .references(() => bidRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** This member's highest bid so far (0 before bidding). */
    kinbo: money('kinbo').notNull().default('0'),
    /** KinBo held for this member right now (their bid while it is the highest, else 0). */
    held: money('held').notNull().default('0'),
    active: boolean('active').notNull().default(true),
    lastBidAt: timestamptz('last_bid_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('bid_members_room_user_unique').on(t.bidRoomId, t.userId),
    uniqueIndex('bid_members_one_active_room')
      .on(t.userId)
      .where(sql`${t.active}`),
    check('bid_members_amounts_valid', sql`${t.kinbo} >= 0 and ${t.held} >= 0`),
  ],
);

/**
 * A bidder's auto-bid in one auction: one row per (auction, user), setting it again changes the
 * maximum. While `active`, the game clock bids the next amount for the user once `due_at` has passed
 * (set a few seconds after they are outbid; null while they are the highest); it stops, with
 * `stop_reason`, at the maximum, at the end, when KinBo is short, or on cancel. No PIN is kept.
 */
export const autoBids = pgTable(
  'auto_bids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidRoomId: integer('bid_room_id')
      .notNull()
      .references(() => bidRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The most this user's auto-bid bids, in KinBo. */
    max: money('max').notNull(),
    active: boolean('active').notNull().default(true),
    /** 'max' | 'ended' | 'balance' | 'cancelled' once stopped, else null. */
    stopReason: text('stop_reason'),
    dueAt: timestamptz('due_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('auto_bids_room_user_unique').on(t.bidRoomId, t.userId),
    index('auto_bids_due_idx')
      .on(t.dueAt)
      .where(sql`${t.active}`),
    check('auto_bids_max_valid', sql`${t.max} > 0`),
  ],
);

/** Every bid, for the audit trail (the room row holds the current highest). */
export const bids = pgTable(
  'bids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidRoomId: integer('bid_room_id')
      .notNull()
      .references(() => bidRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** The room's end time after this bid (shows each anti-sniping extension). */
    endTimeAfter: timestamptz('end_time_after').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('bids_room_idx').on(t.bidRoomId, t.id)],
);

/**
 * A user's inbox (server/notifications): one row per event the user is told of, made after the
 * event's transaction committed. `ref` names the event within its kind (the outbidding bid, the room,
 * the deposit order), so the unique key makes one row of one event however often it is seen (several
 * processes, a replayed notice). `payload` holds ids and decimal-string amounts only: the app builds
 * the text in the reader's language. Rows older than the age-out horizon are deleted by the sweep job.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    payload: jsonb('payload').$type<Record<string, string | number>>().notNull(),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('notifications_user_kind_ref_unique').on(t.userId, t.kind, t.ref),
    index('notifications_user_id_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** Which inbox kinds a user does not want to be alerted of (toasts, pushes); the entries are still kept. */
export const noticePrefs = pgTable('notice_prefs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  muted: jsonb('muted').$type<string[]>().notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * Web Push subscriptions (server/push), one row per browser: the push service's endpoint is unique, so
 * a device that logs in as someone else moves to them. `p256dh`/`auth` are the browser's keys
 * (base64url); `lang` the server language the texts are written in. A 404/410 from the push service
 * deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

export type RoomRow = typeof rooms.$inferSelect;
export type BidRoomRow = typeof bidRooms.$inferSelect;
export type AutoBidRow = typeof autoBids.$inferSelect;

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type BalanceRow = typeof balances.$inferSelect;
