// The stack of `npm run soak` (scripts/soak.ts), all on loopback: a throw-away PostgreSQL cluster,
// the two local chains on free ports, and API processes that can be killed (-9) and started again on
// the same port. Each API process writes its output to a file in the run's folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChains } from '../chain.mjs';
import { freePort, startPostgresCluster, type PostgresCluster } from './postgres.mjs';
import { memoryMiB } from './bench-live-api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 120_000;

export type Crash = { name: string; at: string; how: string; tail: string };

export type ApiSlot = {
  name: string;
  url: string;
  port: number;
  pid: () => number | undefined;
  /** false between a kill and the end of the restart. */
  up: () => boolean;
  kill9: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

async function answers(url: string) {
  return fetch(`${url}/api/main/config`).then(
    (r) => r.ok,
    () => false,
  );
}

/**
 * One API process on a fixed port. An exit nobody asked for (a crash) is recorded in `crashes` with
 * the end of its output, and the process is started again as a supervisor would.
 */
function apiSlot(name: string, port: number, env: Record<string, string>, workDir: string, crashes: Crash[], log: (line: string) => void): ApiSlot {
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let ready = false;
  let expected = false;
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(workDir, `${name}.log`);
  const slot: ApiSlot = {
    name,
    url,
    port,
    pid: () => child?.pid,
    up: () => ready,
    async start() {
      const out = createWriteStream(logFile, { flags: 'a' });
      const started = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.stdout!.pipe(out);
      started.stderr!.pipe(out);
      child = started;
      expected = false;
      exited = new Promise((resolve) => started.once('exit', () => resolve()));
      started.once('exit', (code, signal) => {
        if (expected) return;
        const wasReady = ready;
        ready = false;
        const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
        crashes.push({ name, at: new Date().toISOString().slice(11, 23), how: signal ? `signal ${signal}` : `exit code ${code}`, tail });
        log(`API ${name} (pid ${started.pid}) ended by itself (${crashes.at(-1)!.how}); starting it again. Its last lines:\n${tail}`);
        // One that dies during start-up is not started again (start() reports it).
        if (wasReady) void slot.start().catch((error: unknown) => log(`API ${name} did not start again: ${String(error)}`));
      });
      const deadline = Date.now() + START_TIMEOUT_MS;
      while (!(await answers(url))) {
        if (started.exitCode !== null || started.signalCode !== null) throw new Error(`API ${name} exited during start-up (see ${logFile})`);
        if (Date.now() > deadline) throw new Error(`API ${name} did not answer within ${START_TIMEOUT_MS / 1000} s (see ${logFile})`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      ready = true;
    },
    async kill9() {
      ready = false;
      expected = true;
      child?.kill('SIGKILL');
      await exited;
    },
    async stop() {
      ready = false;
      expected = true;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  return slot;
}

export type SoakStack = Awaited<ReturnType<typeof startSoakStack>>;

/** Seconds between the chains' interval blocks (besides a block per transaction): confirmations keep coming. */
export const SOAK_BLOCK_TIME_S = 1;

/**
 * PostgreSQL (SOAK_PG_PORT, else a free port), both chains (free ports), `processes` API processes with
 * the wallet jobs on (a 1 s interval) and LOCAL_MODE (the dev mailbox and game helpers, loopback only).
 */
export async function startSoakStack(options: { processes: number; log: (line: string) => void }) {
  const stoppers: Array<() => Promise<unknown>> = [];
  const workDir = mkdtempSync(path.join(tmpdir(), 'kinbo-soak-'));
  const stopAll = async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    const pgPort = process.env.SOAK_PG_PORT ? Number(process.env.SOAK_PG_PORT) : await freePort();
    const cluster: PostgresCluster = await startPostgresCluster({ port: pgPort });
    stoppers.push(() => cluster.stop());
    const databaseUrl = await cluster.createDatabase('kinbo_soak');
    options.log(`PostgreSQL on port ${cluster.port} (${cluster.startedInMs} ms)`);
    const chains = await startChains({ ports: { 56: 0, 137: 0 }, deploymentFile: false, blockTime: SOAK_BLOCK_TIME_S });
    stoppers.push(() => chains.stop());
    const deploymentFile = path.join(workDir, 'deployment.json');
    writeFileSync(deploymentFile, JSON.stringify(chains.deployment));
    options.log(`chains: BSC ${chains.rpc[56]}, Polygon ${chains.rpc[137]}`);
    const env = {
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO_SEED: '0',
      LOCAL_MODE: 'true',
      RATE_LIMITS: 'false',
      LOG_REQUESTS: 'false',
      WALLET_JOBS: 'true',
      WALLET_JOB_INTERVAL_MS: '1000',
      DEPLOYMENT_FILE: deploymentFile,
      RPC_UPSTREAM_56: chains.rpc[56],
      RPC_UPSTREAM_137: chains.rpc[137],
      STATIC_DIR: path.join(workDir, 'out'),
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      VAPID_FILE: path.join(workDir, 'vapid.json'),
    };
    const apis: ApiSlot[] = [];
    const crashes: Crash[] = [];
    for (let i = 0; i < options.processes; i++) apis.push(apiSlot(`api${i + 1}`, await freePort(), env, workDir, crashes, options.log));
    stoppers.push(async () => Promise.all(apis.map((api) => api.stop())));
    // The first migrates and seeds; the others start on a ready database.
    for (const api of apis) await api.start();
    options.log(`API processes: ${apis.map((api) => `${api.name} ${api.url} (pid ${api.pid()})`).join(', ')}; logs in ${workDir}`);
    stoppers.push(async () => rmSync(workDir, { recursive: true, force: true }));
    return { cluster, databaseUrl, chains, apis, crashes, workDir, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Resident memory of each process of the stack now (MiB), keyed by a stable name. */
export function sampleMemory(stack: SoakStack): Record<string, { pid: number; rss: number }> {
  const named: Array<[string, number | undefined]> = [
    ...stack.apis.map((api) => [api.name, api.pid()] as [string, number | undefined]),
    ['postgres', stack.cluster.pid()],
    ['chain 56', stack.chains.pids[56]],
    ['chain 137', stack.chains.pids[137]],
  ];
  const out: Record<string, { pid: number; rss: number }> = {};
  for (const [name, pid] of named) {
    if (!pid) continue;
    try {
      out[name] = { pid, rss: memoryMiB(pid).rss };
    } catch {
      /* between a kill and its restart */
    }
  }
  return out;
}
