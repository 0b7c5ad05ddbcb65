import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every answer a route sends is checked against its wire type (shared/contract): `ok(c, value satisfies
 * Type)`. Without the `satisfies`, a service that returns one field more or less changes the API
 * without a type error. Read from the source, as the check is a compile-time one.
 */
const SERVER_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The text of each `ok(c, …)` call in `source`, up to its closing parenthesis. */
function okCalls(source: string): string[] {
  const calls: string[] = [];
  for (let at = source.indexOf('ok(c,'); at >= 0; at = source.indexOf('ok(c,', at + 1)) {
    let depth = 0;
    let end = at + 2;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(at, end + 1));
  }
  return calls;
}

describe('route answers', () => {
  /** Every route file of the server: `routes.ts` or `*-routes.ts` in a feature folder. */
  const files = (readdirSync(SERVER_DIR, { recursive: true }) as string[]).filter((name) => /(^|[/-])routes\.ts$/.test(name));

  it('finds the routes', () => {
    expect(files).toContain('dev/routes.ts');
    expect(okCalls(readFileSync(path.join(SERVER_DIR, 'dev/routes.ts'), 'utf8')).length).toBeGreaterThan(5);
  });

  it.each(files)('%s: every ok(c, …) satisfies its wire type', (name) => {
    const untyped = okCalls(readFileSync(path.join(SERVER_DIR, name), 'utf8')).filter((call) => !/\bsatisfies\b/.test(call));
    expect(untyped).toEqual([]);
  });
});
