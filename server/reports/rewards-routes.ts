import { Hono } from 'hono';
import type { Services } from '../platform/services';
import { REWARDS } from '../../shared/contract/endpoints/user';
import { requireSession, type AppEnv } from '../platform/route-context';
import { route } from '../platform/route';

/** The /api/user/* reads of the ledger: ranking, release pool, income (beside userRoutes). */
export function rewardRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  route(app, REWARDS.ranking, auth, async (_c, query) => services.reports.ranking(query.type));
  route(app, REWARDS.releasePoolInfo, auth, async (c) => services.reports.releasePool(c.get('session').userId));
  route(app, REWARDS.income, auth, async (c) => services.reports.income(c.get('session').userId));
  route(app, REWARDS.incomeInfo, auth, async (c, query) => services.reports.incomeInfo(c.get('session').userId, query.category));

  return app;
}
