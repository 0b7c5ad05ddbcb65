import { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import { intChoice, textChoice } from '../lib/query';
import { parseInput } from '../lib/validation';
import type { Services } from '../services';
import { RANKING_PERIODS, REWARD_CATEGORIES } from '../services/reports';
import { handle, requireSession, type AppEnv } from './context';

const rankingQuery = z.object({ type: intChoice(RANKING_PERIODS).default(2) });
const incomeInfoQuery = z.object({ category: textChoice(REWARD_CATEGORIES).default('chat_not_winning_usdt') });

/** The /api/user/* reads of the ledger: ranking, release pool, income (mounted beside userRoutes). */
export function rewardRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  app.get(
    '/ranking',
    auth,
    handle(async (c) => {
      const query = parseInput(rankingQuery, c.req.query());
      return ok(c, await services.reports.ranking(query.type));
    }),
  );

  app.get(
    '/releasePoolInfo',
    auth,
    handle(async (c) => ok(c, await services.reports.releasePool(c.get('session').userId))),
  );

  app.get(
    '/income',
    auth,
    handle(async (c) => ok(c, await services.reports.income(c.get('session').userId))),
  );

  app.get(
    '/incomeInfo',
    auth,
    handle(async (c) => {
      const query = parseInput(incomeInfoQuery, c.req.query());
      return ok(c, await services.reports.incomeInfo(c.get('session').userId, query.category));
    }),
  );

  return app;
}
