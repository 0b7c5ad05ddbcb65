import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { ErrorCode } from './platform/errors';
import { createSecretHasher, type SecretHasher } from './platform/password';
import { LIMITS } from './platform/rate-limit';
import { LOGIN_EMAIL_CEILING, LOGIN_EMAIL_WINDOW_MS } from './auth/sessions';
import {
  CODE_DAILY_SENDS_PER_CLIENT,
  CODE_DAILY_SENDS_PER_EMAIL,
  CODE_DAILY_WINDOW_MS,
  CODE_DAILY_WRONG_GUESSES_PER_CLIENT,
  CODE_DAILY_WRONG_GUESSES_PER_EMAIL,
  CODE_MAX_FAILED_ATTEMPTS,
  CODE_RESEND_INTERVAL_MS,
} from './auth/verification';
import { passwordDigest, pinDigest, SEED, TEST_CLIENT_HEADER, TEST_SCRYPT, useTestServer } from './test/harness';

/**
 * Abuse as an attacker would try it: a stranger locking the owner out, and
 * guessing e-mail codes without a ceiling. (The hashing-queue flood runs on PostgreSQL:
 * test/hash-lanes.pg.test.ts.)
 */

const server = useTestServer();

let clientCounter = 0;
/** A fresh client address; 198.51.100.0/24 is never loopback. */
const newClient = () => ({ [TEST_CLIENT_HEADER]: `198.51.${100 + Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}` });
const login = (email: string, password: string, client: Record<string, string>) =>
  server.api.post<{ Token: string }>('/api/user/login', { email, password: passwordDigest(password) }, { headers: client });

/** Asks for a code of `type` (1 register, 2 forgot password) from `client`, after the resend throttle; the answer's code. */
async function sendCode(email: string, type: 1 | 2, client: Record<string, string>): Promise<number> {
  server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
  return (await server.api.post('/api/user/sendEmail', { email, type }, { headers: client })).code;
}
/** A recovery code asked for from `client` (the owner's own loopback address unless given), read from the dev mailbox. */
async function recoveryCode(email: string, client: Record<string, string> = {}): Promise<string> {
  expect(await sendCode(email, 2, client)).toBe(0);
  const box = await server.api.get<{ code: string }>('/api/dev/mailbox', { email, type: '2' });
  expect(box.code).toBe(0);
  return box.data.code;
}
const forgetPassword = (email: string, code: string, plain: string, options: { lang?: string; client?: Record<string, string> } = {}) =>
  server.api.post('/api/user/forgetPassword', { email, code, password: passwordDigest(plain), confirm_password: passwordDigest(plain) }, { lang: options.lang, headers: options.client });
/** `count` wrong recovery guesses from `client`, against fresh codes it asks for (each burns after CODE_MAX_FAILED_ATTEMPTS). */
async function guessWrongly(email: string, client: Record<string, string>, count: number): Promise<void> {
  let code = '';
  for (let i = 0; i < count; i += 1) {
    if (i % CODE_MAX_FAILED_ATTEMPTS === 0) code = await recoveryCode(email, client);
    expect((await forgetPassword(email, wrongCode(code, i), 'Guessed99', { client })).code).toBe(ErrorCode.CODE_INVALID);
  }
}
/** A 6-digit code that is not `code`. */
const wrongCode = (code: string, salt: number) => String((Number(code) + 1 + salt) % 1_000_000).padStart(6, '0');

