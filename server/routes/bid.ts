import { Hono } from 'hono';
import { ok } from '../lib/envelope';
import { parseInput, readJsonObject } from '../lib/validation';
import { bidJoinRequest, bidRequest } from '../../lib/contract/requests/games';
import { idQuery, pageQuery } from '../../lib/contract/requests/queries';
import type { BiddingRoom, BiddingRoomPage } from '../../lib/contract/shapes';
import type { Services } from '../services';
import { handle, requireSession, type AppEnv } from './context';

/** /api/bid/* — Flash Bid auctions (spec §7; rules in server/README.md). */
export function bidRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  app.get(
    '/list',
    auth,
    handle(async (c) => {
      const query = parseInput(pageQuery, c.req.query());
      return ok(c, (await services.flashBid.list(c.get('session').userId, query.page, query.limit)) satisfies BiddingRoomPage);
    }),
  );

  app.get(
    '/info',
    auth,
    handle(async (c) => {
      const query = parseInput(idQuery, c.req.query());
      return ok(c, (await services.flashBid.info(c.get('session').userId, query.id)) satisfies BiddingRoom);
    }),
  );

  app.post(
    '/addBidRoom',
    auth,
    handle(async (c) => {
      const body = parseInput(bidJoinRequest, await readJsonObject(c));
      return ok(c, (await services.flashBid.join(c.get('session').userId, body.id)) satisfies BiddingRoom, 'bid_room_joined');
    }),
  );

  app.post(
    '/bidding',
    auth,
    handle(async (c) => {
      const body = parseInput(bidRequest, await readJsonObject(c));
      return ok(c, (await services.flashBid.bid(c.get('session').userId, body.id, body.password)) satisfies BiddingRoom, 'bid_placed');
    }),
  );

  return app;
}
