/**
 * TRUST_PROXY: behind a real reverse proxy process, each client is counted as itself (a stranger's
 * wrong passwords do not lock the owner), and sent directly a forged X-Forwarded-For is still ignored.
 * Clients are told apart by their loopback source address (127.0.0.x), as the proxy and the API see them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedAddress, parseTrustProxy, socketAddress, type TrustProxy } from './client';
import { listen } from './http-server';
import { passwordDigest, useTestServer } from '../test/harness';

/**
 * The app's own resolver for TRUST_PROXY=127.0.0.1; requests the harness makes without a socket
 * (registerUser, which reads the loopback-only dev mailbox) count as loopback.
 */
const server = useTestServer({
  env: { RATE_LIMITS: 'true', TRUST_PROXY: '127.0.0.1' },
  deps: { clientAddress: forwardedAddress(parseTrustProxy('127.0.0.1') as TrustProxy, (c) => (socketAddress(c) === 'unknown' ? '127.0.0.1' : socketAddress(c))) },
});

/** A plain reverse proxy, as the scale-out puts in front of the API: it appends its peer to X-Forwarded-For. */
const PROXY_SOURCE = `
const http = require('node:http');
const target = Number(process.argv[1]);
const proxy = http.createServer((req, res) => {
  const prior = req.headers['x-forwarded-for'];
  const headers = { ...req.headers, 'x-forwarded-for': (prior ? prior + ', ' : '') + req.socket.remoteAddress };
  const upstream = http.request({ host: '127.0.0.1', port: target, localAddress: '127.0.0.1', method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => { res.writeHead(502); res.end(); });
  req.pipe(upstream);
});
proxy.listen(0, '127.0.0.1', () => console.log(proxy.address().port));
`;

let api: Server;
let apiPort = 0;
let proxy: ChildProcess;
let proxyPort = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => (api = listen(server.app.fetch, { port: 0, hostname: '127.0.0.1' }, () => resolve())));
  apiPort = (api.address() as AddressInfo).port;
  proxy = spawn(process.execPath, ['-e', PROXY_SOURCE, String(apiPort)], { stdio: ['ignore', 'pipe', 'inherit'] });
  proxyPort = await new Promise<number>((resolve) => proxy.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
});

afterAll(async () => {
  proxy?.kill();
  await new Promise((resolve) => api?.close(resolve));
});

/** POSTs JSON from a given loopback source address. */
function post(port: number, from: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ code: number; msg: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const call = request({ host: '127.0.0.1', port, localAddress: from, method: 'POST', path, headers: { 'content-type': 'application/json', ...headers } }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => resolve(JSON.parse(text) as { code: number; msg: string }));
    });
    call.on('error', reject);
    call.end(payload);
  });
}

describe('TRUST_PROXY through a real proxy', () => {
  it("a stranger's wrong passwords through the proxy do not lock the owner", async () => {
    const owner = await server.registerUser();
    for (let i = 0; i < 6; i += 1) {
      const wrong = await post(proxyPort, '127.0.0.9', '/api/user/login', { email: owner.email, password: passwordDigest('Wrong12345') });
      expect(wrong.code).not.toBe(0);
    }
    expect(await post(proxyPort, '127.0.0.9', '/api/user/login', { email: owner.email, password: passwordDigest(owner.password) })).toMatchObject({ code: 20019 });
    expect(await post(proxyPort, '127.0.0.2', '/api/user/login', { email: owner.email, password: passwordDigest(owner.password) })).toMatchObject({ code: 0 });
  });

  it('sent directly, a forged X-Forwarded-For is ignored: the peer is not a trusted proxy', async () => {
    const owner = await server.registerUser();
    for (let i = 0; i < 6; i += 1) {
      await post(apiPort, '127.0.0.7', '/api/user/login', { email: owner.email, password: passwordDigest('Wrong12345') }, { 'x-forwarded-for': `127.0.0.${10 + i}` });
    }
    // All six counted against 127.0.0.7 itself, whatever the header said.
    expect(await post(apiPort, '127.0.0.7', '/api/user/login', { email: owner.email, password: passwordDigest(owner.password) }, { 'x-forwarded-for': '127.0.0.50' })).toMatchObject({
      code: 20019,
    });
    expect(await post(proxyPort, '127.0.0.3', '/api/user/login', { email: owner.email, password: passwordDigest(owner.password) })).toMatchObject({ code: 0 });
  });
});

describe('forwardedAddress', () => {
  const at = (trust: TrustProxy, socket: string, header?: string) => {
    const app = new Hono();
    app.get('/', (c) => c.text(forwardedAddress(trust, () => socket)(c)));
    return Promise.resolve(app.request('/', { headers: header === undefined ? {} : { 'x-forwarded-for': header } })).then((r) => r.text());
  };
  const ranges = (value: string) => parseTrustProxy(value) as TrustProxy;

  it('believes the header only from trusted peers, read from the right', async () => {
    expect(await at(ranges('10.0.0.0/8'), '10.1.2.3', '1.1.1.1, 2.2.2.2')).toBe('2.2.2.2');
    expect(await at(ranges('10.0.0.0/8'), '10.1.2.3', '1.1.1.1, 10.9.9.9')).toBe('1.1.1.1');
    expect(await at(ranges('10.0.0.0/8'), '203.0.113.5', '2.2.2.2')).toBe('203.0.113.5');
    expect(await at(ranges('10.0.0.1'), '::ffff:10.0.0.1', '2.2.2.2')).toBe('2.2.2.2');
    expect(await at(ranges('2001:db8::/32'), '2001:db8::1', '2.2.2.2')).toBe('2.2.2.2');
    expect(await at({ hops: 1 }, '10.0.0.1', 'forged, 2.2.2.2')).toBe('2.2.2.2');
    expect(await at({ hops: 2 }, '10.0.0.1', '1.1.1.1, 2.2.2.2')).toBe('1.1.1.1');
    expect(await at({ hops: 1 }, '10.0.0.1')).toBe('10.0.0.1');
    expect(await at(ranges('10.0.0.0/8'), '10.0.0.1', 'garbage')).toBe('10.0.0.1');
  });

  it('TRUST_PROXY refuses what it cannot read', () => {
    expect(parseTrustProxy('')).toBeNull();
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(typeof parseTrustProxy('10.0.0.0/33')).toBe('string');
    expect(typeof parseTrustProxy('proxy.local')).toBe('string');
    expect(typeof parseTrustProxy('99')).toBe('string');
  });
});
