// Types for scripts/lib/build-stamp.mjs.
type Env = Record<string, string | undefined>;
export const STAMP_FILE: string;
export function publicEnvOf(extra?: Env, env?: Env): Record<string, string>;
export function newestSourceTime(root?: string): number;
export function buildIsCurrent(extraEnv?: Env, options?: { root?: string; env?: Env }): boolean;
export function recordBuild(extraEnv?: Env, options?: { root?: string; env?: Env }): void;
