import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { createStaticSite } from '../platform/static-site';
import { staticHandler } from '../platform/static-routes';

/** Where the local mall stand-in is served; the app's default NEXT_PUBLIC_MALL_URL points here. */
export const MALL_DEMO_PATH = '/mall-demo';
export const MALL_DEMO_DIR = fileURLToPath(new URL('./demo', import.meta.url));

/**
 * The stand-in's own policy: its scripts, styles, images and API calls come from this server only
 * (no inline code, no external requests), and only the app may frame it — the app on this origin,
 * or a front end on another local port (next dev).
 */
export const MALL_DEMO_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
  'Referrer-Policy': 'no-referrer',
};

/** GET /mall-demo/*: the mall stand-in (server/mall-demo), a real small shop page (README "Mall frame"). */
export function mallDemoRoutes(dir = MALL_DEMO_DIR) {
  const app = new Hono();
  const handler = staticHandler(createStaticSite(dir), { mountPath: MALL_DEMO_PATH, headers: MALL_DEMO_HEADERS });
  app.get('/', handler);
  app.get('/*', handler);
  return app;
}
