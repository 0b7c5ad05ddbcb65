import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { privateKeyToAccount } from 'viem/accounts';
import { localAccount } from '../shared/chain/localAccounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { openDatabase } from './platform/db/client';
import { DataDirLockedError } from './platform/db/data-lock';
import { verificationCodes } from './platform/db/schema';
import { ErrorCode } from './platform/errors';
import { createSecretHasher } from './platform/password';
import { LIMITS } from './platform/rate-limit';
import { MAX_RPC_ANSWER_BYTES, MAX_RPC_BATCH, MAX_RPC_BODY_BYTES } from './rpc/rpc-policy';
import { LOGIN_LOCK_BASE_MS, MAX_SESSIONS_PER_USER } from './auth/sessions';
import { PIN_LOCK_BASE_MS } from './platform/pin';
import { createUploadService, INCOMING_SUBDIR, ORPHAN_GRACE_MS, UPLOAD_DAILY_FILES } from './platform/uploads/uploads';
import { CODE_RESEND_INTERVAL_MS, CODE_RETENTION_MS, CODE_TTL_MS } from './auth/verification';
import { passwordDigest, pinDigest, SEED, startTestServer, TEST_CLIENT_HEADER, TEST_SCRYPT, type TestServer } from './test/harness';

/**
 * Security findings reproduced as attacks from outside: each test fails when its rule is removed.
 */

const rpcForwarded: unknown[] = [];
let rpcAnswer: (body: unknown) => Response = () => new Response('{"jsonrpc":"2.0","id":1,"result":"0x1"}', { headers: { 'Content-Type': 'application/json' } });
const stubChain: typeof fetch = async (_input, init) => {
  const body: unknown = JSON.parse(String(init?.body));
  rpcForwarded.push(body);
  return rpcAnswer(body);
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ fetch: stubChain, env: { RATE_LIMITS: 'true' } });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

let clientCounter = 0;
/** A fresh client address (per-client limits start from zero); 203.0.113.0/24 is never loopback. */
const freshClient = () => ({ [TEST_CLIENT_HEADER]: `203.0.113.${++clientCounter}` });
const rpc = (body: unknown, headers: Record<string, string> = {}) =>
  server.app.request('/rpc/56', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });

