// `npm run measure`: builds the export, then prints per route the first-load JS (gzip level 9 of
// every <script src> the page's HTML loads, except nomodule ones) and the Lighthouse mobile scores, against the budgets
// of ARCHITECTURE.md. Exits non-zero when a budget is missed.
//   --no-build       measure the existing out/
//   --no-lighthouse  only the JS sizes
//   --routes=/a,/b   Lighthouse only these routes
//   --details        print boot-up time, main-thread work, long tasks and layout shifts
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import chromiumFinder from './lib/chromium.cjs';
import { log, ROOT, run, startServer } from './lib/stack.mjs';

const args = new Set(process.argv.slice(2));
const OUT = path.join(ROOT, 'out');
const FLOOR_KIB = 130;
const TIGHT_ROUTES = new Set(['/login', '/register', '/home', '/']);
const budgetFor = (route) => (TIGHT_ROUTES.has(route) ? FLOOR_KIB + 40 : 200);
const routesArg = process.argv.find((a) => a.startsWith('--routes='));
const LIGHTHOUSE_ROUTES = routesArg ? routesArg.slice('--routes='.length).split(',') : ['/login', '/home', '/reports', '/wallet'];
const LH_BUDGET = { performance: 97, accessibility: 100, 'best-practices': 95 };

if (!args.has('--no-build')) {
  log('building…');
  await run('npx', ['next', 'build', '--webpack']);
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

function routeOf(file) {
  const rel = path.relative(OUT, file).replace(/\\/g, '/').replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

const gzipCache = new Map();
function gzipKiB(src) {
  if (!gzipCache.has(src)) {
    const file = path.join(OUT, src.split('?')[0]);
    gzipCache.set(src, gzipSync(readFileSync(file), { level: 9 }).length / 1024);
  }
  return gzipCache.get(src);
}

const rows = htmlFiles(OUT)
  .map((file) => {
    const route = routeOf(file);
    if (route === '/404' || route === '/_not-found') return null;
    const html = readFileSync(file, 'utf8');
    // nomodule scripts (legacy polyfills) are never downloaded by the browsers the app supports.
    const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/nomodule/i.test(attrs));
    const scripts = [...new Set(tags.map((attrs) => /src="([^"]+)"/.exec(attrs)?.[1]).filter((s) => s?.startsWith('/')))];
    const kib = scripts.reduce((sum, s) => sum + gzipKiB(s), 0);
    return { route, kib, budget: budgetFor(route) };
  })
  .filter(Boolean)
  .sort((a, b) => a.route.localeCompare(b.route));

let failed = false;
console.log('\nFirst-load JS per route (gzip -9, all <script src> of the page)');
console.log('route'.padEnd(34) + 'KiB'.padStart(8) + 'budget'.padStart(9) + '  ');
for (const r of rows) {
  const ok = r.kib <= r.budget;
  failed ||= !ok;
  console.log(r.route.padEnd(34) + r.kib.toFixed(1).padStart(8) + String(r.budget).padStart(9) + (ok ? '  ok' : '  OVER'));
}

const report = { js: rows, lighthouse: {} };

if (!args.has('--no-lighthouse')) {
  const chrome = chromiumFinder.chromiumExecutable();
  if (!chrome) throw new Error('No Chromium found for Lighthouse (set CHROME_PATH).');
  const port = Number(process.env.MEASURE_PORT ?? 3200);
  const server = await startServer({ port, env: { DATA_DIR: 'memory', LOCAL_MODE: 'true', DEMO_SEED: '1', LOG_REQUESTS: 'false' } });
  const { chromium } = await import('@playwright/test');
  const { default: lighthouse } = await import('lighthouse');
  const debugPort = 9333;
  // A persistent context is the browser's default context, so the tab Lighthouse opens shares its
  // localStorage (the session set below); a context from browser.newContext() would not.
  const profile = path.join(ROOT, 'measure-report/profile');
  rmSync(profile, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chrome,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // A real session with realistic data (the demo account), so guarded routes render full screens.
    const email = 'demo@kinbo.local';
    const password = createHash('md5').update('Demo123456').digest('hex');
    const login = await (await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).json();
    if (login.code !== 0) throw new Error(`login for measuring failed: ${login.msg}`);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/login`);
    console.log('\nLighthouse mobile (simulated throttling)');
    console.log('route'.padEnd(14) + 'perf'.padStart(6) + 'a11y'.padStart(6) + 'bp'.padStart(6));
    for (const route of LIGHTHOUSE_ROUTES) {
      const loggedIn = route !== '/login';
      await page.evaluate(
        ({ token, ex, loggedIn }) => {
          localStorage.clear();
          if (loggedIn) {
            localStorage.setItem('token', token);
            localStorage.setItem('tokenTime', String(ex));
          }
        },
        { token: login.data.Token, ex: login.data.ex_time, loggedIn },
      );
      const result = await lighthouse(`${server.url}${route}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      });
      const c = result.lhr.categories;
      const metric = (id) => result.lhr.audits[id]?.displayValue ?? '-';
      const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`;
      const scores = {
        performance: Math.round(c.performance.score * 100),
        accessibility: Math.round(c.accessibility.score * 100),
        'best-practices': Math.round(c['best-practices'].score * 100),
      };
      report.lighthouse[route] = scores;
      const miss = Object.entries(LH_BUDGET).filter(([k, min]) => scores[k] < min).map(([k]) => k);
      failed ||= miss.length > 0;
      console.log(
        route.padEnd(14) + String(scores.performance).padStart(6) + String(scores.accessibility).padStart(6) + String(scores['best-practices']).padStart(6) + (miss.length ? `  below budget: ${miss.join(', ')}` : '  ok'),
      );
      const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 1 && ['accessibility', 'best-practices'].some((cat) => result.lhr.categories[cat].auditRefs.some((r) => r.id === a.id && r.weight > 0)));
      console.log(`    ${metrics}`);
      if (args.has('--details')) {
        const a = result.lhr.audits;
        for (const item of a['bootup-time']?.details?.items?.slice(0, 6) ?? []) console.log(`    js ${Math.round(item.total)} ms (script ${Math.round(item.scripting)}) ${item.url}`);
        for (const item of a['mainthread-work-breakdown']?.details?.items ?? []) console.log(`    main ${item.groupLabel}: ${Math.round(item.duration)} ms`);
        for (const item of a['long-tasks']?.details?.items?.slice(0, 8) ?? []) console.log(`    long task ${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms ${item.url}`);
        for (const item of a['layout-shifts']?.details?.items ?? []) console.log(`    shift ${item.score?.toFixed?.(3)} ${item.node?.snippet ?? ''}`);
      }
      for (const a of failing) console.log(`    - ${a.id}: ${a.title}`);
      if (!result.lhr.finalDisplayedUrl.endsWith(route)) console.log(`    ! ended at ${result.lhr.finalDisplayedUrl}`);
    }
  } finally {
    await context.close();
    await server.stop();
  }
}

mkdirSync(path.join(ROOT, 'measure-report'), { recursive: true });
writeFileSync(path.join(ROOT, 'measure-report/latest.json'), JSON.stringify(report, null, 2));
console.log(failed ? '\nSome budgets are missed (see above).' : '\nAll budgets met.');
process.exit(failed ? 1 : 0);
