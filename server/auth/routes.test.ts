import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../platform/errors';
import { MAIN_CONFIG_DEFAULTS } from '../platform/settings';
import { CODE_RESEND_INTERVAL_MS, CODE_TTL_MS } from './verification';
import { passwordDigest, pinDigest, SEED, useTestServer } from '../test/harness';

const server = useTestServer();

let emailCounter = 0;
const freshEmail = () => `auth${++emailCounter}@example.com`;

async function sendCode(email: string) {
  server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
  const sent = await server.api.post('/api/user/sendEmail', { email, type: 1 });
  expect(sent.code).toBe(0);
  const mailbox = await server.api.get<{ code: string; expires_at: number }>('/api/dev/mailbox', { email });
  expect(mailbox.code).toBe(0);
  return mailbox.data.code;
}

function registerBody(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    nickname: `Nick${emailCounter}abc`,
    invite: SEED.invite,
    password: passwordDigest('Secret123'),
    code,
    pay_password: pinDigest('111111'),
    ...overrides,
  };
}

describe('envelope', () => {
  it('answers success as { code: 0, msg, data }', async () => {
    const response = await server.app.request('/api/main/config');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'server_time']);
    expect(body).toMatchObject({ code: 0, msg: 'Success' });
  });

  it('answers unknown /api paths with HTTP 404 and code 10404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/user/unknown'],
      ['GET', '/api'],
      ['GET', '/api/user/register'],
    ] as const) {
      const response = await server.app.request(path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 10404, msg: 'Not found', data: null, server_time: server.clock.now().getTime() });
    }
  });

  it('serves main config with decimal strings (the defaults on a fresh database)', async () => {
    const config = await server.api.get<Record<string, unknown>>('/api/main/config');
    expect(config.data).toEqual(MAIN_CONFIG_DEFAULTS);
    for (const value of Object.values(config.data)) expect(value).toMatch(/^\d+(\.\d+)?$/);
  });
});

describe('POST /api/user/sendEmail', () => {
  it.each([
    [{}, 'Enter e-mail'],
    [{ email: '' }, 'Enter e-mail'],
    [{ email: '   ' }, 'Enter e-mail'],
    [{ email: null }, 'Enter e-mail'],
    [{ email: 'not-an-email' }, 'Please enter the correct e-mail'],
    [{ email: 'a@b' }, 'Please enter the correct e-mail'],
    [{ email: `${'a'.repeat(300)}@example.com` }, 'Please enter the correct e-mail'],
    [{ email: 42 }, 'The field "email" has an invalid value'],
    [{ email: 'ok@example.com', type: 4 }, 'Unsupported verification code type'],
    [{ email: 'ok@example.com', type: 'x' }, 'Unsupported verification code type'],
  ])('rejects %j with "%s"', async (body, msg) => {
    const result = await server.api.post('/api/user/sendEmail', body);
    expect(result).toMatchObject({ status: 200, code: ErrorCode.INVALID_INPUT, msg, data: null });
  });

  it('answers a registered e-mail exactly like a new one (no enumeration); only the code tells its owner', async () => {
    server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
    const result = await server.api.post('/api/user/sendEmail', { email: SEED.email.toUpperCase(), type: 1 });
    expect(result).toMatchObject({ code: 0, msg: 'Verification code sent' });
    // Register with a wrong code: the answer is about the code, never "already registered".
    const guess = await server.api.post('/api/user/register', registerBody(SEED.email, '000000', { nickname: SEED.nickname }));
    expect(guess.code).toBe(ErrorCode.CODE_INVALID);
    // With the code from the mailbox, the owner learns the e-mail is taken.
    const { data } = await server.api.get<{ code: string }>('/api/dev/mailbox', { email: SEED.email });
    const owner = await server.api.post('/api/user/register', registerBody(SEED.email, data.code));
    expect(owner).toMatchObject({ code: ErrorCode.EMAIL_TAKEN, msg: 'This e-mail is already registered' });
  });

  it('makes a 6-digit code, logs it, and throttles to one per minute', async () => {
    const email = freshEmail();
    const code = await sendCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(server.logLines).toContain(`[mailbox] ${email}: ${code}`);

    server.clock.advance(15_000);
    const again = await server.api.post('/api/user/sendEmail', { email, type: 1 });
    expect(again).toMatchObject({ code: ErrorCode.CODE_THROTTLED, msg: 'Please wait 45 seconds before requesting a new code' });

    server.clock.advance(45_000);
    const later = await server.api.post('/api/user/sendEmail', { email, type: '1' });
    expect(later).toMatchObject({ code: 0, msg: 'Verification code sent' });
  });

  it('treats the e-mail case-insensitively for the throttle', async () => {
    const email = freshEmail();
    await sendCode(email);
    const again = await server.api.post('/api/user/sendEmail', { email: email.toUpperCase(), type: 1 });
    expect(again.code).toBe(ErrorCode.CODE_THROTTLED);
  });
});

