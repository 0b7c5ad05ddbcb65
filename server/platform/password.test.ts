import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors';
import { createSecretHasher, hashSecret, md5Hex, normaliseMd5Hex, verifySecret } from './password';
import { INVITE_ALPHABET, newInviteCode, newVerificationCode } from './random';

const FAST = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a random salt and verifies it', async () => {
    const digest = md5Hex('Kinbo123456');
    const first = await hashSecret(digest, FAST);
    const second = await hashSecret(digest, FAST);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
    expect(await verifySecret(digest, first)).toBe(true);
    expect(await verifySecret(md5Hex('other'), first)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$1$1$00$00', 'bcrypt$x$y$z$a$b', 'scrypt$abc$8$1$00$' + '0'.repeat(64)]) {
      expect(await verifySecret(md5Hex('x'), stored)).toBe(false);
    }
  });

  it('normalises MD5 hex to lower case and refuses anything else', () => {
    expect(normaliseMd5Hex(' ABCDEF0123456789ABCDEF0123456789 ')).toBe('abcdef0123456789abcdef0123456789');
    expect(normaliseMd5Hex('xyz')).toBeNull();
    expect(normaliseMd5Hex('a'.repeat(33))).toBeNull();
  });
});

describe('the hashing queue', () => {
  it('gives a freed slot to the lanes in turn: a login waits for one PIN hash, not for the whole PIN line', async () => {
    const hasher = createSecretHasher(FAST, { concurrency: 1, maxPending: { login: 4, pin: 64 } });
    const stored = await hashSecret(md5Hex('123456'), FAST);
    const finished: string[] = [];
    const pins = Array.from({ length: 20 }, (_, i) => hasher.verify(md5Hex('123456'), stored, 'pin').then(() => finished.push(`pin${i}`)));
    const login = hasher.verify(md5Hex('123456'), stored, 'login').then(() => finished.push('login'));
    await Promise.all([...pins, login]);
    expect(finished.indexOf('login')).toBeLessThanOrEqual(2);
    expect(hasher.load()).toBe(0);
  });

  it('refuses a full lane with 10503 at admission, before the caller counts anything, and frees places on release', async () => {
    const hasher = createSecretHasher(FAST, { concurrency: 1, maxPending: { login: 1, pin: 0 } });
    const first = hasher.admit('login');
    const second = hasher.admit('login');
    expect(() => hasher.admit('login')).toThrow(expect.objectContaining({ code: ErrorCode.BUSY }));
    const pin = hasher.admit('pin'); // another lane is not full
    expect(() => hasher.admit('pin')).toThrow(expect.objectContaining({ code: ErrorCode.BUSY }));
    first.release();
    first.release(); // twice is harmless
    expect(hasher.admitted('login')).toBe(1);
    hasher.admit('login').release();
    second.release();
    pin.release();
    expect(hasher.admitted('login') + hasher.admitted('pin')).toBe(0);
  });
});

describe('random codes', () => {
  it('makes 6-digit verification codes and 8-character invite codes without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      expect(newVerificationCode()).toMatch(/^\d{6}$/);
      const invite = newInviteCode();
      expect(invite).toHaveLength(8);
      for (const ch of invite) expect(INVITE_ALPHABET).toContain(ch);
    }
    expect(INVITE_ALPHABET).not.toMatch(/[01IOL]/);
  });
});
