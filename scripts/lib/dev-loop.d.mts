// Types for scripts/lib/dev-loop.mjs.
export function isLoopbackHost(host: string): boolean;
export interface DevLoopPlan {
  host: string;
  url: string;
  nextArgs: string[];
  nextEnv: Record<string, string>;
  apiEnv: Record<string, string>;
  refusal: string | null;
  warning: string | null;
}
export function devLoopPlan(options: { env: Record<string, string | undefined>; port: number; apiPort: number }): DevLoopPlan;
