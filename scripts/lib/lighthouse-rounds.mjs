// The Lighthouse part of `npm run measure`: serves the export (and the framework floor, and a baseline
// build when asked), logs the demo account in, loads every route RUNS times in a round robin and
// scores each load twice from the same trace (Lighthouse's 4x CPU, and the slowdown calibrated to
// this machine). Every run is a first visit: the storage reset clears the HTTP cache, the service
// worker, Cache Storage and IndexedDB before it; localStorage (the session of the guarded routes) is kept.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import chromiumFinder from './chromium.cjs';
import { cpuMultiplierFor } from './cpu-calibration.mjs';
import { lcpPath } from './lcp-path.mjs';
import { ROOT, startServer } from './stack.mjs';

const LIGHTHOUSE_FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  clearStorageTypes: ['cache_storage', 'service_workers', 'indexeddb', 'file_systems', 'shader_cache'],
};

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (lhr, cat) => Math.round(lhr.categories[cat].score * 100);
const value = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
// Report and artifact file names: lighthouse_home.json for /home, lighthouse_framework-floor.json for the floor.
export const fileNameOf = (route) => (route.startsWith('/') ? '' : '_') + route.replaceAll(' ', '-').replaceAll('/', '_');

const SERVER_ENV = { DATA_DIR: 'memory', LOG_REQUESTS: 'false', WALLET_JOBS: 'false' };

/**
 * Runs the rounds. `routes`: row names; `urlOf(route, servers)` its address; `serverOf(route, servers)`
 * the server whose session it needs (null: none), `loggedIn(route)` whether it gets one. Returns per
 * route { lhr (the median run's), lcpPath, m (medians at 4x), calibrated (medians at this machine's
 * slowdown) } and the calibration.
 */
