/**
 * Back-off after repeated wrong secrets, shared by logins (per e-mail) and the security PIN (per user).
 * An attempt is counted BEFORE the secret is checked, in a transaction holding the counter's row,
 * so parallel guesses cannot slip past the limit; a right secret resets the counter.
 */

/** Wrong tries allowed before the first lock. */
export const MAX_FAILURES = 5;
const MAX_LOCK_MS = 24 * 3600_000;

/** When the `failures`-th consecutive failure locks until: none below MAX_FAILURES, then base, 2×base, 4×base… (a day at most). */
export function lockedUntilAfter(failures: number, baseMs: number, now: Date): Date | null {
  if (failures < MAX_FAILURES) return null;
  const ms = Math.min(MAX_LOCK_MS, baseMs * 2 ** Math.min(20, failures - MAX_FAILURES));
  return new Date(now.getTime() + ms);
}

/** Whole minutes (at least 1) until `until`. */
export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** The wrong tries left before the lock. */
export function triesLeft(failures: number): number {
  return Math.max(0, MAX_FAILURES - failures);
}