describe('GET /api/dev/mailbox', () => {
  it('reports when there is no code', async () => {
    const result = await server.api.get('/api/dev/mailbox', { email: 'nobody@example.com' });
    expect(result).toMatchObject({ code: ErrorCode.MAILBOX_EMPTY, msg: 'No unused verification code for this e-mail' });
  });

  it('validates the e-mail query', async () => {
    expect((await server.api.get('/api/dev/mailbox')).msg).toBe('Enter e-mail');
    expect((await server.api.get('/api/dev/mailbox', { email: 'x' })).msg).toBe('Please enter the correct e-mail');
  });

  it('gives the expiry in unix seconds, 10 minutes ahead', async () => {
    const email = freshEmail();
    await sendCode(email);
    const mailbox = await server.api.get<{ expires_at: number }>('/api/dev/mailbox', { email });
    expect(mailbox.data.expires_at).toBe(Math.floor((server.clock.now().getTime() + CODE_TTL_MS) / 1000));
  });
});

describe('POST /api/user/register', () => {
  it.each([
    ['email', undefined, 'Enter e-mail'],
    ['email', 'bad@', 'Please enter the correct e-mail'],
    ['code', undefined, 'Enter the e-mail verification code'],
    ['code', '', 'Enter the e-mail verification code'],
    ['code', 123456, 'The field "code" has an invalid value'],
    ['nickname', undefined, 'Enter nickname'],
    ['nickname', 'abc', 'Nickname minimum length is 6'],
    ['nickname', '12345678', 'Nickname must be a combination of letters and digits, or letters only'],
    ['nickname', 'with space', 'Nickname must be a combination of letters and digits, or letters only'],
    ['nickname', 'ÜberNick1', 'Nickname must be a combination of letters and digits, or letters only'],
    ['nickname', 'a'.repeat(43), 'Nickname maximum length is 42'],
    ['password', undefined, 'Enter password'],
    ['password', 'plain-password', 'The password must be sent as an MD5 hex digest'],
    ['invite', undefined, 'Enter invite code'],
    ['pay_password', undefined, 'Enter security password'],
    ['pay_password', '123456', 'The security password must be sent as an MD5 hex digest'],
  ])('rejects %s = %j with "%s"', async (field, value, msg) => {
    const body: Record<string, unknown> = registerBody('valid@example.com', '000000');
    if (value === undefined) delete body[field];
    else body[field] = value;
    const result = await server.api.post('/api/user/register', body);
    expect(result).toMatchObject({ status: 200, code: ErrorCode.INVALID_INPUT, msg, data: null });
  });

  it('accepts letters-only nicknames of 42 characters', async () => {
    const email = freshEmail();
    const code = await sendCode(email);
    const result = await server.api.post('/api/user/register', registerBody(email, code, { nickname: 'b'.repeat(42) }));
    expect(result).toMatchObject({ code: 0, msg: 'Registration successful' });
  });

  it('registers, consumes the code once, and logs in', async () => {
    const email = freshEmail();
    const code = await sendCode(email);
    const body = registerBody(email, code, { nickname: 'SingleUse1' });
    expect((await server.api.post('/api/user/register', body)).code).toBe(0);

    // Second attempt: the code is used up (checked first, so nothing else is revealed).
    const again = await server.api.post('/api/user/register', { ...body, nickname: 'SingleUse2' });
    expect(again).toMatchObject({ code: ErrorCode.CODE_INVALID });
    expect((await server.api.get('/api/dev/mailbox', { email })).code).toBe(ErrorCode.MAILBOX_EMPTY);

    // The login password may arrive in lower case: it is normalised before hashing.
    const login = await server.api.post<{ Token: string; ex_time: number }>('/api/user/login', {
      email: email.toUpperCase(),
      password: passwordDigest('Secret123').toLowerCase(),
    });
    expect(login).toMatchObject({ code: 0, msg: 'Login successful' });
    expect(login.data.Token).toMatch(/^[0-9a-f]{64}$/);
    const ttl = server.config.tokenTtlSeconds;
    expect(login.data.ex_time).toBe(Math.floor(server.clock.now().getTime() / 1000) + ttl);
  });

  it('rejects a wrong code, then a code used twice', async () => {
    const email = freshEmail();
    const code = await sendCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const result = await server.api.post('/api/user/register', registerBody(email, wrong));
    expect(result).toMatchObject({ code: ErrorCode.CODE_INVALID, msg: 'The verification code is incorrect or has expired' });
    // The right code still works after one wrong guess.
    expect((await server.api.post('/api/user/register', registerBody(email, code, { nickname: 'RightCode1' }))).code).toBe(0);
  });

  it('burns a code after five wrong guesses', async () => {
    const email = freshEmail();
    const code = await sendCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await server.api.post('/api/user/register', registerBody(email, wrong))).code).toBe(ErrorCode.CODE_INVALID);
    }
    const right = await server.api.post('/api/user/register', registerBody(email, code, { nickname: 'TooLate1' }));
    expect(right.code).toBe(ErrorCode.CODE_INVALID);
  });

  it('rejects an expired code (10 minutes)', async () => {
    const email = freshEmail();
    const code = await sendCode(email);
    server.clock.advance(CODE_TTL_MS);
    const result = await server.api.post('/api/user/register', registerBody(email, code));
    expect(result.code).toBe(ErrorCode.CODE_INVALID);
    expect((await server.api.get('/api/dev/mailbox', { email })).code).toBe(ErrorCode.MAILBOX_EMPTY);
  });

  it('accepts a code just before it expires', async () => {
    const email = freshEmail();
    const code = await sendCode(email);
    server.clock.advance(CODE_TTL_MS - 1000);
    expect((await server.api.post('/api/user/register', registerBody(email, code, { nickname: 'JustInTime1' }))).code).toBe(0);
  });

  it('only the latest code counts', async () => {
    const email = freshEmail();
    const first = await sendCode(email);
    const second = await sendCode(email);
    if (first !== second) {
      expect((await server.api.post('/api/user/register', registerBody(email, first))).code).toBe(ErrorCode.CODE_INVALID);
    }
    expect((await server.api.post('/api/user/register', registerBody(email, second, { nickname: 'LatestOnly1' }))).code).toBe(0);
  });

  it('refuses a duplicate nickname, case-insensitively', async () => {
    const email = freshEmail();
    const code = await sendCode(email);
    const result = await server.api.post('/api/user/register', registerBody(email, code, { nickname: SEED.nickname.toLowerCase() }));
    expect(result).toMatchObject({ code: ErrorCode.NICKNAME_TAKEN, msg: 'This nickname is already taken' });
  });

  it("refuses an unknown invite code, and accepts any user's invite in any case", async () => {
    const email = freshEmail();
    const code = await sendCode(email);
    const bad = await server.api.post('/api/user/register', registerBody(email, code, { invite: 'NOPE99' }));
    expect(bad).toMatchObject({ code: ErrorCode.INVITE_INVALID, msg: 'The invite code does not exist' });
    // The code was not used by the failed attempt.
    const good = await server.api.post('/api/user/register', registerBody(email, code, { invite: SEED.invite.toLowerCase(), nickname: 'Invited1' }));
    expect(good.code).toBe(0);
  });

  it('gives each user a fresh 8-character invite code others can use', async () => {
    const referrer = await server.registerUser();
    const info = await server.api.get<{ invite: string }>('/api/user/info', {}, { token: referrer.token });
    expect(info.data.invite).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    const invited = await server.registerUser({ invite: info.data.invite });
    expect(invited.token).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/user/login', () => {
  it.each([
    [{}, 'Enter e-mail'],
    [{ email: 'x' }, 'Please enter the correct e-mail'],
    [{ email: SEED.email }, 'Enter password'],
    [{ email: SEED.email, password: 'short' }, 'The password must be sent as an MD5 hex digest'],
    [{ email: SEED.email, password: ['a'] }, 'The field "password" has an invalid value'],
  ])('rejects %j with "%s"', async (body, msg) => {
    expect(await server.api.post('/api/user/login', body)).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg });
  });

  it('gives one generic error for an unknown e-mail and for a wrong password', async () => {
    const unknown = await server.api.post('/api/user/login', { email: 'ghost@example.com', password: passwordDigest('x') });
    const wrong = await server.api.post('/api/user/login', { email: SEED.email, password: passwordDigest('wrong') });
    for (const result of [unknown, wrong]) {
      expect(result).toMatchObject({ code: ErrorCode.LOGIN_FAILED, msg: 'Incorrect e-mail or password', data: null });
    }
  });

  it('logs the seeded founder in with SEED_PASSWORD', async () => {
    const login = await server.api.post('/api/user/login', { email: SEED.email, password: passwordDigest(SEED.password) });
    expect(login.code).toBe(0);
  });
});

