import { AppError, ErrorCode } from './errors';

/**
 * Fixed-window counters in memory, one per key (a client address or a user id): at most `limit`
 * hits per `windowMs`. Memory is bounded: past `maxKeys` keys, finished windows are dropped, then
 * the oldest ones. Counters are per server process, which is what a single local server needs.
 */
export type RateLimitRule = { limit: number; windowMs: number };

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => Date,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts `weight` hits for `key`; null when allowed, else the seconds until the window resets. */
  hit(key: string, weight = 1): number | null {
    const at = this.now().getTime();
    let window = this.windows.get(key);
    if (!window || at - window.start >= this.rule.windowMs) {
      window = { start: at, count: 0 };
      this.windows.delete(key);
      this.windows.set(key, window);
      this.prune(at);
    }
    if (window.count + weight > this.rule.limit) return Math.max(1, Math.ceil((window.start + this.rule.windowMs - at) / 1000));
    window.count += weight;
    return null;
  }

  /** Like `hit`, but throws the translated "too many requests" error (code 10429). */
  take(key: string, weight = 1): void {
    const wait = this.hit(key, weight);
    if (wait !== null) throw new AppError(ErrorCode.RATE_LIMITED, 'rate_limited', { seconds: wait });
  }

  private prune(at: number) {
    if (this.windows.size <= this.maxKeys) return;
    for (const [key, window] of this.windows) if (at - window.start >= this.rule.windowMs) this.windows.delete(key);
    // Map order is insertion order: the first keys are the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

/** The per-client and per-user limits of the API (RATE_LIMITS=false turns the per-client ones off). */
export const LIMITS = {
  /** Logins and registrations per client address. */
  auth: { limit: 30, windowMs: 10 * 60_000 },
  /** E-mail codes requested per client address (each address also waits 60 s between codes). */
  email: { limit: 10, windowMs: 60 * 60_000 },
  /**
   * Security-PIN checks per user, right or wrong, counted before any hashing: a bidding war's pace
   * fits, a script holding the hashing queue with correct PINs does not.
   */
  pin: { limit: 30, windowMs: 60_000 },
  /** checkEmail look-ups per user. */
  lookup: { limit: 30, windowMs: 60 * 60_000 },
  /** JSON-RPC calls (each batch entry counts) per client address. */
  rpc: { limit: 1200, windowMs: 60_000 },
  /** Previews of a shared room per client address (the login screen of an invited visitor reads one). */
  preview: { limit: 60, windowMs: 60_000 },
  /** Uploads per user. */
  upload: { limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;
