import { Hono } from 'hono';
import { ok } from '../platform/envelope';
import type { Services } from '../platform/services';
import { handle, type AppEnv } from '../platform/route-context';
import type { CoinEntry } from '../../shared/contract/shapes';

/** GET /api/coin/list: token prices in USDT; chain 1 KinBo is the KinBo price (spec §3). */
export function coinRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.get(
    '/list',
    handle(async (c) => ok(c, (await services.coins.list()) satisfies CoinEntry[])),
  );
  return app;
}