describe('1. the chain proxy forwards only what a wallet needs', () => {
  it.each([
    'hardhat_setBalance',
    'hardhat_impersonateAccount',
    'hardhat_setCode',
    'evm_mine',
    'evm_snapshot',
    'anvil_setBalance',
    'debug_traceTransaction',
    'eth_sendTransaction',
    'eth_sign',
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_accounts',
    'eth_newFilter',
  ])('refuses %s with a JSON-RPC error and never forwards it', async (method) => {
    rpcForwarded.length = 0;
    const response = await rpc({ jsonrpc: '2.0', id: 9, method, params: [] }, freshClient());
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32601, message: `Method ${method} is not available through this proxy` } });
    expect(rpcForwarded).toEqual([]);
  });

  it('forwards reads and raw signed transactions; answers refused batch entries in place', async () => {
    rpcForwarded.length = 0;
    // Reads go up as one batch, a call that runs EVM code on its own (see rpc/routes.test.ts).
    rpcAnswer = (body) => new Response(JSON.stringify(Array.isArray(body) ? [{ jsonrpc: '2.0', id: 1, result: '0x38' }] : { jsonrpc: '2.0', id: 3, result: '0xabc' }));
    const signed = await privateKeyToAccount(localAccount(1).privateKey).signTransaction({ chainId: 56, nonce: 0, gas: 21_000n, gasPrice: 1n, to: localAccount(2).address });
    const response = await rpc(
      [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'hardhat_setBalance', params: ['0x0', '0xffff'] },
        { jsonrpc: '2.0', id: 3, method: 'eth_sendRawTransaction', params: [signed] },
      ],
      freshClient(),
    );
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x38' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method hardhat_setBalance is not available through this proxy' } },
      { jsonrpc: '2.0', id: 3, result: '0xabc' },
    ]);
    expect(rpcForwarded).toEqual([[{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }], { jsonrpc: '2.0', id: 3, method: 'eth_sendRawTransaction', params: [signed] }]);
  });

  it('caps the batch length and the body size', async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' };
    const tooMany = await rpc(
      Array.from({ length: MAX_RPC_BATCH + 1 }, () => call),
      freshClient(),
    );
    expect(tooMany.status).toBe(400);
    expect((await rpc([], freshClient())).status).toBe(400);
    const huge = await rpc({ ...call, params: ['x'.repeat(MAX_RPC_BODY_BYTES)] }, freshClient());
    expect(huge.status).toBe(413);
  });

  it('refuses an answer over the cap without holding it whole', async () => {
    let pulled = 0;
    rpcAnswer = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += 64 * 1024;
            controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
            if (pulled > 50 * MAX_RPC_ANSWER_BYTES) controller.close();
          },
        }),
      );
    const response = await rpc({ jsonrpc: '2.0', id: 4, method: 'eth_getLogs', params: [{ fromBlock: '0x1', toBlock: '0x2' }] }, freshClient());
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ id: 4, error: { code: -32005 } });
    expect(pulled).toBeLessThan(MAX_RPC_ANSWER_BYTES + 256 * 1024); // stopped reading right after the cap
  });

  it('limits calls per client (batch entries count)', async () => {
    rpcAnswer = () => new Response('{"jsonrpc":"2.0","id":1,"result":"0x1"}');
    const client = freshClient();
    const batch = Array.from({ length: MAX_RPC_BATCH }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_blockNumber' }));
    for (let sent = 0; sent + MAX_RPC_BATCH <= LIMITS.rpc.limit; sent += MAX_RPC_BATCH) expect((await rpc(batch, client)).status).toBe(200);
    const refused = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }, client);
    expect(refused.status).toBe(429);
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }, freshClient())).status).toBe(200);
  });

  it('gives no CORS to other origins', async () => {
    const response = await server.app.request('/rpc/56', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('2. one PGlite data folder, one server', () => {
  it('refuses a second server on the same folder, and takes over a stale lock', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kinbo-lock-'));
    const dataDir = path.join(dir, 'pglite');
    try {
      const first = await openDatabase({ dataDir });
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another KinBo server \(pid \d+\)/);
      await first.close();
      // A server killed with -9 leaves its lock behind; its pid is gone, so the next start proceeds.
      writeFileSync(`${dataDir}.lock`, '999999999');
      const second = await openDatabase({ dataDir });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('3. guessing is limited', () => {
  it('locks an e-mail on a client after five wrong passwords from it, even for the right one, and escalates', async () => {
    const user = await server.registerUser();
    const client = freshClient();
    const login = (password: string) => server.api.post('/api/user/login', { email: user.email, password: passwordDigest(password) }, { headers: client });
    for (let i = 0; i < 5; i += 1) expect((await login('wrong-guess')).code).toBe(ErrorCode.LOGIN_FAILED);
    const locked = await login(user.password);
    expect(locked).toMatchObject({ code: ErrorCode.LOGIN_LOCKED, msg: 'Too many failed logins for this e-mail, please try again in 1 minute' });
    server.clock.advance(LOGIN_LOCK_BASE_MS);
    expect((await login('wrong-guess')).code).toBe(ErrorCode.LOGIN_FAILED); // the sixth failure locks for twice as long
    expect((await login(user.password)).msg).toMatch(/try again in 2 minutes/);
    server.clock.advance(2 * LOGIN_LOCK_BASE_MS);
    expect((await login(user.password)).code).toBe(0);
    expect((await login('wrong-guess')).code).toBe(ErrorCode.LOGIN_FAILED); // a success starts the count afresh
  });

  it('locks an unknown e-mail the same way (the answer never tells which exist)', async () => {
    const client = freshClient();
    const login = () => server.api.post('/api/user/login', { email: 'nobody@example.com', password: passwordDigest('x') }, { headers: client });
    for (let i = 0; i < 5; i += 1) expect((await login()).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await login()).code).toBe(ErrorCode.LOGIN_LOCKED);
  });

  it('limits logins and registrations per client', async () => {
    const client = freshClient();
    for (let i = 0; i < LIMITS.auth.limit; i += 1) {
      const answer = await server.api.post('/api/user/login', { email: `spray${i}@example.com`, password: passwordDigest('x') }, { headers: client });
      expect(answer.code).toBe(ErrorCode.LOGIN_FAILED);
    }
    const refused = await server.api.post('/api/user/register', {}, { headers: client });
    expect(refused).toMatchObject({ code: ErrorCode.RATE_LIMITED, msg: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/) });
  });

  it('locks the PIN after five wrong ones: the right PIN is refused, in every language, for an escalating time', async () => {
    const user = await server.registerUser();
    const change = (oldPin: string, lang = 'en') =>
      server.api.post('/api/user/resetPayPassword', { old_password: pinDigest(oldPin), password: pinDigest('999999'), confirm_password: pinDigest('999999') }, { token: user.token, lang });
    for (let i = 0; i < 5; i += 1) {
      const answer = await change('000000');
      expect(answer.code).toBe(i < 4 ? ErrorCode.OLD_PAY_PASSWORD_WRONG : ErrorCode.PIN_LOCKED);
      // The tries left before the lock reach the app in `data` (its PIN sheet shows them).
      if (i < 4) expect(answer.data).toEqual({ remaining: 4 - i });
    }
    const locked = await change(user.pin);
    expect(locked).toMatchObject({ code: ErrorCode.PIN_LOCKED, msg: 'Too many wrong security passwords: payments and security password changes are locked for 5 minutes' });
    expect((await change(user.pin, 'zh')).msg).toBe('安全密码错误次数过多：支付和修改安全密码已锁定 5 分钟');
    expect((await change(user.pin, 'kr')).msg).toContain('5분');
    server.clock.advance(PIN_LOCK_BASE_MS);
    expect((await change('000000')).msg).toMatch(/locked for 10 minutes/);
    server.clock.advance(2 * PIN_LOCK_BASE_MS);
    expect((await change(user.pin)).code).toBe(0);
  });

  it('counts parallel PIN guesses before checking them: at most five are ever checked', async () => {
    const user = await server.registerUser();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        server.api.post(
          '/api/user/resetPayPassword',
          { old_password: pinDigest(String(100000 + i)), password: pinDigest('999999'), confirm_password: pinDigest('999999') },
          { token: user.token },
        ),
      ),
    );
    const checked = guesses.filter((g) => g.code === ErrorCode.OLD_PAY_PASSWORD_WRONG).length;
    expect(checked).toBeLessThanOrEqual(4);
    expect(guesses.every((g) => g.code === ErrorCode.OLD_PAY_PASSWORD_WRONG || g.code === ErrorCode.PIN_LOCKED)).toBe(true);
  });
});

describe('4. no CPU exhaustion without login', () => {
  it('runs no scrypt for a registration whose code is wrong, and answers "busy" beyond the hash queue', async () => {
    let hashes = 0;
    const real = createSecretHasher(TEST_SCRYPT, { concurrency: 1, maxPending: { login: 2, pin: 2 } });
    const counting = { ...real, hash: (md5: string) => ((hashes += 1), real.hash(md5)), verify: (md5: string, stored: string) => ((hashes += 1), real.verify(md5, stored)) };
    const app = createApp({ db: server.database.db, config: server.config, now: server.clock.now, log: server.ctx.log, secrets: counting });
    const post = async (url: string, body: unknown) => {
      const response = await app.request(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
      return (await response.json()) as { code: number };
    };

    const junk = { email: 'junk@example.com', nickname: 'JunkNick1', invite: 'NOPE', password: passwordDigest('a'), code: '123456', pay_password: pinDigest('1') };
    expect((await post('/api/user/register', junk)).code).toBe(ErrorCode.CODE_INVALID);
    expect(hashes).toBe(0);

    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post('/api/user/login', { email: `flood${i}@example.com`, password: passwordDigest('x') })));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === ErrorCode.BUSY).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === ErrorCode.BUSY || c === ErrorCode.LOGIN_FAILED)).toBe(true);
    expect(real.load()).toBe(0);
  });
});

