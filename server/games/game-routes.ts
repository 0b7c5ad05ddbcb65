import { Hono } from 'hono';
import type * as z from 'zod/mini';
import { ok } from '../platform/envelope';
import type { MessageKey } from '../platform/messages';
import { parseInput, readJsonObject } from '../platform/validation';
import { idQuery, pageQuery } from '../../shared/contract/requests/queries';
import type { SessionService } from '../auth/sessions';
import { handle, requireSession, type AppEnv } from '../platform/route-context';

/** A game's POST: its checked body, what it does for the caller, and the message of its success. */
type GameAction<Room, S extends z.ZodMiniType> = { path: string; body: S; run: (userId: number, body: z.output<S>) => Promise<Room>; done: MessageKey };

/** Builds one entry of `actions` with its body's type checked against `run`. */
export const gameAction = <Room, S extends z.ZodMiniType>(action: GameAction<Room, S>) => action;

/**
 * The routes of a game (Flash Deal's /api/room, Flash Bid's /api/bid), one piece of code for both:
 * every call needs a session; a page of rooms and one room, each as the caller sees it; then the
 * game's own actions (a join, a bid), each answering the room after it. `Page` and `Room` are the
 * wire types (lib/contract/shapes), given explicitly by each game (bid.ts, room.ts), so its services
 * must answer them.
 */
export function gameRoutes<Page, Room>(
  sessions: SessionService,
  game: {
    paths: { list: string; info: string };
    list: (userId: number, page: number, limit: number) => Promise<Page>;
    info: (userId: number, roomId: number) => Promise<Room>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action's body type is checked where it is built (gameAction)
    actions: GameAction<Room, any>[];
  },
) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(sessions);
  app.get(
    game.paths.list,
    auth,
    handle(async (c) => {
      const query = parseInput(pageQuery, c.req.query());
      return ok(c, (await game.list(c.get('session').userId, query.page, query.limit)) satisfies Page);
    }),
  );
  app.get(
    game.paths.info,
    auth,
    handle(async (c) => {
      const query = parseInput(idQuery, c.req.query());
      return ok(c, (await game.info(c.get('session').userId, query.id)) satisfies Room);
    }),
  );
  for (const action of game.actions) {
    app.post(
      action.path,
      auth,
      handle(async (c) => {
        const body = parseInput(action.body, await readJsonObject(c));
        return ok(c, (await action.run(c.get('session').userId, body)) satisfies Room, action.done);
      }),
    );
  }
  return app;
}
