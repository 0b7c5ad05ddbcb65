import { Hono } from 'hono';
import { ok } from '../platform/envelope';
import { parseInput } from '../platform/validation';
import type { Services } from '../platform/services';
import { handle, type AppEnv } from '../platform/route-context';
import { ASSUMED_PATHS } from '../platform/paths';
import { articlesQuery } from '../../shared/contract/requests/queries';
import type { BannerPage } from '../../shared/contract/shapes';

/** The banner list at ASSUMED_PATHS.articles (routes/paths.ts; spec §7 names the call, not its path), mounted at the root. */
export function articleRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  app.get(
    ASSUMED_PATHS.articles,
    handle(async (c) => {
      const query = parseInput(articlesQuery, c.req.query());
      return ok(c, (await services.articles.list(query.type, query.page, query.limit, c.get('lang'))) satisfies BannerPage);
    }),
  );
  return app;
}
