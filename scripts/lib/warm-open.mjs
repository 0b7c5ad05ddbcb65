// The warm-open lane of `npm run measure`: real Chromium, throttled through the DevTools protocol as
// Lighthouse's mobile profile is (Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions with
// its slow-4G latency and throughput), timings observed in the page, not simulated.
// One first visit (logged in as the demo account, service worker allowed) opens every measured screen
// once, so the worker holds their code and pages and the app has saved its cache. Then, RUNS times in a
// round robin, each screen is opened again in a new tab and timed to the moment its data is on screen;
// beside it, the framework floor's first contentful paint on a second open (its HTTP cache warm), and
// the same screens with the network off.
// "On screen" is observed, in this order of preference: the Element Timing API (the data's element and
// its descendants get an `elementtiming` attribute from a MutationObserver, which runs before the
// next paint, so the text's first paint is reported as FCP is), else the frame after the DOM held the
// data (a requestAnimationFrame callback). The table says how many samples each way gave.
import { createHash } from 'node:crypto';
import chromiumFinder from './chromium.cjs';
import { median } from './lighthouse-rounds.mjs';
import { startServer } from './stack.mjs';

export const FLOOR = 'framework floor';
export const DATA_FLOOR = 'data floor';
export const ROOM = 'room (Flash Deal)';
export const OFFLINE = 'offline ';
export const BASELINE = 'base ';
/** What each screen's data is: the first element matching it whose text has a digit (a balance, a row). */
const DATA_SELECTOR = {
  '/home': '[data-testid="balance-usdt"]',
  '/wallet': '[data-testid="asset-balance-usdt"]',
  '/reports': '[data-testid="report-row"]',
  [ROOM]: '[data-testid="seats-left"]',
  [DATA_FLOOR]: 'main p',
};
export const ONLINE_ROUTES = ['/home', '/wallet', '/reports', ROOM];
export const OFFLINE_ROUTES = ['/home', '/wallet', '/reports'];
const DATA_TIMEOUT_MS = 60_000;
const SERVER_ENV = { DATA_DIR: 'memory', LOG_REQUESTS: 'false', WALLET_JOBS: 'false', HOST: '127.0.0.1' };

