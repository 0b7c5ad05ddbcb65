// `npm run measure`: builds the export, then prints per route the first-load JS (gzip level 9 of
// every <script src> the page's HTML loads, except nomodule ones) and the Lighthouse mobile scores
// (each the median run of three, see --runs) of the framework floor and of the screens, measured in the same run: each
// screen's performance reads as a ratio to the floor's, which holds on a noisy machine. The target is
// a ratio of at least 0.9 on /login, /home, /wallet and /reports. Exits non-zero when a first-load
// budget or an accessibility or best-practices budget is missed.
// The floor (scripts/measure-floor) is a hello-world App Router page with nothing of KinBo, built and
// served the same way: the most any page of this framework scores on this machine. Its data floor
// (/data: one API answer read after hydration as the largest paint) is the most a screen whose
// largest paint waits for the API can score.
// Each load is scored twice, from the same trace: at Lighthouse's default 4x CPU slowdown and at the
// slowdown calibrated to this machine (scripts/lib/cpu-calibration.mjs), for reading only.
// Then the warm-open lane (scripts/lib/warm-open.mjs): the screens opened again after a first visit, in
// real Chromium throttled like Lighthouse's mobile profile, timed until their data is painted, as a
// ratio to the floor's first contentful paint in the same run (targets 1.2x online, 1.5x offline).
//   --no-build       measure the existing out/
//   --no-lighthouse  only the JS sizes
//   --routes=/a,/b   Lighthouse only these routes (the floor is always added)
//   --runs=N         Lighthouse runs per route (default 3; the median is reported)
//   --warm           the JS sizes and the warm-open lane only (scripts/lib/warm-open.mjs), no Lighthouse
//   --no-warm        leave the warm-open lane out (it runs by default, after Lighthouse)
//   --warm-runs=N    warm opens per screen (default 5; the median is reported)
//   --details        print boot-up time, main-thread work, long tasks, layout shifts and what the simulated
//                    LCP waits for (Lantern's LCP graph, see lcpPath) (of the median run)
//   --baseline=DIR   also measure another build's export (e.g. a clone of main: DIR is its out/), served
//                    by a server of its own (this checkout's server code: the API the two builds call
//                    must be the same) and scored in the same round robin: rows "base /home" … (in the
//                    warm-open lane too)
//                    A change is judged against its baseline measured in the same run, not against a
//                    number from another hour of a noisy machine.
// MEASURE_PORT (default 3200) and MEASURE_DEBUG_PORT (default 9333) choose the ports it uses (the floor
// the next one, the baseline the one after).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { budgetTable, firstLoadKiB, measureRoutes } from './lib/budget.mjs';
import { fileNameOf, lighthouseRounds } from './lib/lighthouse-rounds.mjs';
import { log, ROOT, run } from './lib/stack.mjs';
import { BASELINE as WARM_BASELINE, FLOOR as WARM_FLOOR, OFFLINE as WARM_OFFLINE, warmOpenRounds } from './lib/warm-open.mjs';

const args = new Set(process.argv.slice(2));
const OUT = path.join(ROOT, 'out');
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = option('runs') ? Math.max(1, Number(option('runs')) || 3) : 3;
// The floor is not a route of the app: it has a server of its own (see FLOOR_DIR); these are its rows' names.
const FLOOR = 'framework floor';
const DATA_FLOOR = 'data floor';
const FLOOR_DIR = path.join(ROOT, 'scripts/measure-floor');
const withWarm = !args.has('--no-warm');
const withLighthouse = !args.has('--no-lighthouse') && !args.has('--warm');
const WARM_RUNS = Math.max(1, Number(option('warm-runs')) || 5);
/** Warm-open targets: a screen's data within this multiple of the floor's first contentful paint. */
const WARM_TARGET = { online: 1.2, offline: 1.5 };
const WARM_TARGET_ROUTES = ['/home', '/wallet', '/reports'];
const BASELINE_DIR = option('baseline') ? path.resolve(option('baseline')) : null;
if (BASELINE_DIR && !existsSync(path.join(BASELINE_DIR, 'index.html'))) throw new Error(`--baseline: no export in ${BASELINE_DIR} (give a build's out/)`);
/** The screens whose performance has a target: at least 0.9 of the floor's. */
const TARGET_ROUTES = ['/login', '/home', '/wallet', '/reports'];
const TARGET_RATIO = 0.9;
const SCREEN_ROUTES = option('routes')?.split(',') ?? TARGET_ROUTES;
const BASELINE_PREFIX = 'base ';
const ROUTES = [FLOOR, DATA_FLOOR, ...SCREEN_ROUTES, ...(BASELINE_DIR ? SCREEN_ROUTES.map((route) => BASELINE_PREFIX + route) : [])];
const isFloor = (route) => route === FLOOR || route === DATA_FLOOR;
const isBaseline = (route) => route.startsWith(BASELINE_PREFIX);
/** The page's path on its server: the baseline's rows name their route after the prefix. */
const pathOf = (route) => (isBaseline(route) ? route.slice(BASELINE_PREFIX.length) : route);
/** The least a screen must score in these categories (the floor and the baseline are yardsticks, not judged). */
const LH_BUDGET = { accessibility: 100, 'best-practices': 95 };

