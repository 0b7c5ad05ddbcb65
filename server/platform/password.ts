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
 * Who a hash is for. Each lane has its own waiting line and its own bound, and a freed slot goes to
 * the lanes in turn, so a flood in one lane (many users' PIN checks) never takes more than its share
 * of the CPU from the other (logins): a waiting login runs within one hash of a slot freeing up.
 * - `login`: anonymous and account-password work (login, registration, password change and recovery).
 * - `pin`: a logged-in user's security PIN. A user has at most one PIN check queued per process
 *   (services/pin.ts) and is limited per minute (LIMITS.pin), so this line is as long as the number of
 *   users paying at once; its bound is high so that many real users paying at once are not refused.
 */
export const HASH_LANES = ['login', 'pin'] as const;
export type HashLane = (typeof HASH_LANES)[number];

/**
 * At most `concurrency` hashes run at once; each lane admits at most `concurrency + maxPending[lane]`
 * pieces of work (running or waiting). Beyond that, `admit` fails at once with "server busy" (code
 * 10503) instead of piling up CPU work that delays every other user.
 */
export type HashQueueOptions = { concurrency: number; maxPending: Record<HashLane, number> };
export const DEFAULT_HASH_QUEUE: HashQueueOptions = { concurrency: 2, maxPending: { login: 32, pin: 512 } };

/**
 * A place in a lane, taken BEFORE an attempt is counted (a refusal for load must never count as a
 * wrong password or PIN), used for the hash(es), then released. `release` may be called more than once.
 */
export type HashTicket = {
  hash: (md5HexDigest: string) => Promise<string>;
  verify: (md5HexDigest: string, stored: string) => Promise<boolean>;
  release: () => void;
};

export function createSecretHasher(params: ScryptParams = DEFAULT_SCRYPT_PARAMS, options: HashQueueOptions = DEFAULT_HASH_QUEUE) {
  let running = 0;
  const lanes = Object.fromEntries(HASH_LANES.map((lane) => [lane, { admitted: 0, waiting: [] as (() => void)[] }])) as Record<HashLane, { admitted: number; waiting: (() => void)[] }>;
  // Index in HASH_LANES of the lane served last: the next free slot looks at the lanes after it first.
  let lastServed = 0;

  async function runInSlot<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
    if (running < options.concurrency) {
      running += 1;
      lastServed = HASH_LANES.indexOf(lane);
    } else await new Promise<void>((resolve) => lanes[lane].waiting.push(resolve));
    try {
      return await work();
    } finally {
      handOverSlot();
    }
  }

  /** Gives the freed slot to the next lane (in turn) that has work waiting; `running` stays the same then. */
  function handOverSlot() {
    for (let step = 1; step <= HASH_LANES.length; step += 1) {
      const index = (lastServed + step) % HASH_LANES.length;
      const next = lanes[HASH_LANES[index]!].waiting.shift();
      if (next) {
        lastServed = index;
        next();
        return;
      }
    }
    running -= 1;
  }

  function admit(lane: HashLane): HashTicket {
    const state = lanes[lane];
    if (state.admitted >= options.concurrency + options.maxPending[lane]) throw new AppError(ErrorCode.BUSY, 'server_busy');
    state.admitted += 1;
    let held = true;
    return {
      hash: (md5HexDigest) => runInSlot(lane, () => hashSecret(md5HexDigest, params)),
      verify: (md5HexDigest, stored) => runInSlot(lane, () => verifySecret(md5HexDigest, stored)),
      release: () => {
        if (held) state.admitted -= 1;
        held = false;
      },
    };
  }

  /** Admits, runs one piece of work and releases: for work that counts nothing before hashing. */
  async function once<T>(lane: HashLane, work: (ticket: HashTicket) => Promise<T>): Promise<T> {
    const ticket = admit(lane);
    try {
      return await work(ticket);
    } finally {
      ticket.release();
    }
  }

  return {
    admit,
    hash: (md5HexDigest: string, lane: HashLane = 'login') => once(lane, (ticket) => ticket.hash(md5HexDigest)),
    verify: (md5HexDigest: string, stored: string, lane: HashLane = 'login') => once(lane, (ticket) => ticket.verify(md5HexDigest, stored)),
    /** Hashes running or waiting (for tests and logs). */
    load: () => running + HASH_LANES.reduce((sum, lane) => sum + lanes[lane].waiting.length, 0),
    /** Work admitted to a lane, running or waiting (for tests). */
    admitted: (lane: HashLane) => lanes[lane].admitted,
  };
}

export type SecretHasher = ReturnType<typeof createSecretHasher>;
