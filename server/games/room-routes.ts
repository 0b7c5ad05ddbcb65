import { roomJoinRequest } from '../../shared/contract/requests/games';
import type { GroupRoom, GroupRoomPage } from '../../shared/contract/shapes';
import type { Services } from '../platform/services';
import { gameAction, gameRoutes } from './game-routes';

/** /api/room/* — Flash Deal rooms (spec §7; rules in server/README.md). */
export function roomRoutes(services: Services) {
  const { flashDeal } = services;
  return gameRoutes<GroupRoomPage, GroupRoom>(services.sessions, {
    paths: { list: '/chatList', info: '/chatInfo' },
    list: flashDeal.list,
    info: flashDeal.info,
    // Body { id, password }: the spec lists only `password`; the room id travels too (documented).
    actions: [gameAction({ path: '/addRoom', body: roomJoinRequest, run: (userId, body) => flashDeal.join(userId, body.id, body.password), done: 'room_joined' })],
  });
}
