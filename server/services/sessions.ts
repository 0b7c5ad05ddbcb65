import { and, desc, eq, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { loginFailures, sessions, users } from '../db/schema';
import { AppError, ErrorCode } from '../lib/errors';
import { newSessionToken, sha256Hex } from '../lib/random';
import type { ServiceContext } from './context';
import { lockedUntilAfter, minutesUntil } from './guard';

/** The authenticated caller, as resolved from the Token header. */
export type SessionInfo = { sessionId: number; userId: number; expiresAt: Date };

/** Expired sessions are kept this long so a late request still gets 40200 rather than 40100. */
const EXPIRED_SESSION_RETENTION_MS = 30 * 24 * 3600 * 1000;
/** Live sessions per user; a new login revokes the oldest beyond this. */
export const MAX_SESSIONS_PER_USER = 10;
/** The first login lock (after 5 wrong passwords for one e-mail) lasts this long, doubling with each further failure. */
export const LOGIN_LOCK_BASE_MS = 60_000;
/** Failure rows untouched this long are pruned. */
const LOGIN_FAILURE_RETENTION_MS = 48 * 3600_000;

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function createSessionService(ctx: ServiceContext) {
  const { db, now, config, secrets } = ctx;
  // Compared against when the e-mail is unknown, so both failures take the same time.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= secrets.hash('0'.repeat(32)));

  /**
   * Counts a login attempt for `email` before the password is checked (so parallel guesses cannot
   * pass the limit) and refuses while the e-mail is locked. Known and unknown e-mails are counted
   * alike, so the answer never tells whether an account exists.
   */
  async function countAttempt(email: string): Promise<void> {
    await db.transaction(async (tx) => {
      const at = now();
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);
      const [row] = await tx.select().from(loginFailures).where(eq(loginFailures.email, email));
      if (row?.lockedUntil && row.lockedUntil.getTime() > at.getTime()) {
        throw new AppError(ErrorCode.LOGIN_LOCKED, 'login_locked', { minutes: minutesUntil(row.lockedUntil, at) });
      }
      const failures = (row?.failures ?? 0) + 1;
      const lockedUntil = lockedUntilAfter(failures, LOGIN_LOCK_BASE_MS, at);
      if (row) await tx.update(loginFailures).set({ failures, lockedUntil, updatedAt: at }).where(eq(loginFailures.email, email));
      else {
        await tx.insert(loginFailures).values({ email, failures, lockedUntil, updatedAt: at });
        await tx.delete(loginFailures).where(lt(loginFailures.updatedAt, new Date(at.getTime() - LOGIN_FAILURE_RETENTION_MS)));
      }
    });
  }

  async function clearAttempts(email: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    });
  }
  // Every authenticated request runs this: built once (on first use, so building the services
  // touches no database), a named prepared statement on PostgreSQL. A session made under an older
  // password version no longer authenticates.
  let sessionByTokenHash: ReturnType<typeof buildSessionLookup> | null = null;
  function buildSessionLookup() {
    return db
      .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.passwordVersion, sessions.passwordVersion)))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_by_token_hash');
  }

  return {
    /** E-mail + MD5 password → a new session token and its expiry in unix seconds. */
    async login(email: string, passwordMd5: string): Promise<{ Token: string; ex_time: number }> {
      await countAttempt(email);
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, passwordVersion: users.passwordVersion })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      let matches = false;
      if (user) matches = await secrets.verify(passwordMd5, user.passwordHash);
      else await secrets.verify(passwordMd5, await decoy());
      if (!user || !matches) throw new AppError(ErrorCode.LOGIN_FAILED, 'login_failed');
      await clearAttempts(email);

      const token = newSessionToken();
      const current = now();
      const expiresAt = new Date(current.getTime() + config.tokenTtlSeconds * 1000);
      await db.transaction(async (tx) => {
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date(current.getTime() - EXPIRED_SESSION_RETENTION_MS))));
        // The session carries the password version the password was checked against: if the
        // password changes meanwhile, the session never authenticates (see authenticate).
        await tx.insert(sessions).values({
          userId: user.id,
          tokenHash: sha256Hex(token),
          passwordVersion: user.passwordVersion,
          createdAt: current,
          expiresAt,
        });
        const newest = tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.userId, user.id))
          .orderBy(desc(sessions.createdAt), desc(sessions.id))
          .limit(MAX_SESSIONS_PER_USER);
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), notInArray(sessions.id, newest)));
      });
      return { Token: token, ex_time: Math.floor(expiresAt.getTime() / 1000) };
    },

    /** Counts a password check outside login (changing the password) against the same per-e-mail limit. */
    countAttempt,
    clearAttempts,

    /** Token header → session, or 40100 (missing/unknown/revoked/made before a password change) / 40200 (expired). */
    async authenticate(token: string | undefined): Promise<SessionInfo> {
      const trimmed = token?.trim() ?? '';
      if (!trimmed) throw new AppError(ErrorCode.TOKEN_INVALID, 'token_missing');
      if (!TOKEN_PATTERN.test(trimmed)) throw new AppError(ErrorCode.TOKEN_INVALID, 'token_invalid');
      const [session] = await (sessionByTokenHash ??= buildSessionLookup()).execute({ tokenHash: sha256Hex(trimmed) });
      if (!session) throw new AppError(ErrorCode.TOKEN_INVALID, 'token_invalid');
      if (session.expiresAt.getTime() <= now().getTime()) throw new AppError(ErrorCode.TOKEN_EXPIRED, 'token_expired');
      return session;
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
