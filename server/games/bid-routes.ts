import { BID } from '../../shared/contract/endpoints/games';
import type { Services } from '../platform/services';
import { gameAction, gameRoutes } from './game-routes';

/** /api/bid/*: Flash Bid auctions (spec §7; rules in server/README.md). */
export function bidRoutes(services: Services) {
  const { flashBid } = services;
  return gameRoutes(services.sessions, {
    list: BID.list,
    info: BID.info,
    listFor: flashBid.list,
    infoFor: flashBid.info,
    actions: [
      gameAction({ endpoint: BID.join, run: (userId, body) => flashBid.join(userId, body.id), done: 'bid_room_joined' }),
      gameAction({ endpoint: BID.bid, run: (userId, body) => flashBid.bid(userId, body.id, body.password, body.amount), done: 'bid_placed' }),
    ],
  });
}
