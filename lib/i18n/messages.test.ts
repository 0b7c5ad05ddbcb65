import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('message files', () => {
  const english = flatten(load('en-US'));

  it('there is exactly one file per locale', () => {
    expect(readdirSync(dir).filter((f) => f.endsWith('.json')).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
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
