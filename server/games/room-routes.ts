import { ROOM } from '../../shared/contract/endpoints/games';
import type { Services } from '../platform/services';
import { gameAction, gameRoutes } from './game-routes';

/** /api/room/*: Flash Deal rooms (spec §7; rules in server/README.md). */
export function roomRoutes(services: Services) {
  const { flashDeal } = services;
  return gameRoutes(services.sessions, {
    list: ROOM.list,
    info: ROOM.info,
    listFor: flashDeal.list,
    infoFor: flashDeal.info,
    // Body { id, password }: the spec lists only `password`; the room id travels too (documented).
    actions: [gameAction({ endpoint: ROOM.join, run: (userId, body) => flashDeal.join(userId, body.id, body.password), done: 'room_joined' })],
  });
}
