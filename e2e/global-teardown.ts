import type { FullConfig } from '@playwright/test';

/**
 * The ledger check after the e2e suite: once every test has run, and while the web server
 * is still up (Playwright stops it after the global teardown), ask the local API whether the money
 * adds up — for every user, each balance equals the sum of its records and the voucher count equals
 * the voucher items (GET /api/dev/integrity, LOCAL_MODE and loopback only). Any difference fails the
 * run, listing the users and the differences.
 */
export default async function checkLedgerIntegrity(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('ledger check: no baseURL in the Playwright config');
  const response = await fetch(new URL('/api/dev/integrity', baseURL));
  const body = (await response.json()) as { code: number; msg: string; data: { problems: Array<Record<string, unknown>> } | null };
  if (body.code !== 0 || !body.data) throw new Error(`ledger check: /api/dev/integrity answered ${response.status} ${body.code} ${body.msg}`);
  const { problems } = body.data;
  if (problems.length === 0) {
    console.log('[e2e] ledger check: every balance equals its records, every voucher count its items');
    return;
  }
  const lines = problems.map((p) => `  user ${p.user_id} ${p.asset} ${p.check}${p.record_id ? ` (record ${p.record_id})` : ''}: found ${p.found}, expected ${p.expected}`);
  throw new Error(`[e2e] ledger check failed: ${problems.length} difference(s)\n${lines.join('\n')}`);
}
