import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness';
import { MALL_DEMO_DIR } from './routes';

const server = useTestServer();

describe('mall stand-in (/mall-demo)', () => {
  it.each(['/mall-demo/index.html', '/mall-demo/', '/mall-demo', '/mall-demo/index.html?token=abc&lang=zh&iframe=1'])('serves the shop page at %s with its own policy', async (url) => {
    const response = await server.app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' http://localhost:* http://127.0.0.1:*");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*\.|https?:\/\/[^l1]/);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(await response.text()).toContain('<script type="module" src="mall.js"></script>');
  });

  it('serves its script, style and images with their types', async () => {
    expect((await server.app.request('/mall-demo/mall.js')).headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect((await server.app.request('/mall-demo/mall.css')).headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect((await server.app.request('/mall-demo/mug.svg')).headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it.each(['/mall-demo/nope.js', '/mall-demo/../app.ts', '/mall-demo/%2e%2e/app.ts', '/mall-demo/..%2fapp.ts', '/mall-demo/%2e%2e%2fconfig.ts'])(
    'never serves a file outside its folder: %s',
    async (url) => {
      // Paths Hono normalises out of /mall-demo fall through to the app's static export (absent here: 503).
      const response = await server.app.request(url);
      expect([404, 503]).toContain(response.status);
      expect(await response.text()).not.toContain('import');
    },
  );

  it('is self-contained: no inline script or handler, no external address', () => {
    for (const name of readdirSync(MALL_DEMO_DIR)) {
      const source = readFileSync(path.join(MALL_DEMO_DIR, name), 'utf8');
      expect(source, name).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      if (name.endsWith('.html')) {
        expect(source, name).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
        expect(source, name).not.toMatch(/\son[a-z]+=/i);
        expect(source, name).not.toMatch(/style=/);
      }
      if (name.endsWith('.js')) expect(source, name).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
    }
  });
});
