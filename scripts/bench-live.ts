// `npm run bench:live`: how fast a bid reaches a crowd watching one auction through the live stream
// (server/README.md "Live updates"), and what the same crowd would cost by polling.
//
//   On PostgreSQL, first with ONE API process, then with TWO (the watchers spread over both, the bids
//   made through both, every event crossing processes by LISTEN/NOTIFY): BENCH_WATCHERS (default
//   2000) streams on one auction, BENCH_BIDS (default 20) bids one after the other. For each bid, the
//   time from its commit — its NOTIFY reaching this script's own LISTEN connection, a millisecond or
//   so after the commit — to each watcher's frame with the new highest bid. Prints p50 / p95 / p99
//   over every (bid, watcher), the same over each bid's LAST watcher, frames that never came (5 s),
//   the API processes' CPU during the bids and their memory (RSS) before and with the streams, and,
//   in the same run, the request rate the same watchers would cost by polling every 2 s beside what
//   these processes answer of bid/info per second.
//
//   Target: p95 under 500 ms at 2,000 watchers on one process.
//
// The watchers are raw TCP sockets with minimal parsing (find the bid frame, read its "kinbo"), not
// fetch: on a 2-core machine the client shares the CPU with the server, and a heavy client would
// measure itself. Loopback only (127.0.0.1); the whole run stops itself after BENCH_TIMEOUT_S
// (default 600). BENCH_PROCESSES=1 or 2 runs one lane; PG_PORT picks the cluster's port;
// BENCH_CPU_PROF=<dir> profiles the API processes (read with scripts/lib/cpu-profile-top.mjs).
import { cpus } from 'node:os';
import pg from 'pg';
import { loadConfig } from '../server/config';
import { createServiceContext } from '../server/app';
import { openDatabase } from '../server/platform/db/client';
import { sessions } from '../server/platform/db/schema';
import { hashSecret, md5Hex } from '../server/platform/password';
import { newSessionToken, sha256Hex } from '../server/platform/random';
import { createServices } from '../server/platform/services';
import { EVENTS_CHANNEL, parseEvent } from '../server/live/events';
import { insertBidRoom } from '../server/games/flash-bid';
import { GET_WAY, type LedgerPosting } from '../server/platform/ledger';
import { LIVE_LIMITS } from '../server/live/live-hub';
import { insertUser } from '../server/auth/users';
import { cpuSeconds, memoryMiB, startApi } from './lib/bench-live-api';
import { bidInfoCapacity, watch, type Watcher } from './lib/bench-live-clients';
import { startPostgresCluster } from './lib/postgres.mjs';

const log = (message: string) => console.log(`[bench:live] ${message}`);

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 2000);
const BIDS = Number(process.env.BENCH_BIDS ?? 20);
const LANES = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 600);
const FRAME_TIMEOUT_MS = 5000;
const POLL_INTERVAL_S = 2;
const TARGET_P95_MS = 500;
/** Every user holds at most this many streams on one process (the hub refuses more). */
const STREAMS_PER_USER = LIVE_LIMITS.maxStreamsPerUser;
const SCRYPT = { N: 1024, r: 8, p: 1 };
const PIN = md5Hex('654321');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');

type LaneResult = {
  processes: number;
  p50: number;
  p95: number;
  p99: number;
  lastP50: number;
  lastP95: number;
  lastMax: number;
  missed: number;
  cpuPercent: number;
  rssBefore: number;
  rssWith: number;
  peak: number;
  pollRate: number;
  capacity: number;
};

/** What to stop at the end, newest first (also when the run overstays its budget). */
const stoppers: Array<() => Promise<unknown>> = [];
async function stopAll() {
  for (const stop of stoppers.splice(0).reverse()) await stop().catch(() => undefined);
}