describe('a stranger cannot lock the owner out', () => {
  it('wrong logins from client A lock client A only: the owner logs in from client B', async () => {
    const owner = await server.registerUser();
    const [stranger, ownerPhone] = [newClient(), newClient()];
    for (let i = 0; i < 5; i += 1) expect((await login(owner.email, 'guess-' + i, stranger)).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login(owner.email, 'guess-again', stranger)).code).toBe(ErrorCode.LOGIN_LOCKED);
    expect((await login(owner.email, owner.password, stranger)).code).toBe(ErrorCode.LOGIN_LOCKED); // even the right one, there
    expect((await login(owner.email, owner.password, ownerPhone)).code).toBe(0);
  });

  it('an IPv6 client is its /64 network: a fresh address of it for every guess is still the one locked client', async () => {
    const owner = await server.registerUser();
    const inNetwork = (host: number) => ({ [TEST_CLIENT_HEADER]: `2001:db8:77:1::${host.toString(16)}` });
    for (let i = 0; i < 5; i += 1) expect((await login(owner.email, 'guess-' + i, inNetwork(i + 1))).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login(owner.email, owner.password, inNetwork(0xbeef))).code).toBe(ErrorCode.LOGIN_LOCKED);
    // The owner, on another network, is not that client.
    expect((await login(owner.email, owner.password, { [TEST_CLIENT_HEADER]: '2001:db8:77:2::1' })).code).toBe(0);
  });

  it(`asks every new device for the e-mail's code after ${LOGIN_EMAIL_CEILING} failures spread over many clients, until the window ends`, async () => {
    const owner = await server.registerUser();
    // Four wrong passwords per client: no client is ever locked on its own.
    let client = newClient();
    for (let i = 0; i < LOGIN_EMAIL_CEILING; i += 1) {
      if (i % 4 === 0) client = newClient();
      expect((await login(owner.email, `spread-${i}`, client)).code).toBe(ErrorCode.LOGIN_FAILED);
    }
    const asked = await login(owner.email, owner.password, newClient());
    expect(asked).toMatchObject({ code: ErrorCode.LOGIN_CODE_REQUIRED, msg: expect.stringMatching(/enter the code we send to your e-mail/) });
    server.clock.advance(LOGIN_EMAIL_WINDOW_MS);
    expect((await login(owner.email, owner.password, newClient())).code).toBe(0);
  });

  it('the e-mail-code reset always recovers: it lifts the ceiling and every client lock', async () => {
    const owner = await server.registerUser();
    const ownerPhone = newClient();
    for (let i = 0; i < 5; i += 1) await login(owner.email, `mine-${i}`, ownerPhone); // the owner's own phone is locked too
    let client = newClient();
    for (let i = 0; i < LOGIN_EMAIL_CEILING; i += 1) {
      if (i % 4 === 0) client = newClient();
      await login(owner.email, `spread-${i}`, client);
    }
    expect((await login(owner.email, owner.password, newClient())).code).toBe(ErrorCode.LOGIN_CODE_REQUIRED);
    expect((await login(owner.email, owner.password, ownerPhone)).code).toBe(ErrorCode.LOGIN_LOCKED);

    expect((await forgetPassword(owner.email, await recoveryCode(owner.email), 'Recovered9')).code).toBe(0);
    expect((await login(owner.email, 'Recovered9', ownerPhone)).code).toBe(0);
    expect((await login(owner.email, 'Recovered9', newClient())).code).toBe(0);
  });

  it('a right password does not clear other clients’ locks', async () => {
    const owner = await server.registerUser();
    const [stranger, ownerPhone] = [newClient(), newClient()];
    for (let i = 0; i < 5; i += 1) await login(owner.email, 'guess-' + i, stranger);
    expect((await login(owner.email, owner.password, ownerPhone)).code).toBe(0);
    expect((await login(owner.email, owner.password, stranger)).code).toBe(ErrorCode.LOGIN_LOCKED);
  });
});

