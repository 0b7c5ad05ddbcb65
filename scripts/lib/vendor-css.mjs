// RainbowKit's stylesheet as a plain file. Imported from the lazily loaded wallet code,
// webpack made it a CSS chunk, and one async chunk with CSS puts a CSS-loading runtime
// into the webpack runtime every page loads first. Instead, scripts/prebuild.mjs calls this before the
// build: the file is minified once and written to public/vendor/rainbowkit-<hash>.css (git-ignored;
// copied into the export), and the wallet code adds it as a React 19 stylesheet (<link precedence>),
// which React loads before it shows the wallet's modals. <hash> is of the content: a new version of
// RainbowKit is a new address, never a stale cached file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from 'lightningcss';

export const VENDOR_DIR = 'public/vendor';

/** Writes the minified RainbowKit stylesheet under public/vendor/; returns its address ('/vendor/…'). */
export function emitRainbowKitCss(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const source = require.resolve('@rainbow-me/rainbowkit/styles.css');
  const { code } = transform({ filename: 'rainbowkit.css', code: readFileSync(source), minify: true });
  const name = `rainbowkit-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.css`;
  const dir = path.join(root, VENDOR_DIR);
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) if (old.startsWith('rainbowkit-') && old !== name) rmSync(path.join(dir, old));
  writeFileSync(path.join(dir, name), code);
  return `/vendor/${name}`;
}

/** The address of the stylesheet the last emitRainbowKitCss wrote; throws, saying what to run, when there is none. */
export function emittedRainbowKitCss(root) {
  const dir = path.join(root, VENDOR_DIR);
  const name = (existsSync(dir) ? readdirSync(dir) : []).find((file) => /^rainbowkit-[0-9a-f]{12}\.css$/.test(file));
  if (!name) throw new Error(`No RainbowKit stylesheet in ${VENDOR_DIR}: run \`npm run prebuild\` first (npm run build runs it).`);
  return `/vendor/${name}`;
}