if (!args.has('--no-build')) {
  log('building…');
  await run('npm', ['run', 'build']);
}
if ((withLighthouse || withWarm) && (!args.has('--no-build') || !existsSync(path.join(FLOOR_DIR, 'out/data.html')))) {
  log('building the framework floor…');
  await run('npx', ['next', 'build', '--webpack'], { cwd: FLOOR_DIR });
}

const rows = measureRoutes(OUT);
let failed = rows.some((r) => !r.ok);
console.log('\nFirst-load JS per route (gzip -9, all <script src> of the page)');
console.log(budgetTable(rows));
const floorKiB = existsSync(path.join(FLOOR_DIR, 'out/index.html')) ? firstLoadKiB(path.join(FLOOR_DIR, 'out'), path.join(FLOOR_DIR, 'out/index.html')) : null;
if (floorKiB !== null) console.log(`${FLOOR} (scripts/measure-floor, no budget): ${floorKiB.toFixed(1)} KiB`);

const report = { js: rows, floorKiB, lighthouse: {} };

if (withLighthouse) {
  const { results, defaultCpu, calibratedCpu, benchmarkIndex } = await lighthouseRounds({
    routes: ROUTES,
    runs: RUNS,
    port: Number(process.env.MEASURE_PORT ?? 3200),
    floorDir: path.join(FLOOR_DIR, 'out'),
    baselineDir: BASELINE_DIR,
    urlOf: (route, servers) =>
      route === FLOOR ? `${servers.floor.url}/` : route === DATA_FLOOR ? `${servers.floor.url}/data` : `${(isBaseline(route) ? servers.baseline : servers.app).url}${pathOf(route)}`,
    serverOf: (route, servers) => (isFloor(route) ? null : isBaseline(route) ? servers.baseline : servers.app),
    loggedIn: (route) => pathOf(route) !== '/login',
    details: args.has('--details'),
  });
  const floor = results[FLOOR].m;
  const ratio = (m) => (m === floor ? 'floor' : (m.performance / floor.performance).toFixed(2));
  console.log(`\nLighthouse mobile (simulated throttling, ${defaultCpu}x CPU), first visits, median of ${RUNS} runs`);
  console.log(`perf/floor: the route's performance over the floor's in this run (target >= ${TARGET_RATIO} on ${TARGET_ROUTES.join(', ')})`);
  console.log(
    'route'.padEnd(20) +
      'perf'.padStart(6) +
      'a11y'.padStart(6) +
      'bp'.padStart(6) +
      'FCP ms'.padStart(8) +
      'LCP ms'.padStart(8) +
      'TBT ms'.padStart(8) +
      'CLS'.padStart(7) +
      '  perf/floor',
  );
  for (const route of ROUTES) {
    const { lhr, lcpPath, m } = results[route];
    const miss =
      isFloor(route) || isBaseline(route)
        ? []
        : Object.entries(LH_BUDGET)
            .filter(([k, min]) => m[k] < min)
            .map(([k]) => k);
    failed ||= miss.length > 0;
    console.log(
      route.padEnd(20) +
        String(m.performance).padStart(6) +
        String(m.accessibility).padStart(6) +
        String(m['best-practices']).padStart(6) +
        String(Math.round(m.fcp)).padStart(8) +
        String(Math.round(m.lcp)).padStart(8) +
        String(Math.round(m.tbt)).padStart(8) +
        m.cls.toFixed(3).padStart(7) +
        `  ${ratio(m)}  (runs ${m.runs.join(', ')})` +
        (miss.length ? `  below budget: ${miss.join(', ')}` : ''),
    );
    if (args.has('--details')) printDetails(lhr, lcpPath);
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && ['accessibility', 'best-practices'].some((cat) => lhr.categories[cat].auditRefs.some((r) => r.id === a.id && r.weight > 0)),
    );
    for (const a of failing) console.log(`    - ${a.id}: ${a.title}`);
    if (!isFloor(route) && !lhr.finalDisplayedUrl.endsWith(pathOf(route))) console.log(`    ! ended at ${lhr.finalDisplayedUrl}`);
    report.lighthouse[route] = m;
    mkdirSync(path.join(ROOT, 'measure-report'), { recursive: true });
    writeFileSync(path.join(ROOT, `measure-report/lighthouse${fileNameOf(route)}.json`), JSON.stringify(lhr));
  }
  // For reading, not judging: what the same loads score on the phone Lighthouse means, from this machine.
  const calFloor = results[FLOOR].calibrated;
  console.log(`\nThe same loads at the CPU slowdown calibrated to this machine: ${calibratedCpu}x (benchmarkIndex median ${Math.round(benchmarkIndex)}; Lighthouse's 4x assumes 1533)`);
  console.log('route'.padEnd(20) + 'perf'.padStart(6) + 'LCP ms'.padStart(8) + 'TBT ms'.padStart(8) + '  perf/floor');
  for (const route of ROUTES) {
    const c = results[route].calibrated;
    const r = route === FLOOR ? 'floor' : (c.performance / calFloor.performance).toFixed(2);
    console.log(
      route.padEnd(20) + String(c.performance).padStart(6) + String(Math.round(c.lcp)).padStart(8) + String(Math.round(c.tbt)).padStart(8) + `  ${r}  (runs ${c.runs.join(', ')})`,
    );
  }
  report.calibrated = { cpuSlowdownMultiplier: calibratedCpu, benchmarkIndex, routes: Object.fromEntries(ROUTES.map((route) => [route, results[route].calibrated])) };
}