describe('e-mail codes have a daily cap per e-mail and client, under a higher one per e-mail', () => {
  it(`refuses a client's guesses after ${CODE_DAILY_WRONG_GUESSES_PER_CLIENT} wrong ones a day, even the right one of a fresh code, in every language`, async () => {
    const owner = await server.registerUser();
    const stranger = newClient();
    await guessWrongly(owner.email, stranger, CODE_DAILY_WRONG_GUESSES_PER_CLIENT);
    const fresh = await recoveryCode(owner.email, stranger);
    const refused = await forgetPassword(owner.email, fresh, 'Guessed99', { client: stranger });
    expect(refused).toMatchObject({
      code: ErrorCode.CODE_DAILY_LIMIT,
      msg: expect.stringMatching(/^Too many verification codes or wrong codes for this e-mail today, please try again in \d+ hours$/),
    });
    expect((await forgetPassword(owner.email, fresh, 'Guessed99', { client: stranger, lang: 'zh' })).msg).toMatch(/^该邮箱今日获取或输错验证码次数过多，请 \d+ 小时后重试$/);
    expect((await login(owner.email, 'Guessed99', newClient())).code).toBe(ErrorCode.LOGIN_FAILED);

    server.clock.advance(CODE_DAILY_WINDOW_MS);
    expect((await forgetPassword(owner.email, await recoveryCode(owner.email, stranger), 'NextDay99', { client: stranger })).code).toBe(0);
  });

  it(`refuses a client's code number ${CODE_DAILY_SENDS_PER_CLIENT + 1} for one e-mail in a day`, async () => {
    const email = `daily-${Date.now()}@example.com`;
    const stranger = newClient();
    for (let i = 0; i < CODE_DAILY_SENDS_PER_CLIENT; i += 1) expect(await sendCode(email, 1, stranger)).toBe(0);
    expect(await sendCode(email, 1, stranger)).toBe(ErrorCode.CODE_DAILY_LIMIT);
    server.clock.advance(CODE_DAILY_WINDOW_MS);
    expect(await sendCode(email, 1, stranger)).toBe(0);
  });

  it('parallel wrong guesses from one client meet the live code at most 5 times, then it is burnt (real concurrency on the PostgreSQL lane)', async () => {
    const owner = await server.registerUser();
    const stranger = newClient();
    const code = await recoveryCode(owner.email, stranger);
    const answers = await Promise.all(
      Array.from({ length: CODE_DAILY_WRONG_GUESSES_PER_CLIENT * 2 }, async (_, i) => (await forgetPassword(owner.email, wrongCode(code, i), 'Guessed99', { client: stranger })).code),
    );
    expect(answers.every((answer) => answer === ErrorCode.CODE_INVALID)).toBe(true);
    // The code burnt after CODE_MAX_FAILED_ATTEMPTS wrong guesses; the rest met no code and counted against nothing.
    expect((await forgetPassword(owner.email, code, 'Guessed99', { client: stranger })).code).toBe(ErrorCode.CODE_INVALID);
    const ownerPhone = newClient();
    expect((await forgetPassword(owner.email, await recoveryCode(owner.email, ownerPhone), 'Recovered9', { client: ownerPhone })).code).toBe(0);
  });

  it('a stranger at both caps does not stop the owner, from another client, getting a code and recovering', async () => {
    const owner = await server.registerUser();
    const stranger = newClient();
    await guessWrongly(owner.email, stranger, CODE_DAILY_WRONG_GUESSES_PER_CLIENT);
    // guessWrongly asked for a code per CODE_MAX_FAILED_ATTEMPTS guesses; the rest of the client's codes now.
    for (let sends = CODE_DAILY_WRONG_GUESSES_PER_CLIENT / CODE_MAX_FAILED_ATTEMPTS; sends < CODE_DAILY_SENDS_PER_CLIENT; sends += 1) {
      expect(await sendCode(owner.email, 2, stranger)).toBe(0);
    }
    expect(await sendCode(owner.email, 2, stranger)).toBe(ErrorCode.CODE_DAILY_LIMIT);
    expect((await forgetPassword(owner.email, '000000', 'Guessed99', { client: stranger })).code).toBe(ErrorCode.CODE_DAILY_LIMIT);

    const ownerPhone = newClient();
    expect((await forgetPassword(owner.email, await recoveryCode(owner.email, ownerPhone), 'Recovered9', { client: ownerPhone })).code).toBe(0);
    const session = await login(owner.email, 'Recovered9', ownerPhone);
    expect(session.code).toBe(0);

    // The security-password recovery (type 3, logged in) too: its code goes to the same e-mail.
    server.clock.advance(CODE_RESEND_INTERVAL_MS + 1000);
    expect((await server.api.post('/api/user/sendEmail', { type: 3 }, { token: session.data.Token, headers: ownerPhone })).code).toBe(0);
    const payCode = (await server.api.get<{ code: string }>('/api/dev/mailbox', { email: owner.email, type: '3' })).data.code;
    const newPin = { code: payCode, password: pinDigest('222333'), confirm_password: pinDigest('222333') };
    expect((await server.api.post('/api/user/forgetPayPassword', newPin, { token: session.data.Token, headers: ownerPhone })).code).toBe(0);
  });

  it('a stranger at both caps for an unregistered e-mail does not stop its owner registering from another client', async () => {
    const email = `newcomer-${Date.now()}@example.com`;
    const stranger = newClient();
    const register = (code: string, client: Record<string, string>) =>
      server.api.post(
        '/api/user/register',
        { email, nickname: `Newcomer${clientCounter}x`, invite: SEED.invite, password: passwordDigest('Secret123'), code, pay_password: pinDigest('654321') },
        { headers: client },
      );
    const mailbox = async () => (await server.api.get<{ code: string }>('/api/dev/mailbox', { email, type: '1' })).data.code;
    let sends = 0;
    for (let wrong = 0; wrong < CODE_DAILY_WRONG_GUESSES_PER_CLIENT; wrong += 1) {
      if (wrong % CODE_MAX_FAILED_ATTEMPTS === 0) {
        expect(await sendCode(email, 1, stranger)).toBe(0);
        sends += 1;
      }
      expect((await register(wrongCode(await mailbox(), wrong), stranger)).code).toBe(ErrorCode.CODE_INVALID);
    }
    for (; sends < CODE_DAILY_SENDS_PER_CLIENT; sends += 1) expect(await sendCode(email, 1, stranger)).toBe(0);
    expect(await sendCode(email, 1, stranger)).toBe(ErrorCode.CODE_DAILY_LIMIT);
    expect((await register('000000', stranger)).code).toBe(ErrorCode.CODE_DAILY_LIMIT);

    const ownerLaptop = newClient();
    expect(await sendCode(email, 1, ownerLaptop)).toBe(0);
    expect((await register(await mailbox(), ownerLaptop)).code).toBe(0);
  });

  it('guesses count only against issued codes, so strangers guessing from many clients cannot refuse the owner', async () => {
    const owner = await server.registerUser();
    // Each client asks for one code and guesses twice as often as the code allows: only the
    // CODE_MAX_FAILED_ATTEMPTS that meet the live code count; the rest meet none and count against nothing.
    const perClient = CODE_DAILY_WRONG_GUESSES_PER_CLIENT / 2;
    for (let wrong = 0; wrong < CODE_DAILY_WRONG_GUESSES_PER_EMAIL; wrong += perClient) {
      const client = newClient();
      const code = await recoveryCode(owner.email, client);
      for (let i = 0; i < perClient; i += 1) expect((await forgetPassword(owner.email, wrongCode(code, i), 'Guessed99', { client })).code).toBe(ErrorCode.CODE_INVALID);
    }
    const ownerPhone = newClient();
    expect((await forgetPassword(owner.email, await recoveryCode(owner.email, ownerPhone), 'Recovered9', { client: ownerPhone })).code).toBe(0);
  });

  it(`still refuses code number ${CODE_DAILY_SENDS_PER_EMAIL + 1} of the e-mail from any client, until the day ends`, async () => {
    const email = `flooded-${Date.now()}@example.com`;
    for (let i = 0; i < CODE_DAILY_SENDS_PER_EMAIL; i += 1) expect(await sendCode(email, 1, newClient())).toBe(0);
    expect(await sendCode(email, 1, newClient())).toBe(ErrorCode.CODE_DAILY_LIMIT);
    server.clock.advance(CODE_DAILY_WINDOW_MS);
    expect(await sendCode(email, 1, newClient())).toBe(0);
  });
});

