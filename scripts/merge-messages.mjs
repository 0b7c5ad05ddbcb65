#!/usr/bin/env node
/**
 * Git merge driver for messages/*.json: a three-way merge by key instead of by line.
 * Several people add keys to the same six files at once; a line merge conflicts on every
 * neighbouring insertion although nothing really clashes. A key changed differently on both
 * sides is still a conflict (exit 1, file left as "ours" so git marks it unmerged).
 *
 * Enable once per clone:
 *   git config merge.messages.driver "node scripts/merge-messages.mjs %O %A %B"
 * (.gitattributes maps messages/*.json to it; without the config git falls back to a line merge.)
 */
import { readFileSync, writeFileSync } from 'node:fs';

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
};
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const conflicts = [];

function merge(base, ours, theirs, path) {
  if (same(ours, theirs)) return ours;
  if (same(base, ours)) return theirs;
  if (same(base, theirs)) return ours;
  if (isObject(ours) && isObject(theirs)) {
    const b = isObject(base) ? base : {};
    const out = {};
    // Keep our order, then add their new keys in their order.
    const keys = [...Object.keys(ours), ...Object.keys(theirs).filter((k) => !(k in ours))];
    for (const key of keys) {
      const merged = merge(b[key], ours[key], theirs[key], `${path}.${key}`);
      if (merged !== undefined) out[key] = merged;
    }
    return out;
  }
  conflicts.push(path);
  return ours;
}

const result = merge(read(basePath), read(oursPath), read(theirsPath), '');
if (conflicts.length) {
  console.error(`messages merge: conflicting keys: ${conflicts.join(', ')}`);
  process.exit(1);
}
writeFileSync(oursPath, `${JSON.stringify(result, null, 2)}\n`);