if (withWarm) {
  const { rows: warm, settings } = await warmOpenRounds({
    runs: WARM_RUNS,
    port: Number(process.env.MEASURE_PORT ?? 3200),
    floorDir: path.join(FLOOR_DIR, 'out'),
    baselineDir: BASELINE_DIR,
  });
  const floorFcp = warm[WARM_FLOOR].fcp;
  console.log(
    `\nWarm open (real Chromium, ${settings.cpu}x CPU through Emulation.setCPUThrottlingRate, ${settings.latencyMs} ms latency, ` +
      `${Math.round(settings.downKbps)}/${Math.round(settings.upKbps)} Kbps through Network.emulateNetworkConditions), median of ${WARM_RUNS}`,
  );
  console.log("data: navigation start to the screen's data painted (element timing; else the frame after it was in the DOM)");
  console.log('html: the document received; load: the load event; idb: the first IndexedDB open (the saved cache read)');
  console.log(
    `x floor: data over the framework floor's FCP on a second open, same run (target <= ${WARM_TARGET.online} online, <= ${WARM_TARGET.offline} offline on ${WARM_TARGET_ROUTES.join(', ')})`,
  );
  console.log('route (ms)'.padEnd(24) + ['html', 'FCP', 'load', 'idb', 'data'].map((h) => h.padStart(7)).join('') + 'x floor'.padStart(9) + '  target');
  report.warm = { settings, runs: WARM_RUNS, floorFcp, routes: {} };
  const ms = (v) => (v === null || !Number.isFinite(v) ? '-' : String(Math.round(v))).padStart(7);
  for (const [route, row] of Object.entries(warm)) {
    const offline = route.includes(WARM_OFFLINE);
    const ratio = row.data === null ? null : row.data / floorFcp;
    const judged = !route.startsWith(WARM_BASELINE) && WARM_TARGET_ROUTES.includes(route.replace(WARM_OFFLINE, ''));
    const target = judged ? WARM_TARGET[offline ? 'offline' : 'online'] : null;
    const verdict = target === null ? '' : ratio !== null && ratio <= target ? `<= ${target} met` : `<= ${target} MISSED`;
    console.log(
      route.padEnd(24) +
        [row.html, row.fcp, row.load, row.restore, route === WARM_FLOOR ? null : row.data].map(ms).join('') +
        (route === WARM_FLOOR ? 'floor' : ratio === null ? '-' : ratio.toFixed(2)).padStart(9) +
        `  ${verdict}  (runs ${row.runs.join(', ')}; painted ${row.byPaint}/${row.runs.length})`,
    );
    report.warm.routes[route] = { ...row, ratio, target };
  }
}

/** --details: where the median run's time went, and what its simulated LCP waited for. */
function printDetails(lhr, lanternLcp) {
  const a = lhr.audits;
  for (const item of a['bootup-time']?.details?.items?.slice(0, 6) ?? []) console.log(`    js ${Math.round(item.total)} ms (script ${Math.round(item.scripting)}) ${item.url}`);
  for (const item of a['mainthread-work-breakdown']?.details?.items ?? []) console.log(`    main ${item.groupLabel}: ${Math.round(item.duration)} ms`);
  for (const item of a['long-tasks']?.details?.items?.slice(0, 8) ?? []) console.log(`    long task ${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms ${item.url}`);
  for (const item of a['layout-shifts']?.details?.items ?? []) console.log(`    shift ${item.score?.toFixed?.(3)} ${item.node?.snippet ?? ''}`);
  const lcpParts = a['lcp-breakdown-insight']?.details?.items ?? [];
  const lcpNode = lcpParts.find((item) => item.type === 'node');
  if (lcpNode) console.log(`    LCP element ${lcpNode.snippet}`);
  for (const item of lcpParts.find((part) => part.type === 'table')?.items ?? []) console.log(`    LCP part ${item.label}: ${Math.round(item.duration)} ms (unthrottled)`);
  console.log(`    benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`);
  for (const line of lanternLcp ?? []) console.log(`    ${line}`);
}

mkdirSync(path.join(ROOT, 'measure-report'), { recursive: true });
writeFileSync(path.join(ROOT, 'measure-report/latest.json'), JSON.stringify(report, null, 2));
console.log(failed ? '\nSome budgets are missed (see above).' : '\nAll budgets met.');
process.exit(failed ? 1 : 0);