describe('load refusals are not failures; PIN checks are limited per user', () => {
  it('never counts a "server busy" (10503) answer as a failed login', async () => {
    const owner = await server.registerUser();
    const app = createApp({
      db: server.database.db,
      config: server.config,
      now: server.clock.now,
      log: server.ctx.log,
      hashQueue: { concurrency: 1, maxPending: { login: 1, pin: 1 } },
    });
    const client = newClient();
    const post = async (password: string) => {
      const response = await app.request('/api/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...client },
        body: JSON.stringify({ email: owner.email, password: passwordDigest(password) }),
      });
      return ((await response.json()) as { code: number }).code;
    };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(`typo-${i}`)));
    expect(answers.filter((code) => code === ErrorCode.BUSY).length).toBeGreaterThanOrEqual(12 - 4);
    expect(answers.filter((code) => code === ErrorCode.LOGIN_FAILED).length).toBeLessThan(5);
    expect(await post(owner.password)).toBe(0); // the busy answers left no lock behind
  });

  it(`answers 10429 to the PIN calls beyond ${LIMITS.pin.limit} a minute, without hashing them`, async () => {
    const user = await server.registerUser();
    let pinHashes = 0;
    let pinPlaces = 0;
    const real = createSecretHasher(TEST_SCRYPT);
    const counting: SecretHasher = {
      ...real,
      admit(lane) {
        pinPlaces += lane === 'pin' ? 1 : 0;
        const ticket = real.admit(lane);
        return { ...ticket, verify: (md5, stored) => ((pinHashes += lane === 'pin' ? 1 : 0), ticket.verify(md5, stored)) };
      },
    };
    const app = createApp({ db: server.database.db, config: server.config, now: server.clock.now, log: server.ctx.log, secrets: counting });
    const buy = async () => {
      const response = await app.request('/api/voucher/buy', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Token: user.token },
        body: JSON.stringify({ id: 999_999, password: pinDigest(user.pin) }),
      });
      return ((await response.json()) as { code: number }).code;
    };
    const answers: number[] = [];
    for (let i = 0; i < LIMITS.pin.limit + 5; i += 1) answers.push(await buy());
    expect(answers.slice(0, LIMITS.pin.limit).every((code) => code === ErrorCode.VOUCHER_NOT_FOUND)).toBe(true);
    expect(answers.slice(LIMITS.pin.limit).every((code) => code === ErrorCode.RATE_LIMITED)).toBe(true);
    // Each call within the limit took a place in the PIN lane; the refused ones never reached it. The
    // right PIN was hashed once, then accepted as remembered (verified-pins.ts).
    expect(pinPlaces).toBe(LIMITS.pin.limit);
    expect(pinHashes).toBe(1);
    server.clock.advance(LIMITS.pin.windowMs);
    expect(await buy()).toBe(ErrorCode.VOUCHER_NOT_FOUND);
  });
});
