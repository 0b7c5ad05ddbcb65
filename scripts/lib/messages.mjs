// Build-time message compilation. Each `messages/<locale>.json` is split into one file per
// top-level namespace, and every ICU message is precompiled with icu-minify (what next-intl's
// `experimental.messages.precompile` does), so the browser formats them with use-intl's tiny
// `format-only` runtime instead of shipping the ICU parser. Output: platform/i18n/compiled/<locale>/<ns>.json
// (git-ignored, rewritten by scripts/prebuild.mjs before every build and dev server), and the
// same files of the languages other than the default under public/i18n/<version>/<locale>/<ns>.json,
// which the browser fetches when the visitor picks another language (platform/i18n/messages.ts). They are
// plain files rather than webpack chunks, so the webpack runtime every page loads first does not
// carry a name and hash for each of them.
// <version> is a hash of their content: a new text is a new address, never a stale cached one.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';

/** Precompiles one namespace's nested messages (keeps the nesting, compiles the leaves). */
export function compileTree(tree, prefix = '') {
  const out = {};
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[key] = compile(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = compileTree(value, id);
    else throw new Error(`messages: ${id} must be a string or an object`);
  }
  return out;
}

/** The language whose messages travel inside the prerendered pages (platform/i18n/locales.ts DEFAULT_LOCALE). */
const DEFAULT_LOCALE = 'en-US';
/** Where the browser finds the other languages' messages (public/ is copied into the export). */
export const PUBLIC_MESSAGES_DIR = 'public/i18n';

const COMPILED_DIR = 'platform/i18n/compiled';
/** Where compileMessages records the version, for next.config.mjs to hand to the browser build. */
const VERSION_FILE = path.join(COMPILED_DIR, 'version.json');

/**
 * Writes platform/i18n/compiled/<locale>/<namespace>.json for every locale,
 * public/i18n/<version>/<locale>/<namespace>.json for every other locale than the default, and
 * platform/i18n/compiled/version.json; returns the namespaces and the version.
 */
export function compileMessages(root) {
  const source = path.join(root, 'messages');
  const target = path.join(root, COMPILED_DIR);
  const publicDir = path.join(root, PUBLIC_MESSAGES_DIR);
  rmSync(target, { recursive: true, force: true });
  rmSync(publicDir, { recursive: true, force: true });
  const namespaces = new Set();
  const files = [];
  for (const file of readdirSync(source)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const locale = file.slice(0, -'.json'.length);
    const messages = JSON.parse(readFileSync(path.join(source, file), 'utf8'));
    mkdirSync(path.join(target, locale), { recursive: true });
    for (const [ns, tree] of Object.entries(messages)) {
      namespaces.add(ns);
      const text = JSON.stringify(compileTree(tree, ns));
      writeFileSync(path.join(target, locale, `${ns}.json`), text);
      if (locale !== DEFAULT_LOCALE) files.push({ rel: path.join(locale, `${ns}.json`), text });
    }
  }
  const hash = createHash('sha256');
  for (const { rel, text } of files) hash.update(`${rel}\0${text}\0`);
  const version = hash.digest('hex').slice(0, 12);
  for (const { rel, text } of files) {
    mkdirSync(path.dirname(path.join(publicDir, version, rel)), { recursive: true });
    writeFileSync(path.join(publicDir, version, rel), text);
  }
  writeFileSync(path.join(root, VERSION_FILE), JSON.stringify({ version }));
  return { namespaces: [...namespaces].sort(), version };
}

/** The version the last compileMessages wrote; throws, saying what to run, when there is none. */
export function compiledMessagesVersion(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, VERSION_FILE), 'utf8')).version;
  } catch {
    throw new Error(`No compiled messages (${VERSION_FILE}): run \`npm run prebuild\` first (npm run build runs it).`);
  }
}
