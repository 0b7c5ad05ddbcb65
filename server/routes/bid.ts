import { Hono } from 'hono';
import { ok } from '../lib/envelope';
import { parseInput, readJsonObject } from '../lib/validation';
import { bidJoinRequest, bidRequest } from '../../lib/contract/requests/games';
import type { BiddingRoom, BiddingRoomPage } from '../../lib/contract/shapes';
import type { Services } from '../services';
import { handle, requireSession, type AppEnv } from './context';
import { gameReadRoutes } from './game-reads';

/** /api/bid/* — Flash Bid auctions (spec §7; rules in server/README.md). */
export function bidRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  gameReadRoutes<BiddingRoomPage, BiddingRoom>(app, auth, { list: '/list', info: '/info' }, services.flashBid);

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
