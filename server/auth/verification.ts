import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../platform/db/client';
import { verificationCodes, verificationWrongGuesses, VERIFICATION_PURPOSE, type VerificationPurpose } from '../platform/db/schema';
import { AppError, ErrorCode } from '../platform/errors';
import { newVerificationCode } from '../platform/random';
import type { ServiceContext } from '../platform/services-context';

/** A code lives 10 minutes. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** At most one code per e-mail per minute. */
export const CODE_RESEND_INTERVAL_MS = 60 * 1000;
/** After this many wrong guesses the code is burnt, so a 6-digit code cannot be brute-forced. */
export const CODE_MAX_FAILED_ATTEMPTS = 5;
/** Codes (used or not) are deleted this long after they expired: the daily caps below count the last day's rows. */
export const CODE_RETENTION_MS = 24 * 3600_000;
/**
 * The window of the daily caps (all code types together). Each cap holds per e-mail and client
 * address, under a much higher one per e-mail: like the login locks, a stranger's client at its caps
 * does not stop the owner, from another client, getting a code and using it.
 */
export const CODE_DAILY_WINDOW_MS = 24 * 3600_000;
/** Codes one client may have sent to one e-mail per day (a real user needs a few; more is someone flooding the mailbox). */
export const CODE_DAILY_SENDS_PER_CLIENT = 10;
/** Codes one e-mail may receive per day from all clients together. */
export const CODE_DAILY_SENDS_PER_EMAIL = 30;
/**
 * Wrong guesses for one e-mail from one client per day, whatever the number of fresh codes: without
 * a daily cap, 5 guesses per code and a code a minute made about 7,200 guesses a day against one
 * account. 20 leave one client a 1 in 50,000 chance a day at a 6-digit code.
 */
export const CODE_DAILY_WRONG_GUESSES_PER_CLIENT = 20;
/**
 * Wrong guesses for one e-mail from all clients together per day. At most min(200, 30 codes × 5
 * guesses = 150) guesses a day can meet a live code, so guessing spread over at least ten addresses
 * wins with odds of at most 150 in 1,000,000 a day: about 1 in 6,700 (some 5 % over a year of daily
 * distributed guessing, while the owner's mailbox fills with codes they never asked for).
 */
export const CODE_DAILY_WRONG_GUESSES_PER_EMAIL = 200;
/*
 * The client that asked for the live code keeps its first CODE_MAX_FAILED_ATTEMPTS guesses past that
 * cap, and only its wrong guesses burn the code: strangers' guesses never block the owner's fresh code.
 * At most CODE_DAILY_SENDS_PER_EMAIL codes a day, so that adds at most 150 guesses (1 in 3,300 a day).
 */

export type ActiveCode = { id: number; code: string; expiresAt: Date; client: string };