export async function lighthouseRounds({ routes, runs, port, floorDir, baselineDir, urlOf, serverOf, loggedIn, details }) {
  const chrome = chromiumFinder.chromiumExecutable();
  if (!chrome) throw new Error('No Chromium found for Lighthouse (set CHROME_PATH).');
  const started = [];
  const stopAll = async () => {
    for (const s of started.reverse()) await s.stop();
  };
  const servers = {};
  try {
    servers.app = await startServer({ port, env: { ...SERVER_ENV, LOCAL_MODE: 'true', DEMO_SEED: '1' } });
    started.push(servers.app);
    // The floor's pages from the same server code (gzip, cache and security headers), on the next port.
    if (floorDir) started.push((servers.floor = await startServer({ port: port + 1, env: { ...SERVER_ENV, DEMO_SEED: '0', STATIC_DIR: floorDir } })));
    // The baseline build, with a database of its own (its session below), on the port after the floor's.
    if (baselineDir) started.push((servers.baseline = await startServer({ port: port + 2, env: { ...SERVER_ENV, LOCAL_MODE: 'true', DEMO_SEED: '1', STATIC_DIR: baselineDir } })));
  } catch (error) {
    await stopAll();
    throw error;
  }
  const { chromium } = await import('@playwright/test');
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const { Simulator } = (await import('lighthouse/core/lib/lantern/lantern.js')).Simulation;
  const DEFAULT_CPU = throttling.mobileSlow4G.cpuSlowdownMultiplier;
  const mobileThrottling = (cpuSlowdownMultiplier) => ({ ...throttling.mobileSlow4G, cpuSlowdownMultiplier });
  const debugPort = Number(process.env.MEASURE_DEBUG_PORT ?? 9333);
  // A persistent context is the browser's default context, so the tab Lighthouse opens shares its
  // localStorage (the session set below); a context from browser.newContext() would not.
  const profile = path.join(ROOT, 'measure-report/profile');
  rmSync(profile, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chrome,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // A real session with realistic data (the demo account), one per server (each has its own
    // database), kept in that origin's localStorage by a tab open on it.
    const password = createHash('md5').update('Demo123456').digest('hex');
    const sessionOn = async (host, page) => {
      const body = JSON.stringify({ email: 'demo@kinbo.local', password });
      const login = await (await fetch(`${host.url}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).json();
      if (login.code !== 0) throw new Error(`login for measuring failed: ${login.msg}`);
      await page.goto(`${host.url}/login`);
      return { page, token: login.data.Token, ex: login.data.ex_time };
    };
    const sessions = new Map([[servers.app, await sessionOn(servers.app, context.pages()[0] ?? (await context.newPage()))]]);
    if (servers.baseline) sessions.set(servers.baseline, await sessionOn(servers.baseline, await context.newPage()));

    const runsOf = Object.fromEntries(routes.map((route) => [route, []]));
    const artifactsRoot = path.join(ROOT, 'measure-report/artifacts');
    rmSync(artifactsRoot, { recursive: true, force: true });
    // Round robin (run 1 of every route, then run 2…): a busy spell on the machine hits every route
    // alike, the floor included, instead of whichever route was being measured, so ratios hold.
    for (let i = 0; i < runs; i++) {
      for (const route of routes) {
        const host = serverOf(route, servers);
        if (host) {
          const { page, token, ex } = sessions.get(host);
          await page.evaluate(
            ({ token, ex, loggedIn }) => {
              localStorage.clear();
              if (loggedIn) {
                localStorage.setItem('token', token);
                localStorage.setItem('tokenTime', String(ex));
              }
            },
            { token, ex, loggedIn: loggedIn(route) },
          );
        }
        // Load, save the load for rescoring, and score it at the default slowdown, in one call.
        const dir = path.join(artifactsRoot, `${fileNameOf(route)}-${i}`);
        const { lhr } = await lighthouse(urlOf(route, servers), { ...LIGHTHOUSE_FLAGS, port: debugPort, gatherMode: dir, auditMode: dir, throttling: mobileThrottling(DEFAULT_CPU) });
        runsOf[route].push({ dir, lhr, lcpPath: details ? lcpPath(Simulator) : null });
      }
    }
    // The machine's speed: Lighthouse's benchmark ran before every load; their median sets the slowdown.
    // Simulated throttling applies the slowdown only when a trace is scored, so one load serves both
    // figures (Lighthouse refuses settings that differ from the gathering's: they are rewritten first).
    const benchmarkIndex = median(
      Object.values(runsOf)
        .flat()
        .map((r) => r.lhr.environment.benchmarkIndex),
    );
    const calibratedCpu = cpuMultiplierFor(benchmarkIndex);
    for (const route of routes) {
      for (const run of runsOf[route]) {
        const file = path.join(run.dir, 'artifacts.json');
        const artifacts = JSON.parse(readFileSync(file, 'utf8'));
        artifacts.settings.throttling = mobileThrottling(calibratedCpu);
        writeFileSync(file, JSON.stringify(artifacts));
        run.calibrated = (await lighthouse(urlOf(route, servers), { ...LIGHTHOUSE_FLAGS, auditMode: run.dir, throttling: mobileThrottling(calibratedCpu) })).lhr;
      }
    }
    rmSync(artifactsRoot, { recursive: true, force: true });

    const results = {};
    for (const route of routes) {
      const lhrs = runsOf[route].map((r) => r.lhr);
      const cal = runsOf[route].map((r) => r.calibrated);
      const m = {
        performance: median(lhrs.map((l) => score(l, 'performance'))),
        accessibility: median(lhrs.map((l) => score(l, 'accessibility'))),
        'best-practices': median(lhrs.map((l) => score(l, 'best-practices'))),
        fcp: median(lhrs.map((l) => value(l, 'first-contentful-paint'))),
        lcp: median(lhrs.map((l) => value(l, 'largest-contentful-paint'))),
        tbt: median(lhrs.map((l) => value(l, 'total-blocking-time'))),
        cls: median(lhrs.map((l) => value(l, 'cumulative-layout-shift'))),
        runs: lhrs.map((l) => score(l, 'performance')),
      };
      const calibrated = {
        performance: median(cal.map((l) => score(l, 'performance'))),
        tbt: median(cal.map((l) => value(l, 'total-blocking-time'))),
        lcp: median(cal.map((l) => value(l, 'largest-contentful-paint'))),
        runs: cal.map((l) => score(l, 'performance')),
      };
      const medianRun = runsOf[route].find((r) => score(r.lhr, 'performance') === m.performance) ?? runsOf[route][0];
      results[route] = { lhr: medianRun.lhr, lcpPath: medianRun.lcpPath, m, calibrated };
    }
    return { results, defaultCpu: DEFAULT_CPU, calibratedCpu, benchmarkIndex };
  } finally {
    await context.close();
    await stopAll();
  }
}
