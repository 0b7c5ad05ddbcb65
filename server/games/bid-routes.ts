import { AUTO_BID, BID } from '../../shared/contract/endpoints/games';
import type { Services } from '../platform/services';
import { requireSession } from '../platform/route-context';
import { reply, route } from '../platform/route';
import { gameAction, gameRoutes } from './game-routes';

/** /api/bid/*: Flash Bid auctions (spec §7; rules in server/README.md), and the auto-bid (docs/api.md). */
export function bidRoutes(services: Services) {
  const { flashBid, autoBids } = services;
  const app = gameRoutes(services.sessions, {
    list: BID.list,
    info: BID.info,
    listFor: flashBid.list,
    infoFor: flashBid.info,
    actions: [
      gameAction({ endpoint: BID.join, run: (userId, body) => flashBid.join(userId, body.id), done: 'bid_room_joined' }),
      gameAction({ endpoint: BID.bid, run: (userId, body) => flashBid.bid(userId, body.id, body.password, body.amount), done: 'bid_placed' }),
    ],
  });
  const auth = requireSession(services.sessions);
  route(app, AUTO_BID.set, auth, async (c, body) => reply(await autoBids.set(c.get('session').userId, body.id, body.max, body.password), 'auto_bid_set'));
  route(app, AUTO_BID.cancel, auth, async (c, body) => reply(await autoBids.cancel(c.get('session').userId, body.id), 'auto_bid_cancelled'));
  route(app, AUTO_BID.info, auth, async (c, query) => autoBids.info(c.get('session').userId, query.id));
  return app;
}