export function createVerificationService(ctx: ServiceContext) {
  const { db, now, log, config } = ctx;

  /** The latest unused code for the e-mail and purpose, if it has not expired. Older unused codes never count. */
  async function findActiveCode(executor: AppDatabase, email: string, purpose: VerificationPurpose): Promise<ActiveCode | null> {
    const [latest] = await executor
      .select({ id: verificationCodes.id, code: verificationCodes.code, expiresAt: verificationCodes.expiresAt, client: verificationCodes.client })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    if (!latest || latest.expiresAt.getTime() <= now().getTime()) return null;
    return latest;
  }

  return {
    /**
     * Issues a registration code and "sends" it (in LOCAL_MODE it is logged and the dev mailbox can
     * read it back; otherwise it is never printed). A registered e-mail gets a code too, so the
     * answer does not tell who is registered: only the mailbox owner learns it, at registration.
     */
    async sendRegisterCode(email: string, client: string): Promise<void> {
      await issueCode(email, VERIFICATION_PURPOSE.register, client);
    },

    /**
     * Issues a recovery code (forgot password / forgot security password) asked for by `client`. The
     * caller decides whether the e-mail may receive one; the 60 s throttle is per e-mail and purpose,
     * like registration's.
     */
    async sendRecoveryCode(email: string, purpose: Exclude<VerificationPurpose, 1>, client: string): Promise<void> {
      await issueCode(email, purpose, client);
    },

    /**
     * The forgot-password request of an e-mail no account uses: nothing is sent, but the 60 s throttle
     * is kept exactly as for a real code, so a second request within the minute answers "wait" for
     * known and unknown e-mails alike. The row is born used: no one can ever enter it, and
     * the dev mailbox never shows it.
     */
    async recordUndeliveredRecovery(email: string, purpose: Exclude<VerificationPurpose, 1>, client: string): Promise<void> {
      await issueCode(email, purpose, client, { deliver: false });
    },

    /** For the dev mailbox: the code the user would have received (the newest unused one of any purpose, or of `purpose`). */
    async latestUnusedCode(email: string, purpose?: VerificationPurpose): Promise<{ code: string; expires_at: number; type: number }> {
      const [latest] = await db
        .select({ code: verificationCodes.code, expiresAt: verificationCodes.expiresAt, purpose: verificationCodes.purpose })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.email, email), purpose === undefined ? undefined : eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      if (!latest || latest.expiresAt.getTime() <= now().getTime()) throw new AppError(ErrorCode.MAILBOX_EMPTY, 'mailbox_empty');
      return { code: latest.code, expires_at: Math.floor(latest.expiresAt.getTime() / 1000), type: latest.purpose };
    },

    /**
     * Checks `client`'s guess of `code` without using it up: the cheap first check of a registration or
     * recovery. Refused (20020), even for a right code, once the day's wrong guesses for the e-mail
     * reach CODE_DAILY_WRONG_GUESSES_PER_CLIENT from this client or CODE_DAILY_WRONG_GUESSES_PER_EMAIL
     * from all. Only guesses that meet an issued, live code count (a guess with no code to meet cannot
     * succeed, and counting it let strangers use up the owner's caps before the owner asked for a code),
     * in the same transaction, serialised per e-mail, so parallel guesses cannot pass the caps; the
     * live code burns after CODE_MAX_FAILED_ATTEMPTS.
     */
    async guessCode(email: string, code: string, purpose: VerificationPurpose, client: string): Promise<void> {
      const right = await db.transaction(async (tx) => {
        await lockEmail(tx, email);
        const at = now();
        const wrong = await dailyCounts(tx, verificationWrongGuesses, email, client, at);
        const active = await findActiveCode(tx, email, purpose);
        // The client that asked for the live code has its first tries at it whatever others guessed:
        // strangers' guesses never block the owner's fresh code.
        const asker = active !== null && active.client === client;
        const askerExempt = asker && wrong.fromClient < CODE_MAX_FAILED_ATTEMPTS;
        refuseOverCaps(wrong, CODE_DAILY_WRONG_GUESSES_PER_CLIENT, askerExempt ? Number.POSITIVE_INFINITY : CODE_DAILY_WRONG_GUESSES_PER_EMAIL, at);
        if (active && sameCode(active.code, code)) return true;
        // No issued code to meet: the guess cannot succeed, so it counts against nothing (a stranger's
        // guesses before the owner asks for a code must not use up the owner's caps).
        if (!active) return false;
        // Only the asker's wrong guesses burn the code; others' count against the caps alone.
        if (asker) {
          await tx
            .update(verificationCodes)
            .set({
              failedAttempts: sql`${verificationCodes.failedAttempts} + 1`,
              consumedAt: sql`case when ${verificationCodes.failedAttempts} + 1 >= ${CODE_MAX_FAILED_ATTEMPTS} then ${at.toISOString()}::timestamptz else ${verificationCodes.consumedAt} end`,
            })
            .where(eq(verificationCodes.id, active.id));
        }
        await tx.insert(verificationWrongGuesses).values({ email, client, createdAt: at });
        await tx.delete(verificationWrongGuesses).where(lt(verificationWrongGuesses.createdAt, new Date(at.getTime() - CODE_RETENTION_MS)));
        return false;
      });
      if (!right) throw new AppError(ErrorCode.CODE_INVALID, 'code_invalid');
    },

    /**
     * Marks the code used inside the caller's transaction, after `guessCode` accepted it: fails when
     * it is no longer the active code (used, burnt or replaced meanwhile).
     */
    async consumeCode(tx: AppDatabase, email: string, code: string, purpose: VerificationPurpose = VERIFICATION_PURPOSE.register): Promise<{ ok: boolean }> {
      const active = await findActiveCode(tx, email, purpose);
      if (!active || !sameCode(active.code, code)) return { ok: false };
      const consumed = await tx
        .update(verificationCodes)
        .set({ consumedAt: now() })
        .where(and(eq(verificationCodes.id, active.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return { ok: consumed.length === 1 };
    },
  };

  async function issueCode(email: string, purpose: VerificationPurpose, client: string, options: { deliver: boolean } = { deliver: true }): Promise<void> {
    const code = newVerificationCode();
    await db.transaction(async (tx) => {
      await lockEmail(tx, email);
      const current = now();
      const sent = await dailyCounts(tx, verificationCodes, email, client, current);
      refuseOverCaps(sent, CODE_DAILY_SENDS_PER_CLIENT, CODE_DAILY_SENDS_PER_EMAIL, current);
      const [previous] = await tx
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (previous) {
        const waitMs = previous.createdAt.getTime() + CODE_RESEND_INTERVAL_MS - current.getTime();
        if (waitMs > 0) throw new AppError(ErrorCode.CODE_THROTTLED, 'code_throttled', { seconds: Math.ceil(waitMs / 1000) });
      }
      await tx.insert(verificationCodes).values({
        email,
        purpose,
        code,
        client,
        createdAt: current,
        expiresAt: new Date(current.getTime() + CODE_TTL_MS),
        consumedAt: options.deliver ? null : current,
      });
      await tx.delete(verificationCodes).where(lt(verificationCodes.expiresAt, new Date(current.getTime() - CODE_RETENTION_MS)));
    });
    if (!options.deliver) return;
    if (config.localMode) log.info(`[mailbox] ${email}: ${code}`);
    else log.info('[mailbox] a verification code was issued (no mail transport configured; codes are printed only in LOCAL_MODE)');
  }
}

/** Serialises sends and guesses for one e-mail, so the throttle and the daily caps cannot be raced. */
async function lockEmail(tx: AppDatabase, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${email}`}))`);
}

/** The day's rows of a cap's table for the e-mail: those of `client`, and all, each with its oldest time. */
type DailyCounts = { fromClient: number; clientOldest: string | Date | null; total: number; oldest: string | Date | null };

async function dailyCounts(tx: AppDatabase, table: typeof verificationCodes | typeof verificationWrongGuesses, email: string, client: string, at: Date): Promise<DailyCounts> {
  const [counts] = await tx
    .select({
      fromClient: sql<number>`count(*) filter (where ${table.client} = ${client})::int`,
      clientOldest: sql<string | Date | null>`min(${table.createdAt}) filter (where ${table.client} = ${client})`,
      total: sql<number>`count(*)::int`,
      oldest: sql<string | Date | null>`min(${table.createdAt})`,
    })
    .from(table)
    .where(and(eq(table.email, email), gt(table.createdAt, new Date(at.getTime() - CODE_DAILY_WINDOW_MS))));
  return counts ?? { fromClient: 0, clientOldest: null, total: 0, oldest: null };
}

/**
 * 20020 when the client's or the e-mail's count of the day is at its cap, with the hours until the
 * oldest row of the cap reached (the later, if both) leaves the window.
 */
function refuseOverCaps(counts: DailyCounts, perClient: number, perEmail: number, at: Date): void {
  const reached = [counts.fromClient >= perClient ? counts.clientOldest : undefined, counts.total >= perEmail ? counts.oldest : undefined];
  const freeTimes = reached.filter((oldest) => oldest !== undefined).map((oldest) => (oldest ? new Date(oldest).getTime() : at.getTime()) + CODE_DAILY_WINDOW_MS);
  if (freeTimes.length === 0) return;
  const freesAt = Math.max(...freeTimes);
  throw new AppError(ErrorCode.CODE_DAILY_LIMIT, 'code_daily_limit', { hours: Math.max(1, Math.ceil((freesAt - at.getTime()) / 3600_000)) });
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type VerificationService = ReturnType<typeof createVerificationService>;
