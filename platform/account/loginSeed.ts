import type { MainConfig, UserInfo } from '@/shared/contract';

/**
 * What logging in loaded (spec §4: "login stores token and expiry time, then loads user info and main
 * config"), handed to the app's query cache when the app's frame mounts. The login screen runs without
 * React Query (the public screens never load it), so the answers wait here.
 */
export type LoginSeed = { userInfo: UserInfo; mainConfig: MainConfig };

let seed: LoginSeed | null = null;

export function leaveLoginSeed(value: LoginSeed) {
  seed = value;
}

/** The seed, once: a later mount of the app's frame (after a logout) starts from nothing. */
export function takeLoginSeed(): LoginSeed | null {
  const value = seed;
  seed = null;
  return value;
}
