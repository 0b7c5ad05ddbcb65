import { ROOM } from '../../shared/contract/endpoints/games';
import type { Services } from '../platform/services';
import { gameAction, gameRoutes } from './game-routes';
import { route } from '../platform/route';
import { readRoomPreview } from './room-preview';

/** /api/room/*: Flash Deal rooms (spec §7; rules in server/README.md). */
export function roomRoutes(services: Services) {
  const { flashDeal } = services;
  const app = gameRoutes(services.sessions, {
    list: ROOM.list,
    info: ROOM.info,
    listFor: flashDeal.list,
    infoFor: flashDeal.info,
    // Body { id, password }: the spec lists only `password`; the room id travels too (documented).
    actions: [gameAction({ endpoint: ROOM.join, run: (userId, body) => flashDeal.join(userId, body.id, body.password), done: 'room_joined' })],
  });
  // No session: the login screen of a visitor invited to the room reads it (an extension, docs/api.md).
  route(app, ROOM.preview, async (c, query) => readRoomPreview(services, c.get('client'), query.id));
  return app;
}