describe('5. a password change logs out a login that raced it', () => {
  it('a session made with the old password before the change landed does not authenticate', async () => {
    const user = await server.registerUser();
    // The attacker's login checks the old password, then pauses before making its session…
    let release!: () => void;
    let paused!: () => void;
    const atGate = new Promise<void>((resolve) => (paused = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = createSecretHasher(TEST_SCRYPT);
    const pausing: typeof real = {
      ...real,
      admit(lane) {
        const ticket = real.admit(lane);
        return {
          ...ticket,
          async verify(md5: string, stored: string) {
            const ok = await ticket.verify(md5, stored);
            if (md5 === passwordDigest(user.password).toLowerCase()) {
              paused();
              await gate;
            }
            return ok;
          },
        };
      },
    };
    const attackerApp = createApp({ db: server.database.db, config: server.config, now: server.clock.now, log: server.ctx.log, secrets: pausing });
    const attacker = (async () => {
      const response = await attackerApp.request('/api/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: passwordDigest(user.password) }),
      });
      return (await response.json()) as { code: number; data: { Token: string } };
    })();
    await atGate;
    // …the owner changes the password meanwhile…
    const changed = await server.api.post(
      '/api/user/resetPassword',
      { old_password: passwordDigest(user.password), password: passwordDigest('Another123'), confirm_password: passwordDigest('Another123') },
      { token: user.token },
    );
    expect(changed.code).toBe(0);
    release();
    const stolen = await attacker;
    expect(stolen.code).toBe(0);
    // …and the attacker's fresh token is worthless, while the owner's session stays.
    expect((await server.api.get('/api/user/info', {}, { token: stolen.data.Token })).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await server.api.get('/api/user/info', {}, { token: user.token })).code).toBe(0);
  });
});

