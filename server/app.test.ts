import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApp } from './app';
import { ErrorCode } from './platform/errors';
import { md5Hex } from './platform/password';
import { startTestServer, TEST_SCRYPT, type TestServer } from './test/harness';

let server: TestServer;
let token: string;
const rpcCalls: { url: string; body: string }[] = [];
let rpcUpstreamDown = false;

const stubFetch: typeof fetch = async (input, init) => {
  if (rpcUpstreamDown) throw new TypeError('fetch failed');
  rpcCalls.push({ url: String(input), body: String(init?.body) });
  return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x38' }), { headers: { 'Content-Type': 'application/json' } });
};

const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  server = await startTestServer({ fetch: stubFetch });
  token = (await server.registerUser()).token;
  const out = server.config.staticDir;
  const write = (relative: string, content: string) => {
    const file = path.join(out, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('index.html', '<h1>home</h1>');
  write('404.html', '<h1>missing</h1>');
  write('login.html', '<h1>login</h1>');
  write('wallet.html', '<h1>wallet</h1>');
  write('wallet/withdrawal.html', '<h1>withdrawal</h1>');
  write('nested/index.html', '<h1>nested</h1>');
  write('_next/static/chunks/app-123.js', BIG_SCRIPT);
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('manifest.webmanifest', '{"name":"KinBo"}');
  write('icons/icon.png', 'png-bytes');
  // Outside the static folder: must never be reachable.
  writeFileSync(path.join(server.workDir, 'secret.txt'), 'top secret');
});
afterAll(async () => {
  await server?.close();
});

