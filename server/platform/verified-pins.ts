import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a PIN that scrypt accepted is accepted again without scrypt. */
export const VERIFIED_PIN_TTL_MS = 10 * 60_000;
/** Users remembered at most; the one verified longest ago goes first. */
export const VERIFIED_PIN_MAX_USERS = 100_000;

/**
 * The PIN each user last proved, so their next money actions (a run of bids, a shopping session) cost
 * an HMAC instead of a scrypt: scrypt is what a 2-core server runs out of first when many users pay.
 * - Only a PIN scrypt accepted is remembered, for VERIFIED_PIN_TTL_MS from that check (using it does
 *   not extend it); a wrong PIN never matches, so it still runs scrypt and is still counted.
 * - The entry is bound to the stored hash it was checked against: a PIN changed anywhere (another
 *   process too) no longer matches, as the caller reads the stored hash fresh for every check.
 * - Kept as an HMAC under a key of this process, never the PIN digest itself; bounded in count.
 */
export function createVerifiedPins(options: { now: () => Date; ttlMs?: number; maxUsers?: number }) {
  const ttlMs = options.ttlMs ?? VERIFIED_PIN_TTL_MS;
  const maxUsers = options.maxUsers ?? VERIFIED_PIN_MAX_USERS;
  const key = randomBytes(32);
  // Insertion order is verification order: the first key is the oldest entry.
  const entries = new Map<number, { mac: Buffer; until: number }>();
  const macOf = (storedHash: string, pinMd5: string) => createHmac('sha256', key).update(storedHash).update('\0').update(pinMd5).digest();

  return {
    /** True when this user proved this PIN against this stored hash less than the TTL ago. */
    matches(userId: number, storedHash: string, pinMd5: string): boolean {
      const entry = entries.get(userId);
      if (!entry) return false;
      if (entry.until <= options.now().getTime()) {
        entries.delete(userId);
        return false;
      }
      return timingSafeEqual(entry.mac, macOf(storedHash, pinMd5));
    },
    /** After scrypt accepted `pinMd5` against `storedHash`. */
    remember(userId: number, storedHash: string, pinMd5: string): void {
      entries.delete(userId);
      entries.set(userId, { mac: macOf(storedHash, pinMd5), until: options.now().getTime() + ttlMs });
      while (entries.size > maxUsers) entries.delete(entries.keys().next().value!);
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type VerifiedPins = ReturnType<typeof createVerifiedPins>;