describe('sessions and GET /api/user/info', () => {
  it('returns the full user info for a token', async () => {
    const user = await server.registerUser();
    const info = await server.api.get('/api/user/info', {}, { token: user.token });
    expect(info.code).toBe(0);
    expect(info.data).toEqual({
      id: expect.any(Number),
      avatar: '',
      brp: '0',
      nickname: user.nickname,
      email: user.email,
      invite: expect.any(String),
      count_winner: 0,
      count_not_winner: 0,
      ticket: 0,
      vp: '0',
      nft_voucher: 0,
      nft_voucher_price: '0',
      nft_voucher_listed_count: 0,
      nft_voucher_not_listed_count: 0,
      usdt_amount: '0',
      kinbo: '0',
    });
  });

  it('answers 40100 for a missing, malformed or unknown token (HTTP 200)', async () => {
    const missing = await server.api.get('/api/user/info');
    expect(missing).toMatchObject({ status: 200, code: 40100, msg: 'Please log in first', data: null });
    for (const token of ['garbage', 'a'.repeat(64), ' ']) {
      const result = await server.api.get('/api/user/info', {}, { token });
      expect(result.status).toBe(200);
      expect(result.code).toBe(40100);
    }
  });

  it('answers 40200 once the token expires (TTL or dev/expireSession)', async () => {
    const user = await server.registerUser();
    server.clock.advance(server.config.tokenTtlSeconds * 1000);
    const expired = await server.api.get('/api/user/info', {}, { token: user.token });
    expect(expired).toMatchObject({ status: 200, code: 40200, msg: 'Login expired, please log in again' });

    const login = await server.api.post<{ Token: string }>('/api/user/login', { email: user.email, password: passwordDigest(user.password) });
    const token = login.data.Token;
    expect((await server.api.get('/api/user/info', {}, { token })).code).toBe(0);
    expect((await server.api.post('/api/dev/expireSession', {}, { token })).code).toBe(0);
    expect((await server.api.get('/api/user/info', {}, { token })).code).toBe(40200);
    expect((await server.api.post('/api/dev/expireSession', {}, {})).code).toBe(40100);
  });
});

