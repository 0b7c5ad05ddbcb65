// Starts the local stand-ins (two local chains + the API server that also serves out/) and stops them.
// Shared by `npm start` (scripts/start.mjs) and the e2e web server (scripts/e2e-stack.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function log(message) {
  process.stdout.write(`[kinbo] ${message}\n`);
}

/** Runs a command to completion, inheriting output; rejects on a non-zero exit. */
/**
 * Runs a command to its end. `quiet`: its output is kept and given back (resolved, or on the error as
 * `output`) instead of going straight to the terminal, for steps that run side by side.
 */
export function run(command, args, { env = {}, cwd = ROOT, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const output = quiet ? Buffer.concat(chunks).toString() : undefined;
      if (code === 0) return resolve(output);
      reject(Object.assign(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`), { output }));
    });
  });
}

/** Server env that points /rpc/56 and /rpc/137 at the chains that were started. */
export function rpcEnvFromChains(chains) {
  const env = {};
  if (chains?.rpc?.[56]) env.RPC_UPSTREAM_56 = chains.rpc[56];
  if (chains?.rpc?.[137]) env.RPC_UPSTREAM_137 = chains.rpc[137];
  return env;
}

/** NEXT_PUBLIC_* values for a build that talks to the local stack. */
export function publicEnvFromDeployment(deployment) {
  const env = {};
  const d56 = deployment?.['56'];
  const d137 = deployment?.['137'];
  if (d56?.usdt) env.NEXT_PUBLIC_USDT_56 = d56.usdt;
  if (d56?.kinbo) env.NEXT_PUBLIC_KINBO_56 = d56.kinbo;
  if (d56?.deposit) env.NEXT_PUBLIC_DEPOSIT_56 = d56.deposit;
  if (d137?.usdt) env.NEXT_PUBLIC_USDT_137 = d137.usdt;
  if (d137?.deposit) env.NEXT_PUBLIC_DEPOSIT_137 = d137.deposit;
  return env;
}

/**
 * Starts the local chains. With `stateDir` (npm start: .data/, beside the database) they keep their
 * state across runs, so a restarted stack is the same world; removing .data/ starts both afresh.
 * @param {{ stateDir?: string }} [options]
 */
export async function startChainsIfWanted(options = {}) {
  if (process.env.CHAIN === 'off') {
    log('CHAIN=off: not starting the local chains');
    return { stop: async () => {}, deployment: readDeploymentFile() };
  }
  const { startChains } = await import('../chain.mjs');
  // A block every CHAIN_BLOCK_TIME seconds (default 1) besides one per transaction: deposits and
  // purchases wait for confirmations, and an idle local chain would never give them.
  const blockTime = Number(process.env.CHAIN_BLOCK_TIME ?? 1);
  const chains = await startChains({ quiet: true, stateDir: options.stateDir, blockTime });
  const kept = options.stateDir ? `, state kept in ${path.relative(ROOT, options.stateDir) || '.'}` : '';
  log(`local chains ready: BSC (56) ${chains.rpc[56]}, Polygon (137) ${chains.rpc[137]}${kept}`);
  return chains;
}

export function readDeploymentFile() {
  const file = path.join(ROOT, '.chain/deployment.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Server env of the local stack (npm start, e2e): LOCAL_MODE on for the dev mailbox, which answers
 * loopback clients only, so it is allowed on every interface (LOCAL_MODE_FORCE) and a phone on the
 * network still reaches the app. An absolute NEXT_PUBLIC_MALL_URL becomes a frame origin of the CSP.
 */
export function localStackEnv() {
  const env = { LOCAL_MODE: 'true', LOCAL_MODE_FORCE: 'true' };
  const mall = process.env.NEXT_PUBLIC_MALL_URL;
  if (mall && /^https?:\/\//i.test(mall) && !process.env.FRAME_ORIGINS) env.FRAME_ORIGINS = new URL(mall).origin;
  return env;
}

/** How long the API may take to answer after it starts (first start seeds the demo data with scrypt; slow on a busy machine). */
const START_TIMEOUT_MS = Number(process.env.API_START_TIMEOUT_MS ?? 180_000);

/**
 * Starts the API server (which also serves out/) and resolves once it answers. `watch: true` runs it
 * under `tsx watch`: it restarts whenever a server file changes (`npm run dev`).
 */
export async function startServer({ port, env = {}, watch = false, nodeArgs = [] }) {
  const tsxArgs = watch ? ['watch', '--clear-screen=false', 'server/index.ts'] : ['server/index.ts'];
  // `nodeArgs` (bench:api's --cpu-prof) go to node itself, with tsx as a loader rather than its CLI: the
  // CLI relays SIGTERM and SIGKILLs a child too busy to acknowledge it within 30 ms, and a killed
  // process writes no profile.
  const args = nodeArgs.length > 0 && !watch ? [...nodeArgs, '--import', 'tsx', 'server/index.ts'] : [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), ...tsxArgs];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...localStackEnv(), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  let stopping = false;
  /** Resolves with how the process ended. */
  const ended = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  child.on('exit', () => {
    exited = true;
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the API server exited during start-up (see its output above)');
    try {
      const res = await fetch(`${url}/api/main/config`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) throw new Error(`the API server did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s`);
  return {
    url,
    /** Calls `onDeath({ code, signal })` if the API process ends without `stop()` having been called. */
    onUnexpectedExit(onDeath) {
      void ended.then((how) => {
        if (!stopping) onDeath(how);
      });
    },
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (exited) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/**
 * When the API process dies (a crash, kill -9), nothing is served any more: say so, stop the rest
 * (the chains) and exit non-zero, so neither a person nor Playwright waits on a dead port.
 */
export function exitWhenApiDies(server, stoppers) {
  server.onUnexpectedExit(async ({ code, signal }) => {
    log(`the API server stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping the local chains and exiting`);
    for (const s of stoppers) await s().catch(() => {});
    process.exit(1);
  });
}

/**
 * Stops everything on Ctrl-C / SIGTERM, once. Calls add to one list (each stopper runs once, in the
 * order of the latest call, then any left from earlier calls): with one handler per call, the first
 * handler used to exit the process before a later one had stopped its children (the API server).
 */
const registeredStoppers = [];
let signalsHooked = false;
export function stopOnSignals(stoppers) {
  const earlier = registeredStoppers.filter((s) => !stoppers.includes(s));
  registeredStoppers.splice(0, registeredStoppers.length, ...stoppers, ...earlier);
  if (signalsHooked) return;
  signalsHooked = true;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    for (const s of registeredStoppers) await s().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
