// @vitest-environment jsdom
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@/platform/shell/routes';
import type { RouteManifest } from '@/platform/shell/route';
import { routeNamespaces, SHELL_NAMESPACES } from './namespaces';

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
const routeOf = (file: string) => `/${path.relative(path.join(root, 'app'), path.dirname(file)).replace(/\\/g, '/')}`.replace(/\/\([^/]+\)/g, '').replace(/\/$/, '') || '/';

/** The manifest a page picks: `import { name } from '@/…'` and `<RouteShell route={name} />`. */
function manifestOf(file: string) {
  const source = readFileSync(file, 'utf8');
  const name = /<RouteShell route=\{(\w+)\} \/>/.exec(source)?.[1];
  const from = name ? new RegExp(String.raw`import \{ ${name} \} from '@/([^']+)'`).exec(source)?.[1] : undefined;
  return name && from ? { name, module: path.join(root, from) } : null;
}

describe('route manifests', () => {
  it.each(pages(path.join(root, 'app')).map((f) => [routeOf(f), f]))('%s renders its manifest in the route shell, with namespaces the message files have', async (_route, file) => {
    const picked = manifestOf(file);
    expect(picked).not.toBeNull();
    const manifest = ((await import(picked!.module)) as Record<string, RouteManifest>)[picked!.name];
    expect(manifest.screen).toBeTypeOf('function');
    for (const ns of manifest.namespaces) expect(ALL).toContain(ns);
  });

  it('the shell names only namespaces the message files have', () => {
    for (const ns of SHELL_NAMESPACES) expect(ALL).toContain(ns);
  });

  it("gives a route its own namespaces, once each, without the shell's", () => {
    expect(routeNamespaces(['auth', 'validation'])).toEqual(['auth', 'validation']);
    expect(routeNamespaces(['security', 'validation', 'pin', 'auth', 'auth'])).toEqual(['security', 'validation', 'auth']);
  });
});

describe('route groups', () => {
  it('the public routes (no app frame, no React Query) are exactly the pages in app/(public)', () => {
    const inPublicGroup = pages(path.join(root, 'app/(public)')).map(routeOf).sort();
    expect(inPublicGroup).toEqual([...PUBLIC_ROUTES].sort());
    const elsewhere = pages(path.join(root, 'app'))
      .filter((f) => !f.includes(`${path.sep}(public)${path.sep}`))
      .map(routeOf);
    for (const route of elsewhere) expect(PUBLIC_ROUTES).not.toContain(route);
  });
});
