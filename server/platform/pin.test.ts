import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors';
import { createSecretHasher } from './password';
import { createPinService, PIN_LOCK_BASE_MS } from './pin';
import { VERIFIED_PIN_TTL_MS } from './verified-pins';
import { pinDigest, TEST_SCRYPT, useTestServer } from '../test/harness';

const server = useTestServer();

/** A PIN service of its own on the test server's database and clock, counting the scrypt checks it runs. */
function countingPinService() {
  const real = createSecretHasher(TEST_SCRYPT);
  const counted = { scrypt: 0 };
  const secrets = {
    ...real,
    admit: (lane: Parameters<typeof real.admit>[0]) => {
      const ticket = real.admit(lane);
      return { ...ticket, verify: (md5: string, stored: string) => ((counted.scrypt += 1), ticket.verify(md5, stored)) };
    },
  };
  return { pin: createPinService({ ...server.ctx, secrets }), counted };
}

const codeOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 0,
    (error: { code?: number }) => error.code,
  );

describe('the PIN check', () => {
  it('runs scrypt once for a run of right PINs, again after the TTL', async () => {
    const user = await server.registerUser();
    const { pin, counted } = countingPinService();
    for (let i = 0; i < 5; i++) await pin.verify(user.id, pinDigest(user.pin));
    expect(counted.scrypt).toBe(1);
    server.clock.advance(VERIFIED_PIN_TTL_MS);
    await pin.verify(user.id, pinDigest(user.pin));
    expect(counted.scrypt).toBe(2);
  });

  it('after a right PIN, wrong ones still run scrypt, count and lock; locked, the right one is refused too', async () => {
    const user = await server.registerUser();
    const { pin, counted } = countingPinService();
    await pin.verify(user.id, pinDigest(user.pin));
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(await codeOf(pin.verify(user.id, pinDigest('000000'))));
    expect(codes).toEqual([...Array(4).fill(ErrorCode.PAY_PASSWORD_WRONG), ErrorCode.PIN_LOCKED]);
    expect(counted.scrypt).toBe(6);
    expect(await codeOf(pin.verify(user.id, pinDigest(user.pin)))).toBe(ErrorCode.PIN_LOCKED);
    server.clock.advance(PIN_LOCK_BASE_MS);
    expect(await codeOf(pin.verify(user.id, pinDigest(user.pin)))).toBe(0);
  });

  it('refuses a remembered PIN once it was changed, even by another process', async () => {
    const user = await server.registerUser();
    const { pin } = countingPinService();
    await pin.verify(user.id, pinDigest(user.pin));
    // The change goes through the app's own PIN service: this one learns of it only from the database.
    const changed = await server.api.post(
      '/api/user/resetPayPassword',
      { old_password: pinDigest(user.pin), password: pinDigest('135790'), confirm_password: pinDigest('135790') },
      { token: user.token },
    );
    expect(changed.code).toBe(0);
    expect(await codeOf(pin.verify(user.id, pinDigest(user.pin)))).toBe(ErrorCode.PAY_PASSWORD_WRONG);
    expect(await codeOf(pin.verify(user.id, pinDigest('135790')))).toBe(0);
  });
});
