// Build-time message compilation. Each `messages/<locale>.json` is split into one file per
// top-level namespace, and every ICU message is precompiled with icu-minify (what next-intl's
// `experimental.messages.precompile` does), so the browser formats them with use-intl's tiny
// `format-only` runtime instead of shipping the ICU parser. Output: platform/i18n/compiled/<locale>/<ns>.json
// (git-ignored, rewritten on every build; next.config.mjs calls this before webpack runs), and the
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

/**
 * Writes platform/i18n/compiled/<locale>/<namespace>.json for every locale and
 * public/i18n/<version>/<locale>/<namespace>.json for every other locale than the default; returns
 * the namespaces and the version (next.config.mjs hands it to the browser build).
 */
export function compileMessages(root) {
  const source = path.join(root, 'messages');
  const target = path.join(root, 'platform/i18n/compiled');
  const publicDir = path.join(root, PUBLIC_MESSAGES_DIR);
  rmSync(target, { recursive: true, force: true });
  rmSync(publicDir, { recursive: true, force: true });
  const namespaces = new Set();
  const files = [];
  for (const file of readdirSync(source).filter((f) => f.endsWith('.json')).sort()) {
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
  return { namespaces: [...namespaces].sort(), version };
}
