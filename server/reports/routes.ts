import { Hono } from 'hono';
import type { Services } from '../platform/services';
import { REPORT } from '../../shared/contract/endpoints/main';
import { requireSession, type AppEnv } from '../platform/route-context';
import { route } from '../platform/route';

/** /api/report/*: the records. */
export function reportRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  route(app, REPORT.list, auth, async (c, query) => {
    // Overview lists the chosen reward category (spec §9); other tabs ignore `category`.
    const type = query.type === 'chat_not_winning_usdt' ? (query.category ?? 'chat_not_winning_usdt') : query.type;
    return services.reports.list(c.get('session').userId, { type, timeType: query.time_type, way: query.way, page: query.page, limit: query.limit }, c.get('lang'));
  });

  route(app, REPORT.info, auth, async (c, query) => services.reports.info(c.get('session').userId, query.id, c.get('lang')));

  // The newest record of a kind, for the confirmation screens (the spec's screens show samples).
  route(app, REPORT.latest, auth, async (c, query) => services.reports.latest(c.get('session').userId, query.kind, c.get('lang')));

  route(app, REPORT.releaseList, auth, async (c, query) => services.reports.releaseList(c.get('session').userId, query.page, query.limit, c.get('lang')));

  return app;
}
