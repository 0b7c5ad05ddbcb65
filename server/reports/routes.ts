import { Hono } from 'hono';
import { ok } from '../platform/envelope';
import { parseInput } from '../platform/validation';
import type { Services } from '../platform/services';
import { idQuery, latestRecordQuery, releaseListQuery, reportQuery } from '../../shared/contract/requests/queries';
import type { LatestRecord, Page, ReleaseRecord, ReportDetail, ReportRecord } from '../../shared/contract/shapes';
import { handle, requireSession, type AppEnv } from '../platform/route-context';
import { ASSUMED_PATHS } from '../platform/paths';

/**
 * Records — ASSUMED paths (spec §7 names these calls but not their paths), mounted at the root:
 * ASSUMED_PATHS.reportList, .reportInfo, .releaseList (routes/paths.ts).
 */
export function reportRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  app.get(
    ASSUMED_PATHS.reportList,
    auth,
    handle(async (c) => {
      const query = parseInput(reportQuery, c.req.query());
      // Overview lists the chosen reward category (spec §9); other tabs ignore `category`.
      const type = query.type === 'chat_not_winning_usdt' ? (query.category ?? 'chat_not_winning_usdt') : query.type;
      const page = await services.reports.list(
        c.get('session').userId,
        { type, timeType: query.time_type, way: query.way, page: query.page, limit: query.limit },
        c.get('lang'),
      );
      return ok(c, page satisfies Page<ReportRecord>);
    }),
  );

  app.get(
    ASSUMED_PATHS.reportInfo,
    auth,
    handle(async (c) => {
      const query = parseInput(idQuery, c.req.query());
      return ok(c, (await services.reports.info(c.get('session').userId, query.id, c.get('lang'))) satisfies ReportDetail);
    }),
  );

  // The newest record of a kind, for the confirmation screens (assumed call: the spec's screens show samples).
  app.get(
    ASSUMED_PATHS.reportLatest,
    auth,
    handle(async (c) => {
      const query = parseInput(latestRecordQuery, c.req.query());
      return ok(c, (await services.reports.latest(c.get('session').userId, query.kind, c.get('lang'))) satisfies LatestRecord);
    }),
  );

  app.get(
    ASSUMED_PATHS.releaseList,
    auth,
    handle(async (c) => {
      const query = parseInput(releaseListQuery, c.req.query());
      return ok(c, (await services.reports.releaseList(c.get('session').userId, query.page, query.limit, c.get('lang'))) satisfies Page<ReleaseRecord>);
    }),
  );

  return app;
}
