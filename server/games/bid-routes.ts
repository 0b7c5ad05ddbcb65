import { bidJoinRequest, bidRequest } from '../../shared/contract/requests/games';
import type { BiddingRoom, BiddingRoomPage } from '../../shared/contract/shapes';
import type { Services } from '../platform/services';
import { gameAction, gameRoutes } from './game-routes';

/** /api/bid/* — Flash Bid auctions (spec §7; rules in server/README.md). */
export function bidRoutes(services: Services) {
  const { flashBid } = services;
  return gameRoutes<BiddingRoomPage, BiddingRoom>(services.sessions, {
    paths: { list: '/list', info: '/info' },
    list: flashBid.list,
    info: flashBid.info,
    actions: [
      gameAction({ path: '/addBidRoom', body: bidJoinRequest, run: (userId, body) => flashBid.join(userId, body.id), done: 'bid_room_joined' }),
      gameAction({ path: '/bidding', body: bidRequest, run: (userId, body) => flashBid.bid(userId, body.id, body.password), done: 'bid_placed' }),
    ],
  });
}
