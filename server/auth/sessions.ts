import { and, desc, eq, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';
import { knownDevices, loginFailures, loginFailureWindows, sessions, users } from '../platform/db/schema';
import { AppError, ErrorCode } from '../platform/errors';
import { newSessionToken, sha256Hex } from '../platform/random';
import type { ServiceContext } from '../platform/services-context';
import { lockedUntilAfter, minutesUntil } from '../platform/guard';
import { VERIFICATION_PURPOSE } from '../platform/db/schema';
import type { VerificationService } from './verification';

/** The authenticated caller, as resolved from the Token header. */
export type SessionInfo = { sessionId: number; userId: number; expiresAt: Date };

/** Expired sessions are kept this long so a late request still gets 40200 rather than 40100. */
const EXPIRED_SESSION_RETENTION_MS = 30 * 24 * 3600 * 1000;
/** Live sessions per user; a new login revokes the oldest beyond this. */
export const MAX_SESSIONS_PER_USER = 10;
/** Known devices a user keeps (the most recently used). */
export const MAX_DEVICES_PER_USER = 20;
/** The first login lock (after 5 wrong passwords for one e-mail from one client) lasts this long, doubling with each further failure. */
export const LOGIN_LOCK_BASE_MS = 60_000;
/**
 * The ceiling over all clients together: this many wrong passwords for one e-mail within
 * LOGIN_EMAIL_WINDOW_MS lock the e-mail everywhere until the window ends. Guessing spread over many
 * addresses stays at about 100 an hour; the owner gets back in at once by an e-mail-code reset.
 */
export const LOGIN_EMAIL_CEILING = 100;
export const LOGIN_EMAIL_WINDOW_MS = 3600_000;
/** Failure rows untouched this long are pruned. */
const LOGIN_FAILURE_RETENTION_MS = 48 * 3600_000;

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** The Token header → the hash sessions are stored under, or 40100 when it is missing or malformed. */
function tokenHashOf(token: string | undefined): string {
  const trimmed = token?.trim() ?? '';
  if (!trimmed) throw new AppError(ErrorCode.TOKEN_INVALID, 'token_missing');
  if (!TOKEN_PATTERN.test(trimmed)) throw new AppError(ErrorCode.TOKEN_INVALID, 'token_invalid');
  return sha256Hex(trimmed);
}

/** What a session look-up selects. */
export const sessionColumns = { sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt };
/**
 * The join that makes a session count: its user, under the password version it was made with (a
 * session made under an older password no longer authenticates).
 */
export const sessionUserMatches = and(eq(users.id, sessions.userId), eq(users.passwordVersion, sessions.passwordVersion));

export function createSessionService(ctx: ServiceContext, deps: { verification: VerificationService }) {
  const { db, now, config, secrets } = ctx;
  // Compared against when the e-mail is unknown, so both failures take the same time.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= secrets.hash('0'.repeat(32)));

  /**
   * Counts a login attempt for `email` from `client` before the password is checked (so parallel
   * guesses cannot pass the limit) and refuses while that pair is locked (5 wrong → 1 min, doubling),
   * or while the e-mail has LOGIN_EMAIL_CEILING failures from all clients in the current window.
   * Known and unknown e-mails are counted alike, so the answer never tells whether an account exists.
   * The caller holds its place in the hashing queue already: a "busy" refusal is never counted.
   */
  async function countAttempt(email: string, client: string, passCeiling: boolean, atCeiling: 'ask_code' | 'refuse'): Promise<void> {
    await db.transaction(async (tx) => {
      const at = now();
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);
      const [pair] = await tx
        .select()
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), eq(loginFailures.client, client)));
      if (pair?.lockedUntil && pair.lockedUntil.getTime() > at.getTime()) {
        throw new AppError(ErrorCode.LOGIN_LOCKED, 'login_locked', { minutes: minutesUntil(pair.lockedUntil, at) });
      }
      const [window] = await tx.select().from(loginFailureWindows).where(eq(loginFailureWindows.email, email));
      const windowOpen = window !== undefined && at.getTime() - window.windowStart.getTime() < LOGIN_EMAIL_WINDOW_MS;
      // A device that logged in before, or a login with the e-mail's code, passes the ceiling:
      // strangers' failures never lock the owner out. A new device is asked for the code (20021).
      if (windowOpen && window.failures >= LOGIN_EMAIL_CEILING && !passCeiling) {
        if (atCeiling === 'ask_code') throw new AppError(ErrorCode.LOGIN_CODE_REQUIRED, 'login_code_required');
        const until = new Date(window.windowStart.getTime() + LOGIN_EMAIL_WINDOW_MS);
        throw new AppError(ErrorCode.LOGIN_LOCKED, 'login_locked_everywhere', { minutes: minutesUntil(until, at) });
      }

      const failures = (pair?.failures ?? 0) + 1;
      const lockedUntil = lockedUntilAfter(failures, LOGIN_LOCK_BASE_MS, at);
      await tx
        .insert(loginFailures)
        .values({ email, client, failures, lockedUntil, updatedAt: at })
        .onConflictDoUpdate({ target: [loginFailures.email, loginFailures.client], set: { failures, lockedUntil, updatedAt: at } });
      const windowFailures = windowOpen ? window.failures + 1 : 1;
      const windowStart = windowOpen ? window.windowStart : at;
      await tx
        .insert(loginFailureWindows)
        .values({ email, windowStart, failures: windowFailures })
        .onConflictDoUpdate({ target: loginFailureWindows.email, set: { windowStart, failures: windowFailures } });
      if (!pair) {
        await tx.delete(loginFailures).where(lt(loginFailures.updatedAt, new Date(at.getTime() - LOGIN_FAILURE_RETENTION_MS)));
        await tx.delete(loginFailureWindows).where(lt(loginFailureWindows.windowStart, new Date(at.getTime() - LOGIN_EMAIL_WINDOW_MS)));
      }
    });
  }

  /**
   * The password was right: this client's count starts afresh, and this attempt leaves the e-mail's
   * window (the ceiling counts failures). Other clients' counts stay: they were not the owner.
   */
  async function clearAttempts(email: string, client: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.client, client)));
      await tx
        .update(loginFailureWindows)
        .set({ failures: sql`greatest(${loginFailureWindows.failures} - 1, 0)` })
        .where(eq(loginFailureWindows.email, email));
    });
  }

  /** The id of `userId`'s known device whose token is `device`, or null. */
  async function findDevice(userId: number, device: string): Promise<number | null> {
    const [row] = await db
      .select({ id: knownDevices.id })
      .from(knownDevices)
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, sha256Hex(device))))
      .limit(1);
    return row?.id ?? null;
  }

  /** Marks a known device used, or stores a new one; a user keeps their MAX_DEVICES_PER_USER latest. */
  async function rememberDevice(userId: number, device: string, known: number | null): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      if (known) {
        await tx.update(knownDevices).set({ lastUsedAt: at }).where(eq(knownDevices.id, known));
        return;
      }
      await tx.insert(knownDevices).values({ userId, tokenHash: sha256Hex(device), createdAt: at, lastUsedAt: at });
      const newest = tx
        .select({ id: knownDevices.id })
        .from(knownDevices)
        .where(eq(knownDevices.userId, userId))
        .orderBy(desc(knownDevices.lastUsedAt), desc(knownDevices.id))
        .limit(MAX_DEVICES_PER_USER);
      await tx.delete(knownDevices).where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.id, newest)));
    });
  }

  /** After an e-mail-code password reset: every lock of the e-mail, from any client, is lifted. */
  async function liftAllLocks(email: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(eq(loginFailures.email, email));
      await tx.delete(loginFailureWindows).where(eq(loginFailureWindows.email, email));
    });
  }

  /**
   * Checks an account password against the per-client and per-e-mail limits: a place in the login
   * lane of the hashing queue first (10503 counts nothing), then the count, then scrypt.
   */
  async function checkCounted(email: string, client: string, passwordMd5: string, stored: string, passCeiling = false, atCeiling: 'ask_code' | 'refuse' = 'refuse'): Promise<boolean> {
    const ticket = secrets.admit('login');
    try {
      await countAttempt(email, client, passCeiling, atCeiling);
      return await ticket.verify(passwordMd5, stored);
    } finally {
      ticket.release();
    }
  }

  // Every authenticated request runs this: built once (on first use, so building the services
  // touches no database), a named prepared statement on PostgreSQL. A session made under an older
  // password version no longer authenticates.
  let sessionByTokenHash: ReturnType<typeof buildSessionLookup> | null = null;
  function buildSessionLookup() {
    return db
      .select(sessionColumns)
      .from(sessions)
      .innerJoin(users, sessionUserMatches)
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_by_token_hash');
  }

  /** A session as looked up by its token's hash (possibly with more in the same statement) → it, or 40100 / 40200. */
  function accept(session: SessionInfo | undefined): SessionInfo {
    if (!session) throw new AppError(ErrorCode.TOKEN_INVALID, 'token_invalid');
    if (session.expiresAt.getTime() <= now().getTime()) throw new AppError(ErrorCode.TOKEN_EXPIRED, 'token_expired');
    return session;
  }

  return {
    /** E-mail + MD5 password → a new session token and its expiry in unix seconds. */
    /**
     * `device` is the token a successful login handed this device before, if any: a known device's
     * attempts count under its own key (not the network client's) and pass the e-mail-wide ceiling.
     * Past the ceiling a new device is answered 20021 and passes with `code`, the e-mail's code.
     * Every successful login answers a device token: the known one, or a new one to keep.
     */
    async login(email: string, passwordMd5: string, client: string, device?: string, code?: string): Promise<{ Token: string; ex_time: number; device: string }> {
      const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash, passwordVersion: users.passwordVersion }).from(users).where(eq(users.email, email)).limit(1);
      const known = user && device && TOKEN_PATTERN.test(device) ? await findDevice(user.id, device) : null;
      const attemptKey = known ? `device:${known}` : client;
      // The e-mail's code (sendEmail type 2), checked under the code guess caps before the password.
      const mailCode = !known && code ? code : null;
      if (mailCode) await deps.verification.guessCode(email, mailCode, VERIFICATION_PURPOSE.resetPassword, client);
      const matches = await checkCounted(email, attemptKey, passwordMd5, user?.passwordHash ?? (await decoy()), known !== null || mailCode !== null, 'ask_code');
      if (!user || !matches) throw new AppError(ErrorCode.LOGIN_FAILED, 'login_failed');
      if (mailCode && !(await db.transaction((tx) => deps.verification.consumeCode(tx, email, mailCode, VERIFICATION_PURPOSE.resetPassword))).ok) {
        throw new AppError(ErrorCode.CODE_INVALID, 'code_invalid');
      }
      await clearAttempts(email, attemptKey);
      const deviceToken = known ? device! : newSessionToken();

      const token = newSessionToken();
      const current = now();
      const expiresAt = new Date(current.getTime() + config.tokenTtlSeconds * 1000);
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date(current.getTime() - EXPIRED_SESSION_RETENTION_MS))));
        // The session carries the password version the password was checked against: if the
        // password changes meanwhile, the session never authenticates (see authenticate).
        await tx.insert(sessions).values({
          userId: user.id,
          tokenHash: sha256Hex(token),
          passwordVersion: user.passwordVersion,
          createdAt: current,
          expiresAt,
        });
        const newest = tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id)).orderBy(desc(sessions.createdAt), desc(sessions.id)).limit(MAX_SESSIONS_PER_USER);
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), notInArray(sessions.id, newest)));
      });
      await rememberDevice(user.id, deviceToken, known);
      return { Token: token, ex_time: Math.floor(expiresAt.getTime() / 1000), device: deviceToken };
    },

    /** A password check outside login (changing the password), under the same limits; clears the count when right. */
    async checkPassword(email: string, client: string, passwordMd5: string, stored: string): Promise<boolean> {
      const matches = await checkCounted(email, client, passwordMd5, stored);
      if (matches) await clearAttempts(email, client);
      return matches;
    },
    liftAllLocks,

    /** Token header → session, or 40100 (missing/unknown/revoked/made before a password change) / 40200 (expired). */
    async authenticate(token: string | undefined): Promise<SessionInfo> {
      const [session] = await (sessionByTokenHash ??= buildSessionLookup()).execute({ tokenHash: tokenHashOf(token) });
      return accept(session);
    },

    /**
     * The same check for a hot read that looks the session up in its own statement (user/info: one
     * round trip, not two): `read` gets the token's hash and answers the session and its data.
     */
    async authenticateWith<T>(token: string | undefined, read: (tokenHash: string) => Promise<{ session: SessionInfo; data: T } | undefined>): Promise<{ session: SessionInfo; data: T }> {
      const found = await read(tokenHashOf(token));
      accept(found?.session);
      return found!;
    },

    /** Dev helper: makes a session expire now, so clients can exercise code 40200. */
    async expire(sessionId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(sessions).set({ expiresAt: now() }).where(eq(sessions.id, sessionId));
      });
    },

    /** Server-side logout: the token stops working at once. */
    async revoke(sessionId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.id, sessionId));
      });
    },

    /** Deletes every session of the user except `keepSessionId` (used after a password change). */
    async revokeOthers(executor: AppDatabase, userId: number, keepSessionId: number): Promise<void> {
      await executor.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },

    /** Deletes every session of the user (after a password reset by e-mail code). */
    async revokeAll(executor: AppDatabase, userId: number): Promise<void> {
      await executor.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Moves the caller's own session to the new password version, so it survives the change. */
    async keepAfterPasswordChange(executor: AppDatabase, sessionId: number, passwordVersion: number): Promise<void> {
      await executor.update(sessions).set({ passwordVersion }).where(eq(sessions.id, sessionId));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
