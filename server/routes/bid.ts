import { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import { intParam, pageParams } from '../lib/query';
import { md5Field, parseInput, readJsonObject } from '../lib/validation';
import type { Services } from '../services';
import { handle, requireSession, type AppEnv } from './context';
import { idField, MAX_ID } from './room';

const idQuery = z.object({ id: intParam(1, MAX_ID) });
const listQuery = z.object(pageParams);
const joinBody = z.object({ id: idField });
const bidBody = z.object({ id: idField, password: md5Field('pay_password_required', 'pay_password_format') });

/** /api/bid/* — Flash Bid auctions (spec §7; rules in server/README.md). */
export function bidRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  app.get(
    '/list',
    auth,
    handle(async (c) => {
      const query = parseInput(listQuery, c.req.query());
      return ok(c, await services.flashBid.list(c.get('session').userId, query.page, query.limit));
    }),
  );

  app.get(
    '/info',
    auth,
    handle(async (c) => {
      const query = parseInput(idQuery, c.req.query());
      return ok(c, await services.flashBid.info(c.get('session').userId, query.id));
    }),
  );

  app.post(
    '/addBidRoom',
    auth,
    handle(async (c) => {
      const body = parseInput(joinBody, await readJsonObject(c));
      return ok(c, await services.flashBid.join(c.get('session').userId, body.id), 'bid_room_joined');
    }),
  );

  app.post(
    '/bidding',
    auth,
    handle(async (c) => {
      const body = parseInput(bidBody, await readJsonObject(c));
      return ok(c, await services.flashBid.bid(c.get('session').userId, body.id, body.password), 'bid_placed');
    }),
  );

  return app;
}