describe('static export', () => {
  it.each([
    ['/', 'home'],
    ['/login', 'login'],
    ['/wallet', 'wallet'],
    ['/wallet/withdrawal', 'withdrawal'],
    ['/wallet/withdrawal?type=1', 'withdrawal'],
    ['/nested', 'nested'],
    ['/nested/', 'nested'],
  ])('maps %s to its HTML file, uncached', async (url, text) => {
    const response = await server.app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(text);
  });

  it('answers a missing page with 404.html and status 404', async () => {
    const response = await server.app.request('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('missing');
  });

  it('serves /_next/static immutable and gzipped', async () => {
    const response = await server.app.request('/_next/static/chunks/app-123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(BIG_SCRIPT.length);
    expect(gunzipSync(bytes).toString()).toBe(BIG_SCRIPT);
    // Served again from the in-memory cache, identical.
    const again = await server.app.request('/_next/static/chunks/app-123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('sends plain bytes without Accept-Encoding, and 304 for a matching ETag', async () => {
    const plain = await server.app.request('/_next/static/chunks/app-123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
    const etag = plain.headers.get('etag')!;
    const cached = await server.app.request('/_next/static/chunks/app-123.js', { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
  });

  it('never caches sw.js and the manifest; gives other assets a short cache', async () => {
    const sw = await server.app.request('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = await server.app.request('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const icon = await server.app.request('/icons/icon.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers HEAD without a body', async () => {
    const response = await server.app.request('/login', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it.each(['/..%2Fsecret.txt', '/%2e%2e/secret.txt', '/nested/..%2F..%2Fsecret.txt', '/%2e%2e%5csecret.txt', '/%00', '/%E0%A4%A'])(
    'blocks path traversal and malformed paths: %s',
    async (url) => {
      const response = await server.app.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('top secret');
    },
  );

  it('hints at the build when STATIC_DIR does not exist', async () => {
    const app = createApp({
      db: server.database.db,
      config: { ...server.config, staticDir: path.join(server.workDir, 'not-built') },
      scryptParams: TEST_SCRYPT,
      log: { info() {}, warn() {}, error() {} },
    });
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Run npm run build first');
  });
});

describe('JSON-RPC proxy', () => {
  it('forwards POST /rpc/56 and /rpc/137 to their upstreams', async () => {
    rpcUpstreamDown = false;
    rpcCalls.length = 0;
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
    for (const chain of ['56', '137']) {
      const response = await server.app.request(`/rpc/${chain}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x38' });
    }
    expect(rpcCalls.map((call) => call.url)).toEqual([server.config.rpcUpstreams['56'], server.config.rpcUpstreams['137']]);
    expect(rpcCalls[0]!.body).toBe(body);
  });

  it('answers a JSON-RPC error with HTTP 502 when the node is down', async () => {
    rpcUpstreamDown = true;
    const response = await server.app.request('/rpc/56', { method: 'POST', body: '{"jsonrpc":"2.0","id":7,"method":"eth_blockNumber"}' });
    rpcUpstreamDown = false;
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32603, message: 'The RPC node for chain 56 is unreachable' },
    });
  });

  it('refuses other chains, other methods and non-JSON bodies', async () => {
    expect((await server.app.request('/rpc/1', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await server.app.request('/rpc/56')).status).toBe(404);
    const garbage = await server.app.request('/rpc/56', { method: 'POST', body: 'not json' });
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });
});

describe('garbage input never causes a 500', () => {
  const postPaths = [
    '/api/user/sendEmail',
    '/api/user/register',
    '/api/user/login',
    '/api/user/info',
    '/api/user/resetPassword',
    '/api/user/resetPayPassword',
    '/api/dev/ledger/credit',
    '/api/dev/ledger/debit',
    '/api/dev/ledger/transfer',
    '/api/dev/expireSession', // last: it expires the token the others use
  ];
  const bodies = ['not json', '[]', '[1,2]', 'null', '42', '"text"', '{"email":{"$gt":""}}', '{"email":[],"password":{}}', '{', '\u0000\u0001', '{"__proto__":{"x":1}}'];

  it.each(postPaths)('POST %s answers 200 with a non-zero code and a message', async (url) => {
    for (const body of bodies) {
      const response = await server.app.request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json', Token: token } });
      expect(response.status, `${url} ${body}`).toBe(200);
      const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
      // expireSession ignores the body and succeeds; any other call must reject the garbage.
      if (url !== '/api/dev/expireSession') {
        expect(envelope.code, `${url} ${body}`).toBe(ErrorCode.INVALID_INPUT);
        expect(envelope.msg.length).toBeGreaterThan(5);
      }
    }
  });

  it('explains a non-JSON body', async () => {
    const response = await server.app.request('/api/user/login', { method: 'POST', body: 'email=a' });
    expect(await response.json()).toEqual({ code: ErrorCode.INVALID_INPUT, msg: 'The request body must be a JSON object', data: null, server_time: server.clock.now().getTime() });
  });

  it('refuses oversized JSON bodies with a clear message', async () => {
    const huge = JSON.stringify({ email: 'a'.repeat(200_000) + '@example.com', type: 1 });
    const response = await server.app.request('/api/user/sendEmail', { method: 'POST', body: huge, headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg: 'The request body is too large' });
  });

  it('copes with odd query strings', async () => {
    const freshToken = (await server.registerUser()).token;
    for (const query of ['email=a%40b.com&email=c%40d.com', 'email=%F0%9F%98%80', 'email=' + 'z'.repeat(10_000), '']) {
      const response = await server.app.request(`/api/user/checkEmail?${query}`, { headers: { Token: freshToken } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { code: number }).code).not.toBe(50000);
    }
  });

  it('allows cross-origin calls only from CORS_ORIGINS, with the Token and Lang headers', async () => {
    const preflight = (app: typeof server.app, origin: string) =>
      app.request('/api/user/info', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'token,lang' },
      });
    const app = createApp({ db: server.database.db, config: { ...server.config, corsOrigins: ['http://localhost:3001'] }, log: server.ctx.log });
    const allowed = await preflight(app, 'http://localhost:3001');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('token');
    for (const origin of ['https://evil.example', 'null']) {
      expect((await preflight(app, origin)).headers.get('access-control-allow-origin')).toBeNull();
      expect((await preflight(server.app, origin)).headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('LOCAL_MODE off', () => {
  it('hides /api/dev/* behind 10404', async () => {
    const app = createApp({
      db: server.database.db,
      config: { ...server.config, localMode: false },
      scryptParams: TEST_SCRYPT,
      log: { info() {}, warn() {}, error() {} },
    });
    for (const [method, url] of [
      ['GET', '/api/dev/mailbox?email=a%40b.com'],
      ['POST', '/api/dev/expireSession'],
      ['POST', '/api/dev/ledger/credit'],
      ['POST', '/api/dev/ledger/transfer'],
    ] as const) {
      const response = await app.request(url, { method, headers: { Token: token } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 10404, msg: 'Not found', data: null, server_time: expect.any(Number) });
    }
  });
});

describe('server_time', () => {
  const read = async (url: string, init?: RequestInit) => ((await (await server.app.request(url, init)).json()) as { server_time: unknown }).server_time;

  it('is the injected clock in unix milliseconds on success, business error, 404 and 500 answers', async () => {
    server.clock.advance(1234);
    const expected = server.clock.now().getTime();
    expect(Number.isInteger(expected)).toBe(true);
    expect(await read('/api/main/config')).toBe(expected);
    expect(await read('/api/user/info')).toBe(expected); // 40100: no token
    expect(await read('/api/user/login', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })).toBe(expected);
    expect(await read('/api/nope')).toBe(expected);
    server.clock.advance(60_000);
    expect(await read('/api/main/config')).toBe(expected + 60_000);
  });

  it('is on the 500 safety net too', async () => {
    // A table gone missing: the query fails with something that is not an AppError.
    await server.database.db.execute(sql`alter table settings rename to settings_away`);
    try {
      const response = await server.app.request('/api/main/config');
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: 50000, msg: 'Internal server error, please try again later', data: null, server_time: server.clock.now().getTime() });
    } finally {
      await server.database.db.execute(sql`alter table settings_away rename to settings`);
    }
  });
});

describe('seeding', () => {
  it('is idempotent and gives the founder SEED_INVITE', async () => {
    const { seedDatabase } = await import('./seed/founder');
    const again = await seedDatabase(server.database.db, server.config.seed, { now: () => new Date(), scryptParams: TEST_SCRYPT });
    expect(again.createdFounder).toBe(false);
    const founderToken = (
      await server.api.post<{ Token: string }>('/api/user/login', {
        email: server.config.seed.email,
        password: md5Hex(server.config.seed.password).toUpperCase(),
      })
    ).data.Token;
    const info = await server.api.get<{ invite: string; nickname: string }>('/api/user/info', {}, { token: founderToken });
    expect(info.data).toMatchObject({ invite: 'KINBO1', nickname: 'KinBoFounder' });
  });
});