describe('6. uploads', () => {
  const upload = async (token: string, bytes: Uint8Array, name = 'a.png') => {
    const form = new FormData();
    form.append('source', new File([Buffer.from(bytes)], name, { type: 'image/png' }));
    const response = await server.app.request('/api/main/upload', { method: 'POST', body: form, headers: { Token: token } });
    return (await response.json()) as { code: number; data: { uris: string[] } | null };
  };
  const png = () =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: '#112233' } })
      .png()
      .toBuffer();

  it('stores only a re-encoded image: an HTML page behind a PNG header is refused, a script after a GIF is dropped', async () => {
    const user = await server.registerUser();
    const header = (await png()).subarray(0, 8);
    const htmlPolyglot = Buffer.concat([header, Buffer.from('<html><script>alert(document.domain)</script></html>')]);
    expect((await upload(user.token, htmlPolyglot)).code).toBe(ErrorCode.UPLOAD_NOT_IMAGE);

    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const scripted = Buffer.concat([gif, Buffer.from('\n;alert(document.domain)//')]);
    const stored = await upload(user.token, scripted, 'a.gif');
    expect(stored.code).toBe(0);
    const served = await server.app.request(stored.data!.uris[0]!);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).includes('alert')).toBe(false);
  });

  it(`allows ${UPLOAD_DAILY_FILES} files a day per user, refusing the next before reading it`, async () => {
    const user = await server.registerUser();
    const image = await png();
    for (let i = 0; i < UPLOAD_DAILY_FILES; i += 1) expect((await upload(user.token, image)).code).toBe(0);
    expect(await upload(user.token, image)).toMatchObject({ code: ErrorCode.UPLOAD_QUOTA });
    server.clock.advance(24 * 3600_000 + 1000);
    expect((await upload(user.token, image)).code).toBe(0);
  }, 60_000);

  it('removes files a crash left without their record, and keeps issued ones', async () => {
    const user = await server.registerUser();
    const issued = (await upload(user.token, await png())).data!.uris[0]!.slice('/uploads/'.length);
    const dir = server.config.uploadDir;
    const orphan = path.join(dir, `${'ab'.repeat(16)}.png`);
    writeFileSync(orphan, await png());
    const old = new Date(server.clock.now().getTime() - ORPHAN_GRACE_MS - 1000);
    utimesSync(orphan, old, old);
    utimesSync(path.join(dir, issued), old, old);
    const service = createUploadService(server.ctx);
    expect(await service.sweepOrphans()).toBe(1);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(path.join(dir, issued))).toBe(true);
  });

  it('removes temporary upload files a crash left behind, once they are an hour old', async () => {
    const incoming = path.join(server.config.uploadDir, INCOMING_SUBDIR);
    mkdirSync(incoming, { recursive: true });
    const stale = path.join(incoming, 'stale.part');
    const fresh = path.join(incoming, 'fresh.part');
    writeFileSync(stale, 'x');
    writeFileSync(fresh, 'x');
    const old = new Date(server.clock.now().getTime() - ORPHAN_GRACE_MS - 1000);
    utimesSync(stale, old, old);
    utimesSync(fresh, server.clock.now(), server.clock.now());
    await createUploadService(server.ctx).sweepOrphans();
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    rmSync(fresh);
  });
});

