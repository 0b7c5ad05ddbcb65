import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

const dir = path.resolve(__dirname, '../../messages');
type Tree = { [key: string]: string | Tree };
const load = (locale: string) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    if (typeof v === 'string') acc[prefix + k] = v;
    else Object.assign(acc, flatten(v, `${prefix}${k}.`));
    return acc;
  }, {});
/**
 * The arguments a message takes, read by the build's own ICU compiler (scripts/lib/messages.mjs): a
 * branch's words ("one {Ticket}") are text, not arguments, and a message it cannot compile fails here.
 */
const placeholders = (text: string) => [...argumentNames(compile(text))].sort();
function argumentNames(node: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(node)) return names;
  const [name, type, options] = node as [unknown, unknown, unknown];
  if (typeof name !== 'string') {
    node.forEach((child) => argumentNames(child, names)); // a list of nodes
    return names;
  }
  if (type === undefined || (typeof type === 'number' && type !== 0)) {
    names.add(name); // [name] or [name, type, options]: select, plural, number, date...
    if (options && typeof options === 'object') Object.values(options).forEach((branch) => argumentNames(branch, names));
  } else {
    node.slice(1).forEach((child) => argumentNames(child, names)); // a rich-text tag's children
  }
  return names;
}

describe('message files', () => {
  const english = flatten(load('en-US'));

  it('there is exactly one file per locale', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s has the same keys as en-US', (locale) => {
    expect(Object.keys(flatten(load(locale))).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s keeps every placeholder and has no empty text', (locale) => {
    const messages = flatten(load(locale));
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s is translated (most texts differ from English)', (locale) => {
    const messages = flatten(load(locale));
    const same = Object.keys(english).filter((k) => messages[k] === english[k]);
    // Brand names, numbers and "OK"-like words may legitimately stay the same; most must not.
    expect(same.length / Object.keys(english).length).toBeLessThan(0.15);
  });
});
