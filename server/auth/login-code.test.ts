/**
 * Past the e-mail-wide ceiling a new device is not refused: 125 wrong passwords from 25 addresses (5
 * each) put the e-mail past it; the owner, on a new device from a fresh address, is asked for the
 * e-mail's code (20021), asks for one and logs in with the password and the code on the first try.
 * The code is checked under the guess caps, is used up by the login, and never stands in for the password.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../platform/errors';
import { CODE_RESEND_INTERVAL_MS } from './verification';
import { passwordDigest, TEST_CLIENT_HEADER, useTestServer } from '../test/harness';

const server = useTestServer({ env: { RATE_LIMITS: 'true' } });

const login = (email: string, password: string, from: string, code?: string) =>
  server.api.post<{ Token: string; device: string }>(
    '/api/user/login',
    { email, password: passwordDigest(password), ...(code === undefined ? {} : { code }) },
    { headers: { [TEST_CLIENT_HEADER]: from } },
  );

async function mailCode(email: string, from: string) {
  server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
  expect(await server.api.post('/api/user/sendEmail', { email, type: 2 }, { headers: { [TEST_CLIENT_HEADER]: from } })).toMatchObject({ code: 0 });
  return (await server.api.get<{ code: string }>('/api/dev/mailbox', { email, type: '2' })).data.code;
}

describe('a new device past the e-mail-wide ceiling', () => {
  it('logs in with the password and the e-mail code after 125 wrong passwords from 25 addresses', async () => {
    const owner = await server.registerUser();
    for (let address = 1; address <= 25; address += 1) {
      for (let i = 0; i < 5; i += 1) await login(owner.email, `Wrong${i}guess`, `203.0.113.${address}`);
    }
    expect(await login(owner.email, owner.password, '198.51.100.20')).toMatchObject({
      code: ErrorCode.LOGIN_CODE_REQUIRED,
      msg: 'This account had many failed logins from other places. To log in on this device, enter the code we send to your e-mail',
      data: null,
    });
    // A stranger with the password wrong gets the same answer: it tells nothing about the password.
    expect((await login(owner.email, 'Wrong9guess', '203.0.113.200')).code).toBe(ErrorCode.LOGIN_CODE_REQUIRED);

    const code = await mailCode(owner.email, '198.51.100.20');
    // The code never stands in for the password, and a wrong password leaves the code usable.
    expect((await login(owner.email, 'Wrong9guess', '198.51.100.20', code)).code).toBe(ErrorCode.LOGIN_FAILED);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await login(owner.email, owner.password, '198.51.100.20', wrongCode)).code).toBe(ErrorCode.CODE_INVALID);
    const inside = await login(owner.email, owner.password, '198.51.100.20', code);
    expect(inside.code, inside.msg).toBe(0);
    expect((await server.api.get('/api/user/info', {}, { token: inside.data.Token })).code).toBe(0);

    // Used up: the same code does not open another new device.
    expect((await login(owner.email, owner.password, '198.51.100.21', code)).code).toBe(ErrorCode.CODE_INVALID);
    // The device the code let in is known from now on: no code asked.
    const again = await server.api.post(
      '/api/user/login',
      { email: owner.email, password: passwordDigest(owner.password), device: inside.data.device },
      { headers: { [TEST_CLIENT_HEADER]: '198.51.100.22' } },
    );
    expect(again.code).toBe(0);
  });

  it("keeps the owner's fresh reset code usable through strangers' 200 wrong guesses from 10 addresses", async () => {
    const owner = await server.registerUser();
    const ownerPhone = '198.51.100.30';
    const reset = (code: string, from: string, password = 'NewSecret9') =>
      server.api.post(
        '/api/user/forgetPassword',
        { email: owner.email, code, password: passwordDigest(password), confirm_password: passwordDigest(password) },
        { headers: { [TEST_CLIENT_HEADER]: from } },
      );
    const code = await mailCode(owner.email, ownerPhone);
    // While the owner's code is live, ten addresses guess 20 times each: they count, but never burn it.
    for (let address = 1; address <= 10; address += 1) {
      for (let guess = 0; guess < 20; guess += 1) {
        const wrong = String(100000 + address * 1000 + guess);
        if (wrong !== code) expect((await reset(wrong, `203.0.113.${100 + address}`)).code).toBe(ErrorCode.CODE_INVALID);
      }
    }
    // Every client but the owner's is now held by the e-mail-wide cap.
    expect((await reset('000000', '203.0.113.250')).code).toBe(ErrorCode.CODE_DAILY_LIMIT);
    const first = await reset(code, ownerPhone);
    expect(first.code, first.msg).toBe(0);
    // And a fresh request of the owner's, after the strangers' 200 guesses, works on the first try.
    const fresh = await mailCode(owner.email, ownerPhone);
    const second = await reset(fresh, ownerPhone, 'NewSecret10');
    expect(second.code, second.msg).toBe(0);
  });
});
