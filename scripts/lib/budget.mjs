// First-load JS per exported route: gzip level 9 of every <script src> a route's HTML loads, except
// nomodule ones (legacy polyfills the supported browsers never download). Used by scripts/budget.mjs
// and scripts/measure.mjs. The budgets are the project's: 185 KiB for the entry routes (/, /home,
// /login, /register) and 200 KiB for every other route.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Entry routes, the first screens a visitor sees, get the tight budget; every other route 200 KiB. */
export const ENTRY_ROUTES = new Set(['/', '/home', '/login', '/register']);
export const ENTRY_BUDGET_KIB = 185;
export const ROUTE_BUDGET_KIB = 200;
const SKIP = /^\/(404|_not-found|offline|mall-demo)(\/|$)/;

export const budgetFor = (route) => (ENTRY_ROUTES.has(route) ? ENTRY_BUDGET_KIB : ROUTE_BUDGET_KIB);

/**
 * Routes that are still over their target (docs/loading.md, "Budgets"): until they get there, the check holds
 * them to what they weigh today (rounded up, plus 1 KiB for build noise) so they cannot grow. Lower a
 * number whenever a route gets lighter; delete its line once it meets its target.
 */
export const NO_GROWTH_KIB = {
  // Empty: every route meets its target. Add a route here only with a reason and a plan; the budgets
  // are the rule.
};

/** ok: within the target; held: over the target but within its no-growth limit; over: fails. */
export function verdict(route, kib, limits = NO_GROWTH_KIB) {
  if (kib <= budgetFor(route)) return 'ok';
  return limits[route] !== undefined && kib <= limits[route] ? 'held' : 'over';
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

function routeOf(out, file) {
  const rel = path
    .relative(out, file)
    .replace(/\\/g, '/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${rel}`.replace(/\/$/, '') || '/';
}

/** The scripts a page's HTML loads (src of every non-nomodule <script>). */
export function scriptsOf(html) {
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/nomodule/i.test(attrs));
  return [...new Set(tags.map((attrs) => /src="([^"]+\.js)(\?[^"]*)?"/.exec(attrs)?.[1]).filter(Boolean))];
}

/** KiB of first-load JS of one route's HTML file. */
export function firstLoadKiB(out, htmlFile, cache = new Map()) {
  const html = readFileSync(htmlFile, 'utf8');
  return scriptsOf(html).reduce((sum, src) => {
    if (!cache.has(src)) cache.set(src, gzipSync(readFileSync(path.join(out, src.replace(/^\//, ''))), { level: 9 }).length / 1024);
    return sum + cache.get(src);
  }, 0);
}

/** Every budgeted route of the export, sorted: { route, kib, budget, ok }. */
export function measureRoutes(out) {
  const cache = new Map();
  return htmlFiles(out)
    .map((file) => [routeOf(out, file), file])
    .filter(([route]) => !SKIP.test(route))
    .map(([route, file]) => {
      const kib = firstLoadKiB(out, file, cache);
      const status = verdict(route, kib);
      return { route, kib, budget: budgetFor(route), limit: NO_GROWTH_KIB[route] ?? null, status, ok: status !== 'over' };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

const LABEL = { ok: 'ok', held: 'over target; no-growth limit', over: 'OVER' };

export function budgetTable(rows) {
  const lines = ['route'.padEnd(34) + 'KiB'.padStart(8) + 'budget'.padStart(9)];
  for (const r of rows) {
    const label = r.status === 'held' ? `${LABEL.held} ${r.limit}` : LABEL[r.status];
    lines.push(r.route.padEnd(34) + r.kib.toFixed(1).padStart(8) + String(r.budget).padStart(9) + `  ${label}`);
  }
  return lines.join('\n');
}
