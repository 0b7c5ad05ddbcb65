import { eq } from 'drizzle-orm';
import { users } from './db/schema';
import { AppError, ErrorCode, type ErrorCodeValue } from './errors';
import type { MessageKey } from './messages';
import { LIMITS } from './rate-limit';
import type { ServiceContext } from './services-context';
import { lockedUntilAfter, minutesUntil, triesLeft } from './guard';
import { createVerifiedPins } from './verified-pins';

/** The first lock after MAX_FAILURES wrong PINs lasts this long; each further wrong PIN doubles it. */
export const PIN_LOCK_BASE_MS = 5 * 60_000;

/** Proof that `verify` accepted the PIN: the stored hash it matched, for compare-and-set. */
export type VerifiedPin = { userId: number; hash: string };

/**
 * THE security-PIN check. Every call that takes the PIN (money actions, PIN changes) calls
 * `verify(userId, pinMd5)` before its own transaction; the transaction itself re-checks what it moves
 * (balances by compare-and-set), not the PIN.
 * - PIN checks, right or wrong, are limited per user (LIMITS.pin, 10429) before anything else, so
 *   no account can keep the hashing busy with correct PINs.
 * - A place in the hashing queue's PIN lane is taken before the attempt is counted: a "server busy"
 *   (10503) refusal is never a wrong PIN.
 * - Wrong PINs are counted per user before scrypt runs; after 5 the PIN locks for 5 minutes,
 *   doubling with each further wrong PIN (a day at most). While locked, nothing is checked.
 * - The PIN scrypt accepted last is accepted again for a while with an HMAC instead (verified-pins.ts),
 *   after the same limit, count and lock: only the cost of a right PIN changes.
 */
export function createPinService(ctx: ServiceContext) {
  const { db, now, secrets } = ctx;
  const perUser = ctx.limiter(LIMITS.pin, false);
  const verifiedPins = createVerifiedPins({ now });
  /**
   * One PIN check per user at a time in this process. Attempts are counted before scrypt runs, so
   * without this, a user's own concurrent (correct) money actions, e.g. two tabs or a double tap,
   * would count as failures in flight and lock the PIN. Across processes the count still holds.
   * It also keeps each user to one place in the hashing queue's PIN lane, so that lane is as long as
   * the number of users paying at once, whatever one account sends.
   */
  const checking = new Map<number, Promise<unknown>>();
  function oneAtATime<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const previous = checking.get(userId) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(work);
    checking.set(userId, current);
    void current
      .catch(() => undefined)
      .finally(() => {
        if (checking.get(userId) === current) checking.delete(userId);
      });
    return current;
  }

  return {
    verify(userId: number, pinMd5: string, wrong: { code: ErrorCodeValue; key: MessageKey } = { code: ErrorCode.PAY_PASSWORD_WRONG, key: 'pay_password_wrong' }): Promise<VerifiedPin> {
      perUser.take(`pin:${userId}`);
      return oneAtATime(userId, () => checkPin(userId, pinMd5, wrong));
    },
  };

  async function checkPin(userId: number, pinMd5: string, wrong: { code: ErrorCodeValue; key: MessageKey }): Promise<VerifiedPin> {
    const ticket = secrets.admit('pin');
    try {
      const attempt = await countAttempt(userId);
      let proved = verifiedPins.matches(userId, attempt.hash, pinMd5);
      if (!proved && (await ticket.verify(pinMd5, attempt.hash))) {
        verifiedPins.remember(userId, attempt.hash, pinMd5);
        proved = true;
      }
      if (proved) {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ pinFailures: 0, pinLockedUntil: null }).where(eq(users.id, userId));
        });
        return { userId, hash: attempt.hash };
      }
      if (attempt.lockedUntil) {
        throw new AppError(ErrorCode.PIN_LOCKED, 'pin_locked', { minutes: minutesUntil(attempt.lockedUntil, now()) });
      }
      throw wrongPin(wrong, triesLeft(attempt.failures));
    } finally {
      ticket.release();
    }
  }

  /** Counts the attempt (refused while locked) and returns the stored hash to check it against. */
  async function countAttempt(userId: number) {
    return db.transaction(async (tx) => {
      const [row] = await tx.select({ hash: users.payPasswordHash, failures: users.pinFailures, lockedUntil: users.pinLockedUntil }).from(users).where(eq(users.id, userId)).for('update');
      if (!row) throw new AppError(ErrorCode.USER_NOT_FOUND, 'user_not_found');
      const at = now();
      if (row.lockedUntil && row.lockedUntil.getTime() > at.getTime()) {
        throw new AppError(ErrorCode.PIN_LOCKED, 'pin_locked', { minutes: minutesUntil(row.lockedUntil, at) });
      }
      const failures = row.failures + 1;
      const lockedUntil = lockedUntilAfter(failures, PIN_LOCK_BASE_MS, at);
      await tx.update(users).set({ pinFailures: failures, pinLockedUntil: lockedUntil }).where(eq(users.id, userId));
      return { hash: row.hash, failures, lockedUntil };
    });
  }
}

/** The tries left travel in `data` too: the PIN sheet shows them before the lock. */
const wrongPin = (wrong: { code: ErrorCodeValue; key: MessageKey }, remaining: number) => new AppError(wrong.code, wrong.key, { remaining }, { remaining });

export type PinService = ReturnType<typeof createPinService>;
