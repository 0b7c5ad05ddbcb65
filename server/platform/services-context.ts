import type { ServerConfig } from '../config';
import type { AppDatabase } from './db/client';
import type { RateLimiter } from './rate-limit';
import type { ScryptParams, SecretHasher } from './password';

export type Logger = {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string, error?: unknown) => void;
};

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error ?? ''),
};

/** What every service needs. `now` is injected so tests can move time. */
export type ServiceContext = {
  db: AppDatabase;
  config: ServerConfig;
  now: () => Date;
  scryptParams: ScryptParams;
  /** scrypt behind a bounded queue: every hash and check of a password or PIN goes through it. */
  secrets: SecretHasher;
  /** Builds a limiter; with RATE_LIMITS off the per-client ones never refuse. */
  limiter: (rule: { limit: number; windowMs: number }, perClient: boolean) => RateLimiter;
  log: Logger;
};
