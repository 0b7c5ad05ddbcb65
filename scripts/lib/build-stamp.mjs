// Lets `npm start` skip `next build` when nothing that goes into out/ changed: out/ is newer than
// every source file of the app and was built with the same public env (NEXT_PUBLIC_*, which the
// build bakes in). The env of each build is recorded in out/.kinbo-build.json.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

export const STAMP_FILE = 'out/.kinbo-build.json';

/** What the static export is built from (folders walked recursively, plus single files). */
const SOURCE_DIRS = ['app', 'features', 'platform', 'ui', 'shared', 'messages', 'public'];
const SOURCE_FILES = ['next.config.mjs', 'tailwind.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Written by the build itself, or never part of it. */
const IGNORED = [/\.test\.tsx?$/, /^public\/i18n\//, /^public\/sw\.js(\.map)?$/, /^public\/swe-worker-.*\.js$/];

/** The public env a build bakes in: every NEXT_PUBLIC_* of the environment, then the given values. */
export function publicEnvOf(extra = {}, env = process.env) {
  const entries = Object.entries({ ...env, ...extra }).filter(([key, value]) => key.startsWith('NEXT_PUBLIC_') && value !== undefined && value !== '');
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** Newest modification time (ms) among the app's source files. */
export function newestSourceTime(root = ROOT) {
  let newest = 0;
  const consider = (relative) => {
    if (IGNORED.some((pattern) => pattern.test(relative))) return;
    newest = Math.max(newest, statSync(path.join(root, relative)).mtimeMs);
  };
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else consider(child);
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(path.join(root, dir))) walk(dir);
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) consider(file);
  return newest;
}

/** True when out/ holds a build newer than every source file, made with the same public env. */
export function buildIsCurrent(extraEnv = {}, { root = ROOT, env = process.env } = {}) {
  const stampPath = path.join(root, STAMP_FILE);
  if (!existsSync(stampPath) || !existsSync(path.join(root, 'out/index.html'))) return false;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
  } catch {
    return false;
  }
  if (JSON.stringify(stamp.publicEnv) !== JSON.stringify(publicEnvOf(extraEnv, env))) return false;
  return statSync(stampPath).mtimeMs > newestSourceTime(root);
}

/** Records the public env of the build that just finished. */
export function recordBuild(extraEnv = {}, { root = ROOT, env = process.env } = {}) {
  writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ builtAt: new Date().toISOString(), publicEnv: publicEnvOf(extraEnv, env) }, null, 2)}\n`);
}
