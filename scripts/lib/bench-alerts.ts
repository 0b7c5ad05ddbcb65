/**
 * What the alert benchmarks share (bench-notices.ts, bench-push.ts): one API in this process on an
 * in-memory PGlite listening on loopback, funded players with sessions written directly (a login each
 * would cost hundreds of scrypt checks and count as attempts), a POST helper and percentiles.
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/config';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/platform/db/client';
import { sessions } from '../../server/platform/db/schema';
import { hashSecret, md5Hex } from '../../server/platform/password';
import { newSessionToken, sha256Hex } from '../../server/platform/random';
import { GET_WAY, type LedgerPosting } from '../../server/platform/ledger';
import { insertUser } from '../../server/auth/users';
import { listen } from '../../server/platform/http-server';

/** The PIN of every benchmark player, as its MD5 (the wire form). */
export const BENCH_PIN = md5Hex('654321');
const SCRYPT = { N: 1024, r: 8, p: 1 };

/** The value below which `p` % of `sorted` (ascending) lie. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The API with its inbox follower started, on a free loopback port. */
export async function startBenchApi() {
  const config = loadConfig({ DATA_DIR: 'memory', HOST: '127.0.0.1', LOCAL_MODE: 'true', RATE_LIMITS: 'false', LOG_REQUESTS: 'false' });
  const database = await openDatabase({ dataDir: 'memory' });
  await database.migrate();
  const quiet = { info: () => undefined, warn: () => undefined, error: (m: string, e?: unknown) => console.error(m, e ?? '') };
  const app = createApp({ db: database.db, config, log: quiet, notifications: database.listen });
  await app.notices?.start();
  const server = listen(app.fetch, { port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** `count` players named `<label><i>`, each with a session and 100,000 KinBo and tickets. */
  async function players(count: number, label: string): Promise<{ ids: number[]; tokens: string[] }> {
    const now = new Date();
    const [passwordHash, pinHash] = await Promise.all([hashSecret(md5Hex('Secret123'), SCRYPT), hashSecret(BENCH_PIN, SCRYPT)]);
    const ids = await database.db.transaction(async (tx) => {
      const made: number[] = [];
      for (let i = 0; i < count; i++)
        made.push((await insertUser(tx, { email: `${label.toLowerCase()}${i}@bench.test`, nickname: `${label}${i}`, passwordHash, payPasswordHash: pinHash, referrerId: null }, now)).id);
      return made;
    });
    const tokens = ids.map(() => newSessionToken());
    await database.db.insert(sessions).values(ids.map((userId, i) => ({ userId, tokenHash: sha256Hex(tokens[i]!), createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) })));
    await app.services.ledger.post(
      ids.flatMap((id) =>
        (['kinbo', 'ticket'] as const).map((asset): LedgerPosting => ({
          userId: id,
          asset,
          direction: 'credit',
          amount: '100000',
          type: asset,
          title: { key: 'usdt_deposit' },
          getWay: GET_WAY.purchase,
        })),
      ),
    );
    return { ids, tokens };
  }

  /** POSTs as a player; anything but code 0 throws with the server's message. */
  async function post(route: string, token: string, body: unknown): Promise<void> {
    const response = await fetch(`${url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Token: token }, body: JSON.stringify(body) });
    const envelope = (await response.json()) as { code: number; msg: string };
    if (envelope.code !== 0) throw new Error(`${route}: ${envelope.msg}`);
  }

  return { database, app, server, url, players, post };
}
