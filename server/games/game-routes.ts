import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { Endpoint, RequestName, SchemaOf } from '../../shared/contract/endpoint';
import type { MessageKey } from '../platform/messages';
import type { SessionService } from '../auth/sessions';
import { requireSession, type AppEnv } from '../platform/route-context';
import { reply, route } from '../platform/route';

/** A game's POST: its endpoint, what it does for the caller, and the message of its success. */
type GameAction<Room, R extends RequestName> = { endpoint: Endpoint<R, Room>; run: (userId: number, body: z.output<SchemaOf<R>>) => Promise<Room>; done: MessageKey };

/** Builds one entry of `actions` with its body's type checked against `run`. */
export const gameAction = <Room, R extends RequestName>(action: GameAction<Room, R>) => action;

/**
 * The routes of a game (Flash Deal's /api/room, Flash Bid's /api/bid), one piece of code for both:
 * every call needs a session; a page of rooms and one room, each as the caller sees it; then the
 * game's own actions (a join, a bid), each answering the room after it.
 */
export function gameRoutes<Page, Room>(
  sessions: SessionService,
  game: {
    list: Endpoint<'pageQuery', Page>;
    info: Endpoint<'idQuery', Room>;
    listFor: (userId: number, page: number, limit: number) => Promise<Page>;
    infoFor: (userId: number, roomId: number) => Promise<Room>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action's body type is checked where it is built (gameAction)
    actions: GameAction<Room, any>[];
  },
) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(sessions);
  route(app, game.list, auth, async (c, query) => game.listFor(c.get('session').userId, query.page, query.limit));
  route(app, game.info, auth, async (c, query) => game.infoFor(c.get('session').userId, query.id));
  for (const action of game.actions) {
    route(app, action.endpoint, auth, async (c, body) => reply(await action.run(c.get('session').userId, body), action.done));
  }
  return app;
}
