import { Hono } from 'hono';
import { ok } from '../platform/envelope';
import { parseInput } from '../platform/validation';
import type { Services } from '../platform/services';
import { incomeInfoQuery, rankingQuery } from '../../shared/contract/requests/queries';
import type { IncomeInfo, IncomeSummary, RankingEntry, ReleasePoolInfo } from '../../shared/contract/shapes';
import { handle, requireSession, type AppEnv } from '../platform/route-context';

/** The /api/user/* reads of the ledger: ranking, release pool, income (mounted beside userRoutes). */
export function rewardRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  app.get(
    '/ranking',
    auth,
    handle(async (c) => {
      const query = parseInput(rankingQuery, c.req.query());
      return ok(c, (await services.reports.ranking(query.type)) satisfies RankingEntry[]);
    }),
  );

  app.get(
    '/releasePoolInfo',
    auth,
    handle(async (c) => ok(c, (await services.reports.releasePool(c.get('session').userId)) satisfies ReleasePoolInfo)),
  );

  app.get(
    '/income',
    auth,
    handle(async (c) => ok(c, (await services.reports.income(c.get('session').userId)) satisfies IncomeSummary)),
  );

  app.get(
    '/incomeInfo',
    auth,
    handle(async (c) => {
      const query = parseInput(incomeInfoQuery, c.req.query());
      return ok(c, (await services.reports.incomeInfo(c.get('session').userId, query.category)) satisfies IncomeInfo);
    }),
  );

  return app;
}
