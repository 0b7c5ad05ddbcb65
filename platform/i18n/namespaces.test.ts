import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@/platform/shell/routes';
import { ROUTE_NAMESPACES, routeNamespaces, SHELL_NAMESPACES } from './namespaces';

const root = path.resolve(__dirname, '../..');
const english = JSON.parse(readFileSync(path.join(root, 'messages/en-US.json'), 'utf8')) as Record<string, unknown>;
const ALL = Object.keys(english);

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pages(full);
    return name === 'page.tsx' ? [full] : [];
  });
}
// Route groups, e.g. app/(public)/login, are not part of the address.
const routeOf = (file: string) =>
  `/${path.relative(path.join(root, 'app'), path.dirname(file)).replace(/\\/g, '/')}`.replace(/\/\([^/]+\)/g, '').replace(/\/$/, '') || '/';

describe('message namespaces per route', () => {
  it.each(pages(path.join(root, 'app')).map((f) => [routeOf(f), f]))('%s wraps its screen in RouteMessages with its own path', (route, file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(`<RouteMessages route="${route}">`);
  });

  it('names only namespaces the message files have', () => {
    for (const ns of [...SHELL_NAMESPACES, ...Object.values(ROUTE_NAMESPACES).flat()]) expect(ALL).toContain(ns);
  });

  it('gives a route its own namespaces without the shell, and an unknown route everything but the shell', () => {
    expect(routeNamespaces('/login', ALL)).toEqual(['auth', 'validation']);
    expect(routeNamespaces('/reports', ALL)).toEqual(['reports']);
    const unknown = routeNamespaces('/some/new/screen', ALL);
    expect(unknown.length).toBe(ALL.length - SHELL_NAMESPACES.length);
    for (const ns of SHELL_NAMESPACES) expect(unknown).not.toContain(ns);
  });
});

describe('route groups', () => {
  it('the public routes (no app frame, no React Query) are exactly the pages in app/(public)', () => {
    const inPublicGroup = pages(path.join(root, 'app/(public)')).map(routeOf).sort();
    expect(inPublicGroup).toEqual([...PUBLIC_ROUTES].sort());
    const elsewhere = pages(path.join(root, 'app')).filter((f) => !f.includes(`${path.sep}(public)${path.sep}`)).map(routeOf);
    for (const route of elsewhere) expect(PUBLIC_ROUTES).not.toContain(route);
  });
});
