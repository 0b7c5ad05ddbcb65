/**
 * Strangers cannot lock the owner out of a known device: 125 wrong passwords for one e-mail from 25
 * addresses (5 each) put the e-mail past its ceiling; the owner, on a device that logged in before
 * and from a fresh address, still gets in on the first try. A new device is asked for the e-mail's code.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../platform/errors';
import { passwordDigest, TEST_CLIENT_HEADER, useTestServer } from '../test/harness';

const server = useTestServer({ env: { RATE_LIMITS: 'true' } });

const login = (email: string, password: string, from: string, device?: string) =>
  server.api.post<{ Token: string; device?: string }>(
    '/api/user/login',
    { email, password: passwordDigest(password), ...(device === undefined ? {} : { device }) },
    { headers: { [TEST_CLIENT_HEADER]: from } },
  );

describe('known devices', () => {
  it("125 wrong passwords from 25 addresses do not lock the owner's known device", async () => {
    const owner = await server.registerUser();
    const first = await login(owner.email, owner.password, '198.51.100.1');
    expect(first.code).toBe(0);
    const device = first.data.device!;
    expect(device).toMatch(/^[0-9a-f]{64}$/);

    for (let address = 1; address <= 25; address += 1) {
      for (let i = 0; i < 5; i += 1) await login(owner.email, `Wrong${i}guess`, `203.0.113.${address}`);
    }
    // A new device from a fresh address is asked for the e-mail's code at the e-mail-wide ceiling.
    expect((await login(owner.email, owner.password, '198.51.100.2')).code).toBe(ErrorCode.LOGIN_CODE_REQUIRED);
    // The known device, from another fresh address, gets in at once and keeps its token.
    const back = await login(owner.email, owner.password, '198.51.100.3', device);
    expect(back.code).toBe(0);
    expect(back.data.device).toBe(device);
    // A made-up token is a new device.
    expect((await login(owner.email, owner.password, '198.51.100.4', 'f'.repeat(64))).code).toBe(ErrorCode.LOGIN_CODE_REQUIRED);
  });

  it("a stranger guessing with the owner's device token only locks that token's own count", async () => {
    const owner = await server.registerUser();
    const device = (await login(owner.email, owner.password, '198.51.100.10')).data.device!;
    for (let i = 0; i < 5; i += 1) expect((await login(owner.email, `Wrong${i}guess`, '203.0.113.99', device)).code).toBe(ErrorCode.LOGIN_FAILED);
    // The pair lock still applies to the device key (its guesses are limited like any client's).
    expect((await login(owner.email, owner.password, '203.0.113.99', device)).code).toBe(ErrorCode.LOGIN_LOCKED);
    expect((await login(owner.email, owner.password, '198.51.100.11')).code).toBe(0);
  });
});
