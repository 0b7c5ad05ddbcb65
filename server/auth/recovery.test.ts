import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../platform/errors';
import { CODE_MAX_FAILED_ATTEMPTS, CODE_RESEND_INTERVAL_MS } from './verification';
import { passwordDigest, pinDigest, useTestServer } from '../test/harness';

const server = useTestServer();

async function mailbox(email: string, type?: number) {
  return server.api.get<{ code: string; type: number }>('/api/dev/mailbox', type === undefined ? { email } : { email, type: String(type) });
}

async function forgotPasswordCode(email: string) {
  server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
  const sent = await server.api.post('/api/user/sendEmail', { email, type: 2 });
  expect(sent).toMatchObject({ code: 0, msg: 'Verification code sent' });
  const box = await mailbox(email, 2);
  expect(box.code).toBe(0);
  return box.data.code;
}

const newPassword = (code: string, email: string, plain = 'NewSecret9') => ({
  email,
  code,
  password: passwordDigest(plain),
  confirm_password: passwordDigest(plain),
});

describe('forgot password (sendEmail type 2 + forgetPassword)', () => {
  it('resets the password with the e-mail code and ends every session of the user', async () => {
    const user = await server.registerUser();
    const second = await server.api.post<{ Token: string }>('/api/user/login', { email: user.email, password: passwordDigest(user.password) });
    const code = await forgotPasswordCode(user.email);

    const reset = await server.api.post('/api/user/forgetPassword', newPassword(code, user.email));
    expect(reset).toMatchObject({ code: 0, msg: 'Password reset. Log in with your new password' });

    for (const token of [user.token, second.data.Token]) {
      expect((await server.api.get('/api/user/info', {}, { token })).code).toBe(ErrorCode.TOKEN_INVALID);
    }
    expect((await server.api.post('/api/user/login', { email: user.email, password: passwordDigest(user.password) })).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await server.api.post('/api/user/login', { email: user.email, password: passwordDigest('NewSecret9') })).code).toBe(0);
    // The code is used up.
    expect((await server.api.post('/api/user/forgetPassword', newPassword(code, user.email, 'Other1234'))).code).toBe(ErrorCode.CODE_INVALID);
  });

  it('answers an unknown e-mail like a known one but sends it no code', async () => {
    server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
    const sent = await server.api.post('/api/user/sendEmail', { email: 'nobody-here@example.com', type: 2 });
    expect(sent).toMatchObject({ code: 0, msg: 'Verification code sent' });
    expect((await mailbox('nobody-here@example.com')).code).toBe(ErrorCode.MAILBOX_EMPTY);
    const reset = await server.api.post('/api/user/forgetPassword', newPassword('123456', 'nobody-here@example.com'));
    expect(reset).toMatchObject({ code: ErrorCode.CODE_INVALID });
  });

  it('does not accept a registration code, and burns the code after 5 wrong guesses', async () => {
    const user = await server.registerUser();
    server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
    await server.api.post('/api/user/sendEmail', { email: user.email, type: 1 });
    const registerCode = (await mailbox(user.email, 1)).data.code;
    expect((await server.api.post('/api/user/forgetPassword', newPassword(registerCode, user.email))).code).toBe(ErrorCode.CODE_INVALID);

    const code = await forgotPasswordCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_FAILED_ATTEMPTS; i += 1) {
      expect((await server.api.post('/api/user/forgetPassword', newPassword(wrong, user.email))).code).toBe(ErrorCode.CODE_INVALID);
    }
    expect((await server.api.post('/api/user/forgetPassword', newPassword(code, user.email))).code).toBe(ErrorCode.CODE_INVALID);
    expect((await server.api.get('/api/user/info', {}, { token: user.token })).code).toBe(0);
  });

  it('throttles a second code within a minute', async () => {
    const user = await server.registerUser();
    await forgotPasswordCode(user.email);
    const again = await server.api.post('/api/user/sendEmail', { email: user.email, type: 2 });
    expect(again.code).toBe(ErrorCode.CODE_THROTTLED);
  });

  // A second request within the minute must not tell a registered e-mail from an unknown one.
  it('throttles an unknown e-mail like a known one', async () => {
    const user = await server.registerUser();
    const unknown = 'nobody-throttled@example.com';
    server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
    for (const email of [user.email, unknown]) expect((await server.api.post('/api/user/sendEmail', { email, type: 2 })).code).toBe(0);
    const [known, stranger] = [await server.api.post('/api/user/sendEmail', { email: user.email, type: 2 }), await server.api.post('/api/user/sendEmail', { email: unknown, type: 2 })];
    expect(known.code).toBe(ErrorCode.CODE_THROTTLED);
    expect({ code: stranger.code, msg: stranger.msg }).toEqual({ code: known.code, msg: known.msg });
    // Still no code exists for the unknown e-mail.
    expect((await mailbox(unknown)).code).toBe(ErrorCode.MAILBOX_EMPTY);
  });

  it.each([
    [{ code: '1', password: passwordDigest('a'), confirm_password: passwordDigest('a') }, 'Enter e-mail'],
    [{ email: 'a@example.com', password: passwordDigest('a'), confirm_password: passwordDigest('a') }, 'Enter the e-mail verification code'],
    [{ email: 'a@example.com', code: '1', password: 'plain', confirm_password: 'plain' }, undefined],
    [{ email: 'a@example.com', code: '1', password: passwordDigest('a'), confirm_password: passwordDigest('b') }, 'The two passwords are different'],
  ])('rejects %j', async (body, msg) => {
    const result = await server.api.post('/api/user/forgetPassword', body);
    expect(result.code).toBe(ErrorCode.INVALID_INPUT);
    if (msg) expect(result.msg).toBe(msg);
  });
});

