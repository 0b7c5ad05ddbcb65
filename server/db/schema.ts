import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

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
    /** scrypt over the client's MD5 of the password (see lib/password.ts). */
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
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check('balances_usdt_non_negative', sql`${t.usdt} >= 0`),
    check('balances_kinbo_non_negative', sql`${t.kinbo} >= 0`),
    check('balances_vp_non_negative', sql`${t.vp} >= 0`),
    check('balances_ticket_non_negative', sql`${t.ticket} >= 0`),
    check('balances_nft_voucher_non_negative', sql`${t.nftVoucher} >= 0`),
    check('balances_release_pool_non_negative', sql`${t.releasePool} >= 0`),
  ],
);

/** Purposes of e-mail verification codes; the API's `type` field. */
export const VERIFICATION_PURPOSE = { register: 1 } as const;

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: smallint('purpose').notNull(),
    code: text('code').notNull(),
    /** Wrong guesses against this code; it is burnt after a few (see services/verification.ts). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
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
 * Wrong logins per e-mail address (registered or not, so the answer never tells which), with the
 * back-off they earned. A right password deletes the row; stale rows are pruned.
 */
export const loginFailures = pgTable('login_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamptz('locked_until'),
  updatedAt: timestamptz('updated_at').notNull(),
});

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
 * One row per balance change, written by services/ledger.ts in the same transaction as the change.
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
    /** Title key of server/lib/ledger-titles.ts; translated when read (the Lang header). */
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

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type BalanceRow = typeof balances.$inferSelect;
