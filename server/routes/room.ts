import { Hono } from 'hono';
import { ok } from '../lib/envelope';
import { parseInput, readJsonObject } from '../lib/validation';
import { roomJoinRequest } from '../../lib/contract/requests/games';
import type { GroupRoom, GroupRoomPage } from '../../lib/contract/shapes';
import type { Services } from '../services';
import { handle, requireSession, type AppEnv } from './context';
import { gameReadRoutes } from './game-reads';

/** /api/room/* — Flash Deal rooms (spec §7; rules in server/README.md). */
export function roomRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  gameReadRoutes<GroupRoomPage, GroupRoom>(app, auth, { list: '/chatList', info: '/chatInfo' }, services.flashDeal);

  /** Body { id, password }: the spec lists only `password`; the room id travels too (documented). */
  app.post(
    '/addRoom',
    auth,
    handle(async (c) => {
      const body = parseInput(roomJoinRequest, await readJsonObject(c));
      return ok(c, (await services.flashDeal.join(c.get('session').userId, body.id, body.password)) satisfies GroupRoom, 'room_joined');
    }),
  );

  return app;
}
