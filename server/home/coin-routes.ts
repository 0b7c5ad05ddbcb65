import { Hono } from 'hono';
import type { Services } from '../platform/services';
import type { AppEnv } from '../platform/route-context';
import { route } from '../platform/route';
import { MAIN } from '../../shared/contract/endpoints/main';

/** GET /api/coin/list: token prices in USDT; chain 1 KinBo is the KinBo price (spec §3). */
export function coinRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  route(app, MAIN.coinList, async () => services.coins.list());
  return app;
}