describe('Lang header', () => {
  it.each([
    ['zh', '邮箱或密码错误'],
    ['kr', '이메일 또는 비밀번호가 올바르지 않습니다'],
    ['id', 'E-mail atau kata sandi salah'],
    ['vn', 'E-mail hoặc mật khẩu không đúng'],
    ['fil', 'Mali ang e-mail o password'],
    ['en', 'Incorrect e-mail or password'],
    ['xx', 'Incorrect e-mail or password'],
    ['zh-CN', '邮箱或密码错误'],
  ])('Lang %s translates msg', async (lang, msg) => {
    // An unknown e-mail per language, so no e-mail reaches the lock-out of five failures.
    const result = await server.api.post('/api/user/login', { email: `lang-${lang}@example.com`, password: passwordDigest('nope') }, { lang });
    expect(result.msg).toBe(msg);
  });

  it('fills parameters in translations', async () => {
    const email = freshEmail();
    await sendCode(email);
    const result = await server.api.post('/api/user/sendEmail', { email, type: 1 }, { lang: 'zh' });
    expect(result.msg).toBe('请等待 60 秒后再获取新的验证码');
  });
});

describe('concurrency', () => {
  it('issues one code when the same e-mail asks five times at once', async () => {
    const email = freshEmail();
    server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
    const results = await Promise.all(Array.from({ length: 5 }, () => server.api.post('/api/user/sendEmail', { email, type: 1 })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.CODE_THROTTLED)).toHaveLength(4);
  });

  it('lets one of two simultaneous registrations with the same code win', async () => {
    const email = freshEmail();
    const code = await sendCode(email);
    const [a, b] = await Promise.all([
      server.api.post('/api/user/register', registerBody(email, code, { nickname: 'RaceWinnerA' })),
      server.api.post('/api/user/register', registerBody(email, code, { nickname: 'RaceWinnerB' })),
    ]);
    // Exactly one wins. The loser finds the code used (it is consumed first, inside the winner's
    // transaction) or, when the winner committed before the loser's own checks ran, the e-mail taken:
    // both are true answers, and which one comes depends only on timing (PostgreSQL runs both at once).
    const codes = [a!.code, b!.code].sort((x, y) => x - y);
    expect(codes[0]).toBe(0);
    expect([ErrorCode.CODE_INVALID, ErrorCode.EMAIL_TAKEN]).toContain(codes[1]);
    const login = await server.api.post<{ Token: string }>('/api/user/login', { email, password: passwordDigest('Secret123') });
    expect(login.code).toBe(0);
  });
});