async function main() {
  const results: LaneResult[] = [];
  try {
    const cluster = await startPostgresCluster();
    stoppers.push(cluster.stop);
    const databaseUrl = await cluster.createDatabase('kinbo_live_bench');

    // Migrate and seed once, through one API process started and stopped for it.
    await (await startApi(databaseUrl)).stop();
    const database = await openDatabase({ databaseUrl, dataDir: 'memory' });
    stoppers.push(database.close);
    const config = loadConfig({ DATA_DIR: 'memory', DATABASE_URL: databaseUrl });
    const services = createServices(createServiceContext({ db: database.db, config, scryptParams: SCRYPT, log: { info() {}, warn() {}, error() {} } }));
    const [passwordHash, pinHash] = await Promise.all([hashSecret(md5Hex('Secret123'), SCRYPT), hashSecret(PIN, SCRYPT)]);
    const now = new Date();
    const bidderCount = 2 * LANES.length;
    const watcherUsers = Math.ceil(WATCHERS / STREAMS_PER_USER);
    const users = await database.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = 0; i < bidderCount + watcherUsers; i++) {
        ids.push((await insertUser(tx, { email: `crowd${i}@bench.test`, nickname: `Crowd${i}`, passwordHash, payPasswordHash: pinHash, referrerId: null }, now)).id);
      }
      return ids;
    });
    // Sessions written directly (a login each would cost hundreds of scrypt checks and count as attempts).
    const tokens = users.map(() => newSessionToken());
    await database.db.insert(sessions).values(users.map((userId, i) => ({ userId, tokenHash: sha256Hex(tokens[i]!), createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) })));
    await services.ledger.post(
      users.slice(0, bidderCount).flatMap((id) =>
        (['kinbo', 'ticket'] as const).map((asset): LedgerPosting => ({
          userId: id,
          asset,
          direction: 'credit',
          amount: '100000',
          type: asset,
          title: { key: 'usdt_deposit' },
          getWay: GET_WAY.purchase,
        })),
      ),
    );

    // The commit clock: this script's own LISTEN connection sees each bid's NOTIFY at its commit.
    const listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    stoppers.push(() => listener.end());
    let onBidNotice: ((roomId: number, at: number) => void) | null = null;
    listener.on('notification', (message) => {
      const at = performance.now();
      const event = message.payload ? parseEvent(message.payload) : null;
      if (event?.k === 'bid') onBidNotice?.(event.id, at);
    });
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);

    for (const [laneIndex, processes] of LANES.entries()) {
      const apis = await Promise.all(Array.from({ length: processes }, () => startApi(databaseUrl)));
      for (const api of apis) stoppers.push(api.stop);
      const pids = apis.map((api) => api.child.pid!);
      const bidders = [users[2 * laneIndex]!, users[2 * laneIndex + 1]!];
      const bidderTokens = [tokens[2 * laneIndex]!, tokens[2 * laneIndex + 1]!];
      const watcherTokens = tokens.slice(bidderCount);
      const at = new Date();
      const auction = await insertBidRoom(database.db, { name: 'Crowd', image: '', usdt: '50', maxCount: 10, startTime: at, endTime: new Date(at.getTime() + 3600_000) }, at);
      const call = async (url: string, route: string, token: string, body: unknown) => {
        const response = await fetch(`${url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Token: token }, body: JSON.stringify(body) });
        const envelope = (await response.json()) as { code: number; msg: string; data: { kinbo: string } };
        if (envelope.code !== 0) throw new Error(`${route}: ${envelope.msg}`);
        return envelope.data;
      };
      for (const [i] of bidders.entries()) await call(apis[i % processes]!.url, '/api/bid/addBidRoom', bidderTokens[i]!, { id: auction.id });

      const rssBefore = pids.reduce((sum, pid) => sum + memoryMiB(pid).rss, 0);
      log(`${processes} process${processes > 1 ? 'es' : ''}: opening ${WATCHERS} streams on auction ${auction.id}`);
      const watchers: Watcher[] = [];
      for (let start = 0; start < WATCHERS; start += 100) {
        const batch: Promise<Watcher>[] = [];
        for (let i = start; i < Math.min(WATCHERS, start + 100); i++) {
          // Watcher i: process i % P, user floor(i / P) % users — at most STREAMS_PER_USER per user and process.
          batch.push(watch(apis[i % processes]!.port, `/api/stream?bids=${auction.id}`, watcherTokens[Math.floor(i / processes) % watcherTokens.length]!));
        }
        watchers.push(...(await Promise.all(batch)));
      }
      const rssWith = pids.reduce((sum, pid) => sum + memoryMiB(pid).rss, 0);
      log(`${watchers.length} streams open; RSS ${rssBefore.toFixed(0)} MiB before, ${rssWith.toFixed(0)} MiB with them`);

      const latencies: number[] = [];
      const lastOfEach: number[] = [];
      let missed = 0;
      const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      const bidsStarted = performance.now();
      for (let b = 0; b < BIDS; b++) {
        let committedAt = NaN;
        onBidNotice = (roomId, noticedAt) => {
          if (roomId === auction.id && Number.isNaN(committedAt)) committedAt = noticedAt;
        };
        const sentAt = performance.now();
        const { kinbo } = await call(apis[b % processes]!.url, '/api/bid/bidding', bidderTokens[b % 2]!, { id: auction.id, password: PIN });
        const answeredAt = performance.now();
        const deadline = answeredAt + FRAME_TIMEOUT_MS;
        while (performance.now() < deadline && (Number.isNaN(committedAt) || watchers.some((w) => !w.seen.has(kinbo)))) await new Promise((resolve) => setTimeout(resolve, 5));
        if (Number.isNaN(committedAt)) committedAt = answeredAt; // the notice never came: count from the answer
        const these = watchers
          .map((w) => w.seen.get(kinbo))
          .filter((seen): seen is number => seen !== undefined)
          .map((seen) => Math.max(0, seen - committedAt));
        missed += watchers.length - these.length;
        latencies.push(...these);
        const sorted = [...these].sort((x, y) => x - y);
        if (sorted.length) lastOfEach.push(sorted.at(-1)!);
        log(
          `bid ${b + 1} (${kinbo} KinBo; call ${ms(answeredAt - sentAt)} ms, commit ${ms(committedAt - sentAt)} ms after sending): p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, last ${ms(sorted.at(-1) ?? NaN)} ms, ${watchers.length - these.length} missed`,
        );
      }
      const cpuPercent = (100 * (pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore)) / ((performance.now() - bidsStarted) / 1000);
      const peak = pids.reduce((sum, pid) => sum + memoryMiB(pid).peak, 0);
      onBidNotice = null;
      for (const watcher of watchers) watcher.socket.destroy();

      // A second's warm-up first: the 2,000 streams just closed, and the statements are new to these connections.
      await bidInfoCapacity(
        apis.map((api) => api.url),
        `/api/bid/info?id=${auction.id}`,
        watcherTokens,
        1000,
      );
      const capacity = await bidInfoCapacity(
        apis.map((api) => api.url),
        `/api/bid/info?id=${auction.id}`,
        watcherTokens,
      );
      const sorted = latencies.sort((x, y) => x - y);
      const lasts = lastOfEach.sort((x, y) => x - y);
      results.push({
        processes,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        lastP50: percentile(lasts, 50),
        lastP95: percentile(lasts, 95),
        lastMax: lasts.at(-1) ?? NaN,
        missed,
        cpuPercent,
        rssBefore,
        rssWith,
        peak,
        pollRate: WATCHERS / POLL_INTERVAL_S,
        capacity,
      });
      for (const api of apis) await api.stop();
    }

    console.log(`\nbench:live — PostgreSQL, ${WATCHERS} watchers of one auction, ${BIDS} bids, loopback, ${cpus().length} CPUs (shared with the raw-socket client)\n`);
    console.log(
      '| API processes | p50 ms | p95 ms | p99 ms | last watcher p50 / p95 / max ms | missed | API CPU during bids | RSS before → with streams (peak) MiB | polling every 2 s instead | bid/info capacity |',
    );
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(
        `| ${r.processes} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.lastP50)} / ${ms(r.lastP95)} / ${ms(r.lastMax)} | ${r.missed} | ${r.cpuPercent.toFixed(0)} % | ${r.rssBefore.toFixed(0)} → ${r.rssWith.toFixed(0)} (${r.peak.toFixed(0)}) | ${r.pollRate.toFixed(0)} req/s | ${r.capacity.toFixed(0)} req/s |`,
      );
    }
    const one = results.find((r) => r.processes === 1);
    if (one) {
      const met = one.p95 < TARGET_P95_MS && one.missed === 0;
      console.log(
        `\nTarget: p95 < ${TARGET_P95_MS} ms for ${WATCHERS} watchers on one process: ${met ? 'met' : 'NOT met'} (p95 ${ms(one.p95)} ms, ${one.missed} missed; memory ${(((one.rssWith - one.rssBefore) * 1024) / WATCHERS).toFixed(0)} KiB per stream)`,
      );
      process.exitCode = met ? 0 : 1;
    }
    for (const r of results) {
      console.log(
        `Polling instead (${r.processes} process${r.processes > 1 ? 'es' : ''}): ${r.pollRate.toFixed(0)} req/s of bid/info, ${((100 * r.pollRate) / r.capacity).toFixed(0)} % of the ${r.capacity.toFixed(0)} req/s these processes answer flat out`,
      );
    }
  } finally {
    await stopAll();
  }
}

// Never outlives its budget, whatever hangs: stops the API processes and PostgreSQL, then exits.
setTimeout(() => {
  console.error(`[bench:live] still running after ${TIMEOUT_S} s: stopping`);
  setTimeout(() => process.exit(2), 15_000).unref();
  void stopAll().finally(() => process.exit(2));
}, TIMEOUT_S * 1000).unref();
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => setTimeout(() => process.exit(), 100).unref());
