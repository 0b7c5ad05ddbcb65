import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { sessions, users } from '../db/schema';
import { AppError, ErrorCode } from '../lib/errors';
import { hashSecret, verifySecret } from '../lib/password';
import { newSessionToken, sha256Hex } from '../lib/random';
import type { ServiceContext } from './context';

/** The authenticated caller, as resolved from the Token header. */
export type SessionInfo = { sessionId: number; userId: number; expiresAt: Date };

/** Expired sessions are kept this long so a late request still gets 40200 rather than 40100. */
const EXPIRED_SESSION_RETENTION_MS = 30 * 24 * 3600 * 1000;

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function createSessionService(ctx: ServiceContext) {
  const { db, now, config } = ctx;
  // Compared against when the e-mail is unknown, so both failures take the same time.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashSecret('0'.repeat(32), ctx.scryptParams));
  // Every authenticated request runs this: built once, and a named prepared statement on PostgreSQL.
  const sessionByTokenHash = db
    .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');

  return {
    /** E-mail + MD5 password → a new session token and its expiry in unix seconds. */
    async login(email: string, passwordMd5: string): Promise<{ Token: string; ex_time: number }> {
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      let matches = false;
      if (user) matches = await verifySecret(passwordMd5, user.passwordHash);
      else await verifySecret(passwordMd5, await decoy());
      if (!user || !matches) throw new AppError(ErrorCode.LOGIN_FAILED, 'login_failed');

      const token = newSessionToken();
      const current = now();
      const expiresAt = new Date(current.getTime() + config.tokenTtlSeconds * 1000);
      await db.transaction(async (tx) => {
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date(current.getTime() - EXPIRED_SESSION_RETENTION_MS))));
        await tx.insert(sessions).values({ userId: user.id, tokenHash: sha256Hex(token), createdAt: current, expiresAt });
      });
      return { Token: token, ex_time: Math.floor(expiresAt.getTime() / 1000) };
    },

    /** Token header → session, or 40100 (missing/unknown/revoked) / 40200 (expired). */
    async authenticate(token: string | undefined): Promise<SessionInfo> {
      const trimmed = token?.trim() ?? '';
      if (!trimmed) throw new AppError(ErrorCode.TOKEN_INVALID, 'token_missing');
      if (!TOKEN_PATTERN.test(trimmed)) throw new AppError(ErrorCode.TOKEN_INVALID, 'token_invalid');
      const [session] = await sessionByTokenHash.execute({ tokenHash: sha256Hex(trimmed) });
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

    /** Deletes every session of the user except `keepSessionId` (used after a password change). */
    async revokeOthers(executor: AppDatabase, userId: number, keepSessionId: number): Promise<void> {
      await executor.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