describe('forgot security password (sendEmail type 3 + forgetPayPassword)', () => {
  it('needs a session, mails the account e-mail and sets a new PIN that unlocks a locked PIN', async () => {
    const user = await server.registerUser();
    server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
    expect((await server.api.post('/api/user/sendEmail', { type: 3 })).code).toBe(ErrorCode.TOKEN_INVALID);
    const sent = await server.api.post('/api/user/sendEmail', { type: 3, email: 'someone-else@example.com' }, { token: user.token });
    expect(sent.code).toBe(0);
    expect((await mailbox('someone-else@example.com')).code).toBe(ErrorCode.MAILBOX_EMPTY);
    const code = (await mailbox(user.email, 3)).data.code;

    // Lock the PIN with wrong old PINs first.
    for (let i = 0; i < 5; i += 1) {
      await server.api.post(
        '/api/user/resetPayPassword',
        { old_password: pinDigest('000000'), password: pinDigest('222222'), confirm_password: pinDigest('222222') },
        { token: user.token },
      );
    }
    const locked = await server.api.post(
      '/api/user/resetPayPassword',
      { old_password: pinDigest(user.pin), password: pinDigest('222222'), confirm_password: pinDigest('222222') },
      { token: user.token },
    );
    expect(locked.code).toBe(ErrorCode.PIN_LOCKED);

    const body = { code, password: pinDigest('333333'), confirm_password: pinDigest('333333') };
    expect((await server.api.post('/api/user/forgetPayPassword', body)).code).toBe(ErrorCode.TOKEN_INVALID);
    const reset = await server.api.post('/api/user/forgetPayPassword', body, { token: user.token, lang: 'zh' });
    expect(reset).toMatchObject({ code: 0, msg: '安全密码已重置' });
    // Sessions stay; the new PIN works and the lock is gone.
    const changed = await server.api.post(
      '/api/user/resetPayPassword',
      { old_password: pinDigest('333333'), password: pinDigest('444444'), confirm_password: pinDigest('444444') },
      { token: user.token },
    );
    expect(changed.code).toBe(0);
  });

  it('refuses a wrong code and mismatched PINs', async () => {
    const user = await server.registerUser();
    server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
    await server.api.post('/api/user/sendEmail', { type: 3 }, { token: user.token });
    const code = (await mailbox(user.email, 3)).data.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await server.api.post('/api/user/forgetPayPassword', { code: wrong, password: pinDigest('333333'), confirm_password: pinDigest('333333') }, { token: user.token });
    expect(bad.code).toBe(ErrorCode.CODE_INVALID);
    const mismatch = await server.api.post('/api/user/forgetPayPassword', { code, password: pinDigest('333333'), confirm_password: pinDigest('333334') }, { token: user.token });
    expect(mismatch.code).toBe(ErrorCode.INVALID_INPUT);
  });
});