/** Runs in every measured tab before its first script: records the paint and data times on window.__warm. */
function observeInPage(selector) {
  const timing = { fcp: null, dataPaint: null, dataFrame: null, restore: null };
  window.__warm = timing;
  // When the app first opens IndexedDB: the read of its saved cache (nothing else of it uses IndexedDB).
  const open = indexedDB.open.bind(indexedDB);
  indexedDB.open = (...args) => {
    timing.restore ??= performance.now();
    return open(...args);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') timing.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  if (!selector) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.identifier === 'warm-data' && timing.dataPaint === null) timing.dataPaint = entry.renderTime || entry.startTime;
  }).observe({ type: 'element', buffered: true });
  const found = () => [...document.querySelectorAll(selector)].find((el) => /\d/.test(el.textContent ?? ''));
  const watcher = new MutationObserver(() => {
    const element = found();
    if (!element) return;
    watcher.disconnect();
    for (const el of [element, ...element.querySelectorAll('*')]) el.setAttribute('elementtiming', 'warm-data');
    requestAnimationFrame(() => {
      timing.dataFrame = performance.now();
    });
  });
  watcher.observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * The lane. `port`: the app's server (the floor's is the next one, `baselineDir`'s export the one after,
 * its rows named "base …"); `floorDir`: the floor's export. Returns { rows: { [route]: { data, fcp, html,
 * load, restore, runs, byPaint } }, settings }: medians in ms from navigation start (html: the document's
 * last byte; load: the load event; restore: the app's first IndexedDB open, when its saved cache is read).
 */
export async function warmOpenRounds({ runs, port, floorDir, baselineDir = null }) {
  const chrome = chromiumFinder.chromiumExecutable();
  if (!chrome) throw new Error('No Chromium found for the warm-open lane (set CHROME_PATH).');
  const { throttling, screenEmulationMetrics } = await import('lighthouse/core/config/constants.js');
  const profile = throttling.mobileSlow4G;
  const network = {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: (profile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (profile.uploadThroughputKbps * 1024) / 8,
  };
  const screen = screenEmulationMetrics.mobile;
  const started = [];
  const { chromium } = await import('@playwright/test');
  let browser;
  try {
    const apps = [{ prefix: '', server: await startServer({ port, env: { ...SERVER_ENV, LOCAL_MODE: 'true', DEMO_SEED: '1' } }) }];
    started.push(apps[0].server);
    const floor = await startServer({ port: port + 1, env: { ...SERVER_ENV, DEMO_SEED: '0', STATIC_DIR: floorDir } });
    started.push(floor);
    if (baselineDir) {
      apps.push({ prefix: BASELINE, server: await startServer({ port: port + 2, env: { ...SERVER_ENV, LOCAL_MODE: 'true', DEMO_SEED: '1', STATIC_DIR: baselineDir } }) });
      started.push(apps[1].server);
    }
    browser = await chromium.launch({
      executablePath: chrome,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const targets = { [FLOOR]: { url: `${floor.url}/` }, [DATA_FLOOR]: { url: `${floor.url}/data`, selector: DATA_SELECTOR[DATA_FLOOR] } };
    for (const { prefix, server } of apps) {
      const roomPath = await firstVisit(context, server.url);
      for (const route of ONLINE_ROUTES) targets[prefix + route] = { url: server.url + (route === ROOM ? roomPath : route), selector: DATA_SELECTOR[route] };
      for (const route of OFFLINE_ROUTES) targets[prefix + OFFLINE + route] = { url: server.url + route, selector: DATA_SELECTOR[route], offline: true };
    }
    const routes = Object.keys(targets);
    const samples = Object.fromEntries(routes.map((route) => [route, []]));
    const cpu = profile.cpuSlowdownMultiplier;
    // Round robin, as the Lighthouse lane: a busy spell hits every row alike. The floor's first open of
    // each round fills its HTTP cache; its sample is the second open.
    for (let i = 0; i < runs; i++) {
      await openTimed(context, targets[FLOOR].url, { network, cpu });
      for (const route of routes) samples[route].push(await openTimed(context, targets[route].url, { network, cpu, ...targets[route] }));
    }
    const rows = {};
    const medianOf = (got, key) => median(got.map((s) => s[key] ?? Infinity));
    for (const route of routes) {
      const got = samples[route];
      const data = got.map((s) => s.data).filter((v) => v !== null);
      rows[route] = {
        data: data.length === got.length ? median(data) : null,
        fcp: medianOf(got, 'fcp'),
        html: medianOf(got, 'html'),
        load: medianOf(got, 'load'),
        restore: medianOf(got, 'restore'),
        runs: got.map((s) => (s.data === null ? (s.fcp === null ? '-' : `fcp ${Math.round(s.fcp)}`) : Math.round(s.data))),
        byPaint: got.filter((s) => s.byPaint).length,
      };
    }
    return { rows, settings: { cpu, latencyMs: network.latency, downKbps: profile.downloadThroughputKbps, upKbps: profile.uploadThroughputKbps } };
  } finally {
    await browser?.close();
    for (const s of started.reverse()) await s.stop();
  }
}

/** Logs the demo account in and opens every screen once, online and unthrottled; returns the room's path. */
async function firstVisit(context, base) {
  const password = createHash('md5').update('Demo123456').digest('hex');
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@kinbo.local', password }),
  });
  const login = await response.json();
  if (login.code !== 0) throw new Error(`login for measuring failed: ${login.msg}`);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate(
    ({ token, ex }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('tokenTime', String(ex));
    },
    { token: login.data.Token, ex: login.data.ex_time },
  );
  await page.goto(`${base}/home`);
  // The app registers its worker once the page has settled; it controls the tab once active.
  await poll(page, () => navigator.serviceWorker.controller !== null, 'the service worker never controlled the page');
  // Once the worker controls the tab, every page it opens is kept for the next open.
  await page.goto(`${base}/grouppurchasegames`);
  const card = page.locator('[data-testid="room-card"]').first();
  await card.waitFor({ timeout: 60_000 });
  const roomPath = new URL((await card.getAttribute('href')) ?? '', base).pathname + new URL((await card.getAttribute('href')) ?? '', base).search;
  // /reports last: the app saves a second after its answers, so the lane waits there for the saved copy.
  for (const route of [roomPath, '/home', '/wallet', '/reports']) {
    await page.goto(`${base}${route}`);
    const selector = DATA_SELECTOR[route] ?? DATA_SELECTOR[ROOM];
    await page.waitForFunction((sel) => [...document.querySelectorAll(sel)].some((el) => /\d/.test(el.textContent ?? '')), selector, { timeout: 60_000 });
  }
  // The app saves its cache a second after the last answer; wait until what the warm opens show is in it.
  await poll(
    page,
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('kinbo-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return resolve(false);
          const get = db.transaction('cache').objectStore('cache').get('queries');
          get.onsuccess = () => {
            const kinds = (get.result?.state?.queries ?? []).map((q) => `${q.queryKey[0]}.${q.queryKey[1]}`);
            resolve(['balances.userInfo', 'reports.list'].every((k) => kinds.includes(k)));
          };
          get.onerror = () => resolve(false);
        };
      }),
    'the app did not save its cache (balances.userInfo, reports.list)',
  );
  await page.close();
  return roomPath;
}

/** Evaluates `predicate` (its promise awaited) in the page every half second until it holds, for at most a minute. */
async function poll(page, predicate, failure) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (await page.evaluate(predicate)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`warm-open lane: ${failure}`);
}

/** Opens `url` in a new throttled tab; returns its first contentful paint and its data's time (ms from navigation start). */
async function openTimed(context, url, { network, cpu, offline = false, selector = null }) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', offline ? { ...network, offline: true, latency: 0 } : network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // The worker's own requests are not the tab's: Playwright sends the same offline emulation to its target.
    if (offline) await context.setOffline(true);
    await page.addInitScript(observeInPage, selector);
    await page.goto(url, { waitUntil: 'commit', timeout: DATA_TIMEOUT_MS });
    // A function, not a string: the app's CSP forbids eval. The data's paint entry, else a second after its frame.
    const done = (withData) => {
      const t = window.__warm;
      if (!t) return false;
      return withData ? t.dataFrame !== null && (t.dataPaint !== null || performance.now() > t.dataFrame + 1000) : t.fcp !== null;
    };
    const ok = await page
      .waitForFunction(done, selector !== null, { timeout: DATA_TIMEOUT_MS, polling: 100 })
      .then(() => true)
      .catch(() => false);
    const t = await page
      .evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        return { ...window.__warm, html: nav?.responseEnd || null, load: nav?.loadEventStart || null };
      })
      .catch(() => ({}));
    const data = !ok || !selector ? null : (t.dataPaint ?? t.dataFrame);
    return { fcp: t.fcp ?? null, data, html: t.html ?? null, load: t.load ?? null, restore: t.restore ?? null, byPaint: ok && t.dataPaint !== null };
  } finally {
    if (offline) await context.setOffline(false);
    await page.close();
  }
}