describe('7. safe defaults', () => {
  it('serves the dev mailbox to loopback clients only', async () => {
    const email = 'mailbox-probe@example.com';
    server.clock.advance(CODE_RESEND_INTERVAL_MS);
    expect((await server.api.post('/api/user/sendEmail', { email }, { headers: freshClient() })).code).toBe(0);
    const remote = await server.api.get('/api/dev/mailbox', { email }, { headers: { [TEST_CLIENT_HEADER]: '192.168.1.20' } });
    expect(remote).toMatchObject({ status: 404, code: ErrorCode.NOT_FOUND });
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await server.api.get('/api/dev/mailbox', { email }, { headers: { [TEST_CLIENT_HEADER]: local } })).code).toBe(0);
    }
  });

  it('never prints a code outside LOCAL_MODE, and the request log holds no e-mail or token', async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    const app = createApp({ db: server.database.db, config: { ...server.config, localMode: false, logRequests: true }, now: server.clock.now, log, scryptParams: TEST_SCRYPT });
    server.clock.advance(CODE_RESEND_INTERVAL_MS);
    const email = 'quiet-code@example.com';
    const sent = await app.request('/api/user/sendEmail', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
    expect((await sent.json()).code).toBe(0);
    const user = await server.registerUser();
    await app.request(`/api/user/checkEmail?email=${encodeURIComponent(SEED.email)}`, { headers: { Token: user.token } });
    const text = lines.join('\n');
    expect(text).not.toMatch(/\b\d{6}\b/);
    expect(text).not.toContain(email);
    expect(text).not.toContain(SEED.email);
    expect(text).not.toContain(user.token);
    expect(text).toContain('GET /api/user/checkEmail 200');
  });
});

