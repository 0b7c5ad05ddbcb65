import type { rawConfig } from './config';

/*
 * The checks of the NEXT_PUBLIC_* settings (shared/config.ts), run at build time by the root layout (a
 * server component), so a bad setting fails the build with a clear message and the rules never reach
 * the browser. Plain checks, not zod: a dozen regular expressions.
 */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const isUrlOrPath = (v: string) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v);

type RawConfig = Record<string, string>;
const RULES: Array<[key: string, check: (v: string) => boolean, message: string]> = [
  ['apiBase', isUrlOrPath, 'must be an http(s) URL or a path starting with /'],
  ['rpc56', (v) => v !== '' && isUrlOrPath(v), 'must be a non-empty http(s) URL or path'],
  ['rpc137', (v) => v !== '' && isUrlOrPath(v), 'must be a non-empty http(s) URL or path'],
  ['walletConnectProjectId', (v) => v.length > 0, 'must not be empty'],
  ['usdt56', (v) => ADDRESS.test(v), 'must be a 0x-prefixed 20-byte hex address'],
  ['kinbo56', (v) => ADDRESS.test(v), 'must be a 0x-prefixed 20-byte hex address'],
  ['deposit56', (v) => ADDRESS.test(v), 'must be a 0x-prefixed 20-byte hex address'],
  ['usdt137', (v) => ADDRESS.test(v), 'must be a 0x-prefixed 20-byte hex address'],
  ['deposit137', (v) => ADDRESS.test(v), 'must be a 0x-prefixed 20-byte hex address'],
  ['mallUrl', isUrlOrPath, 'must be an http(s) URL or a path starting with /'],
  ['explorer56', (v) => v === '' || /^https:\/\//.test(v), 'must be empty (no explorer) or an https URL'],
  ['explorer137', (v) => v === '' || /^https:\/\//.test(v), 'must be empty (no explorer) or an https URL'],
];

export function validateConfig(values: RawConfig) {
  const problems = RULES.filter(([key, check]) => !check(values[key] ?? '')).map(([key, , message]) => `  - ${key}: ${message}`);
  if (problems.length) throw new Error(`Invalid NEXT_PUBLIC_* configuration:\n${problems.join('\n')}`);
  return values as typeof rawConfig;
}
