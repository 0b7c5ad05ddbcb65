import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError, ErrorCode } from './errors';

/**
 * Password storage. The browser never sends a plain password: it sends the MD5 hex of it
 * (the account password upper-cased, the PIN lower-cased, depending on the screen).
 * We normalise that digest to lower case and store a slow scrypt hash of it, in the form
 * `scrypt$N$r$p$<salt hex>$<hash hex>`, so the cost can be raised later without breaking old rows.
 */

export type ScryptParams = { N: number; r: number; p: number };

/** Production-grade default: about 50 ms per hash on this machine. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 16384, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

const MD5_HEX = /^[0-9a-f]{32}$/;

/** Lower-cases and checks an MD5 hex digest; returns null when it is not one. */
export function normaliseMd5Hex(value: string): string | null {
  const lower = value.trim().toLowerCase();
  return MD5_HEX.test(lower) ? lower : null;
}

/** MD5 hex of a plain string (used only to seed the first account from its plain-text password). */
export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

function deriveKey(secret: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // Node's default limit (32 MiB) is just enough for N=16384,r=8; leave headroom for higher costs.
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes an MD5 hex digest (already normalised) for storage. */
export async function hashSecret(md5HexDigest: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(md5HexDigest, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('hex'), key.toString('hex')].join('$');
}

/** Checks an MD5 hex digest against a stored hash, in constant time. A malformed stored hash never matches. */
export async function verifySecret(md5HexDigest: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltHex, hashHex] = parts as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(md5HexDigest, Buffer.from(saltHex, 'hex'), params);
  return timingSafeEqual(actual, expected);
}

/**
 * A bounded queue in front of scrypt: at most `concurrency` hashes run at once and at most
 * `maxPending` wait; beyond that a call fails at once with "server busy" (code 10503) instead of
 * piling up CPU work that delays every other user (an attacker's junk logins included).
 */
export type HashQueueOptions = { concurrency: number; maxPending: number };
export const DEFAULT_HASH_QUEUE: HashQueueOptions = { concurrency: 2, maxPending: 32 };

export function createSecretHasher(params: ScryptParams = DEFAULT_SCRYPT_PARAMS, options: HashQueueOptions = DEFAULT_HASH_QUEUE) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function queued<T>(work: () => Promise<T>): Promise<T> {
    if (running >= options.concurrency) {
      if (waiting.length >= options.maxPending) throw new AppError(ErrorCode.BUSY, 'server_busy');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next(); // hands the slot over: `running` stays the same
      else running -= 1;
    }
  }

  return {
    hash: (md5HexDigest: string) => queued(() => hashSecret(md5HexDigest, params)),
    verify: (md5HexDigest: string, stored: string) => queued(() => verifySecret(md5HexDigest, stored)),
    /** Hashes running or waiting (for tests and logs). */
    load: () => running + waiting.length,
  };
}

export type SecretHasher = ReturnType<typeof createSecretHasher>;
