/**
 * Strangers cannot lock the owner out of recovery: 200 wrong reset codes from 10 addresses, with no
 * code ever requested, used to refuse the owner's real code for a day (20020). Guesses count only
 * against codes that were issued, so the owner asks for a code and resets on the first try.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../platform/errors';
import { CODE_RESEND_INTERVAL_MS } from './verification';
import { passwordDigest, TEST_CLIENT_HEADER, useTestServer } from '../test/harness';

const server = useTestServer();

const reset = (email: string, code: string, from: string) =>
  server.api.post(
    '/api/user/forgetPassword',
    { email, code, password: passwordDigest('NewSecret9'), confirm_password: passwordDigest('NewSecret9') },
    { headers: { [TEST_CLIENT_HEADER]: from } },
  );

describe('reset-code guesses without an issued code', () => {
  it('200 wrong codes from 10 addresses leave the owner able to reset in one try', async () => {
    const owner = await server.registerUser();
    for (let address = 1; address <= 10; address += 1) {
      for (let guess = 0; guess < 20; guess += 1) {
        const answer = await reset(owner.email, String(100000 + address * 100 + guess), `203.0.113.${address}`);
        expect(answer.code).toBe(ErrorCode.CODE_INVALID);
      }
    }
    server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
    expect(await server.api.post('/api/user/sendEmail', { email: owner.email, type: 2 })).toMatchObject({ code: 0 });
    const code = (await server.api.get<{ code: string }>('/api/dev/mailbox', { email: owner.email, type: '2' })).data.code;
    expect(await reset(owner.email, code, '198.51.100.77')).toMatchObject({ code: 0 });
    expect((await server.api.post('/api/user/login', { email: owner.email, password: passwordDigest('NewSecret9') })).code).toBe(0);
  });
});
