import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script module without types
import { budgetFor, measureRoutes, scriptsOf, verdict } from './budget.mjs';

/** A fake export: pages whose HTML loads scripts of known (incompressible) sizes. */
function fakeExport(pages: Record<string, number[]>) {
  const out = mkdtempSync(path.join(tmpdir(), 'budget-'));
  mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
  for (const [route, sizes] of Object.entries(pages)) {
    const tags = sizes.map((kib, i) => {
      const name = `/_next/static/chunks/${route.replace(/\W/g, '') || 'index'}-${i}.js`;
      writeFileSync(path.join(out, name), randomBytes(kib * 1024));
      return `<script src="${name}" async=""></script>`;
    });
    const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), `<html><head>${tags.join('')}<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head></html>`);
  }
  return out;
}

describe('first-load JS budgets', () => {
  it('counts every script src of a page except nomodule ones', () => {
    expect(scriptsOf('<script src="/a.js"></script><script>inline()</script><script src="/b.js" nomodule></script>')).toEqual(['/a.js']);
  });

  it('gives entry routes 185 KiB and every other route 200 KiB', () => {
    expect(['/', '/home', '/login', '/register'].map(budgetFor)).toEqual([185, 185, 185, 185]);
    expect(budgetFor('/reports')).toBe(200);
  });

  it('fails a route over its budget, and one over its no-growth limit, but holds one within it', () => {
    expect(verdict('/login', 184.9, {})).toBe('ok');
    expect(verdict('/login', 186, {})).toBe('over');
    expect(verdict('/login', 186, { '/login': 187 })).toBe('held');
    expect(verdict('/login', 187.5, { '/login': 187 })).toBe('over');
  });

  it('measures the gzip size of what each route loads and skips the 404 and offline pages', () => {
    const out = fakeExport({ '/login': [120, 100], '/reports': [150], '/offline': [10], '/404': [300] });
    const rows = measureRoutes(out) as { route: string; kib: number; status: string }[];
    expect(rows.map((r) => r.route)).toEqual(['/login', '/reports']);
    expect(rows[0].kib).toBeGreaterThan(219); // over the 185 target
    expect(rows[0].status).toBe('over');
    expect(rows[1].status).toBe('ok');
  });
});
