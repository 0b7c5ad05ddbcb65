import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loginFailures } from '../platform/db/schema';
import { ErrorCode } from '../platform/errors';
import { createSecretHasher, hashSecret, md5Hex } from '../platform/password';
import { insertUser } from '../auth/users';
import { passwordDigest, pinDigest, TEST_CLIENT_HEADER, TEST_SCRYPT, useTestServer } from './harness';

/**
 * On PostgreSQL (real concurrent transactions): 80 accounts flood correct-PIN calls
 * while another user logs in. The login must neither get 10503 "busy" nor be locked (20019): PIN
 * checks have their own lane, a freed slot alternates between lanes, and a login takes its place in
 * the queue before its attempt is counted, so a busy refusal is never a failed login.
 */

// One call per account: an account's second right PIN would be accepted as remembered, without scrypt.
const FLOODERS = 80;
const CALLS_PER_FLOODER = 1;
/** Dearer than the test default, cheaper than production: the flood lasts a few seconds. */
const FLOOD_PIN_SCRYPT = { N: 4096, r: 8, p: 1 };
const FLOOD_PIN = '246810';

const server = useTestServer();

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('a flood of correct PINs does not starve or lock logins', () => {
  it('the victim’s logins all succeed while the PIN flood fills the hashing queue', async () => {
    const victim = await server.registerUser();
    // Flooders' PINs cost a dearer scrypt each (stored hashes carry their own cost), so the flood
    // lasts long enough to overlap every login.
    const [slowPin, cheapPassword] = await Promise.all([hashSecret(md5Hex(FLOOD_PIN), FLOOD_PIN_SCRYPT), hashSecret(md5Hex('Secret123'), TEST_SCRYPT)]);
    const flooders: string[] = [];
    for (let i = 0; i < FLOODERS; i += 1) {
      const email = `flooder${i}-${Date.now()}@example.com`;
      await server.database.db.transaction((tx) =>
        insertUser(tx, { email, nickname: `Flood${i}x${Date.now() % 1e6}`, passwordHash: cheapPassword, payPasswordHash: slowPin, referrerId: null }, server.clock.now()),
      );
      flooders.push((await server.services.sessions.login(email, md5Hex('Secret123'), '192.0.2.1')).Token);
    }

    // The app under attack, with the default queue bounds; its hasher is ours so the test can see the queue.
    const hasher = createSecretHasher(TEST_SCRYPT);
    const app = createApp({ db: server.database.db, config: server.config, now: server.clock.now, log: server.ctx.log, secrets: hasher });
    const post = async (path: string, body: unknown, headers: Record<string, string>) => {
      const response = await app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });
      return (await response.json()) as { code: number };
    };

    let settled = 0;
    const flood = flooders.flatMap((token) =>
      Array.from({ length: CALLS_PER_FLOODER }, () => post('/api/voucher/buy', { id: 999_999, password: pinDigest(FLOOD_PIN) }, { Token: token }).finally(() => (settled += 1))),
    );
    // Two hashing and 32 waiting: the old shared queue's bound.
    await waitFor(() => hasher.load() >= 34);

    const victimClient = { [TEST_CLIENT_HEADER]: '203.0.113.77' };
    const logins: { code: number; queued: number }[] = [];
    for (let i = 0; i < 8; i += 1) {
      const queued = hasher.load();
      logins.push({ ...(await post('/api/user/login', { email: victim.email, password: passwordDigest(victim.password) }, victimClient)), queued });
    }
    const settledWhenLoginsEnded = settled;

    const floodAnswers = await Promise.all(flood);
    expect(settledWhenLoginsEnded).toBeLessThan(flood.length); // the flood really overlapped every login
    expect(logins.every((l) => l.queued > 0)).toBe(true);
    expect(logins.map((l) => l.code)).toEqual(Array(8).fill(0));
    // Every flooder's call was answered after its PIN was accepted: none refused for load, none lost.
    expect(floodAnswers.every((a) => a.code === ErrorCode.VOUCHER_NOT_FOUND)).toBe(true);
    expect(await server.database.db.select().from(loginFailures).where(eq(loginFailures.email, victim.email))).toEqual([]);
    expect(hasher.load()).toBe(0);
  }, 120_000);
});
