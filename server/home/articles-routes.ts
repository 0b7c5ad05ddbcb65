import { Hono } from 'hono';
import type { Services } from '../platform/services';
import type { AppEnv } from '../platform/route-context';
import { route } from '../platform/route';
import { MAIN } from '../../shared/contract/endpoints/main';

/** The banner list (spec §7 names the call, not its path). */
export function articleRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  route(app, MAIN.articles, async (c, query) => services.articles.list(query.type, query.page, query.limit, c.get('lang')));
  return app;
}