describe('8. security headers on every answer', () => {
  it('/api: no-store, a deny-all CSP, no framing, referrer and permissions policies', async () => {
    const user = await server.registerUser();
    const response = await server.app.request('/api/user/info', { headers: { Token: user.token } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await server.app.request('/api/nope')).headers.get('cache-control')).toBe('no-store');
  });

  it('pages: a CSP without unsafe-eval that allows exactly their inline scripts; route data is not cached', async () => {
    const { mkdirSync } = await import('node:fs');
    const out = server.config.staticDir;
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'index.html'), '<html><script src="/a.js"></script><script>self.__next_f.push([1])</script></html>');
    writeFileSync(path.join(out, 'index.txt'), '0:["$"]');
    const page = await server.app.request('/');
    const csp = page.headers.get('content-security-policy') ?? '';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update('self.__next_f.push([1])').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await server.app.request('/index.txt')).headers.get('cache-control')).toBe('no-cache');
  });

  it('build assets carry no document policies; anything that can be a document or a worker does', async () => {
    const { mkdirSync } = await import('node:fs');
    const out = server.config.staticDir;
    mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    mkdirSync(path.join(out, '_next/static/media'), { recursive: true });
    writeFileSync(path.join(out, '_next/static/chunks/page-1.js'), 'self.x=1');
    writeFileSync(path.join(out, '_next/static/media/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(out, 'sw.js'), 'self.y=1');
    const chunk = await server.app.request('/_next/static/chunks/page-1.js');
    expect(chunk.status).toBe(200);
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) expect(chunk.headers.get(name)).toBeNull();
    expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(chunk.headers.get('referrer-policy')).toBe('no-referrer');
    // An SVG opened on its own is a document; the service worker runs under its script's CSP.
    for (const url of ['/_next/static/media/logo.svg', '/sw.js']) {
      const answer = await server.app.request(url);
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});

describe('9. enumeration and mail abuse', () => {
  it('limits e-mail codes per client across different addresses', async () => {
    const client = freshClient();
    for (let i = 0; i < LIMITS.email.limit; i += 1) expect((await server.api.post('/api/user/sendEmail', { email: `bulk${i}@example.com` }, { headers: client })).code).toBe(0);
    expect((await server.api.post('/api/user/sendEmail', { email: 'bulk-last@example.com' }, { headers: client })).code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('limits checkEmail per user', async () => {
    const user = await server.registerUser();
    for (let i = 0; i < LIMITS.lookup.limit; i += 1) await server.api.get('/api/user/checkEmail', { email: `probe${i}@example.com` }, { token: user.token });
    expect((await server.api.get('/api/user/checkEmail', { email: SEED.email }, { token: user.token })).code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('deletes old codes', async () => {
    server.clock.advance(CODE_RESEND_INTERVAL_MS);
    await server.api.post('/api/user/sendEmail', { email: 'old-code@example.com' }, { headers: freshClient() });
    server.clock.advance(CODE_TTL_MS + CODE_RETENTION_MS + 1000);
    await server.api.post('/api/user/sendEmail', { email: 'new-code@example.com' }, { headers: freshClient() });
    const emails = (await server.database.db.select({ email: verificationCodes.email }).from(verificationCodes)).map((r) => r.email);
    expect(emails).toEqual(['new-code@example.com']);
  });
});

describe('10. server-side logout and a cap on sessions', () => {
  it('logout revokes the token at once', async () => {
    const user = await server.registerUser();
    expect(await server.api.post('/api/user/logout', {}, { token: user.token })).toMatchObject({ code: 0, msg: 'Logged out' });
    expect((await server.api.get('/api/user/info', {}, { token: user.token })).code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it(`keeps the newest ${MAX_SESSIONS_PER_USER} sessions per user`, async () => {
    const user = await server.registerUser();
    const tokens: string[] = [user.token];
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i += 1) {
      server.clock.advance(1000);
      tokens.push((await server.api.post<{ Token: string }>('/api/user/login', { email: user.email, password: passwordDigest(user.password) })).data.Token);
    }
    const codes = await Promise.all(tokens.map(async (token) => (await server.api.get('/api/user/info', {}, { token })).code));
    expect(codes[0]).toBe(ErrorCode.TOKEN_INVALID);
    expect(codes.slice(1).every((c) => c === 0)).toBe(true);
  });
});

describe('11. check-then-change is a compare-and-set', () => {
  it('of eight concurrent PIN changes from the same old PIN, exactly one wins', async () => {
    const user = await server.registerUser();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const pin = String(200000 + i);
        return server.api
          .post('/api/user/resetPayPassword', { old_password: pinDigest(user.pin), password: pinDigest(pin), confirm_password: pinDigest(pin) }, { token: user.token })
          .then((r) => ({ pin, code: r.code }));
      }),
    );
    const winners = results.filter((r) => r.code === 0);
    expect(winners).toHaveLength(1);
    // The losers' old PINs no longer match and count as wrong ones (the PIN locks); once the lock
    // has passed, the winner's PIN is the one stored: changing from it works.
    server.clock.advance(24 * 60 * 60_000);
    const next = await server.api.post(
      '/api/user/resetPayPassword',
      { old_password: pinDigest(winners[0]!.pin), password: pinDigest('314159'), confirm_password: pinDigest('314159') },
      { token: user.token },
    );
    expect(next.code).toBe(0);
  });

  it('of four concurrent password changes from the same old password, exactly one wins', async () => {
    const user = await server.registerUser();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        server.api.post(
          '/api/user/resetPassword',
          { old_password: passwordDigest(user.password), password: passwordDigest(`Changed${i}99`), confirm_password: passwordDigest(`Changed${i}99`) },
          { token: user.token },
        ),
      ),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
  });
});

describe('13. a new password differs from the old one', () => {
  it('refuses the same password', async () => {
    const user = await server.registerUser();
    const same = passwordDigest(user.password);
    const answer = await server.api.post('/api/user/resetPassword', { old_password: same, password: same, confirm_password: same }, { token: user.token, lang: 'id' });
    expect(answer).toMatchObject({ code: ErrorCode.PASSWORD_UNCHANGED, msg: 'Kata sandi baru harus berbeda dari yang lama' });
  });
});
