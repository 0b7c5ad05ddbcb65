// Build-time message compilation (issue 13). Each `messages/<locale>.json` is split into one file per
// top-level namespace, and every ICU message is precompiled with icu-minify (what next-intl's
// `experimental.messages.precompile` does), so the browser formats them with use-intl's tiny
// `format-only` runtime instead of shipping the ICU parser. Output: lib/i18n/compiled/<locale>/<ns>.json
// (git-ignored, rewritten on every build; next.config.mjs calls this before webpack runs).
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

/** Writes lib/i18n/compiled/<locale>/<namespace>.json for every locale; returns the namespaces. */
export function compileMessages(root) {
  const source = path.join(root, 'messages');
  const target = path.join(root, 'lib/i18n/compiled');
  rmSync(target, { recursive: true, force: true });
  const namespaces = new Set();
  for (const file of readdirSync(source).filter((f) => f.endsWith('.json'))) {
    const locale = file.slice(0, -'.json'.length);
    const messages = JSON.parse(readFileSync(path.join(source, file), 'utf8'));
    mkdirSync(path.join(target, locale), { recursive: true });
    for (const [ns, tree] of Object.entries(messages)) {
      namespaces.add(ns);
      writeFileSync(path.join(target, locale, `${ns}.json`), JSON.stringify(compileTree(tree, ns)));
    }
  }
  return [...namespaces].sort();
}
