import type { Hono, MiddlewareHandler } from 'hono';
import { ok } from '../lib/envelope';
import { parseInput } from '../lib/validation';
import { idQuery, pageQuery } from '../../lib/contract/requests/queries';
import { handle, type AppEnv } from './context';

/** What both games answer the same way: a page of rooms, and one room, each as the caller sees it. */
type GameReads<Page, Room> = {
  list: (userId: number, page: number, limit: number) => Promise<Page>;
  info: (userId: number, roomId: number) => Promise<Room>;
};

/**
 * The two reads of a game (Flash Deal's chatList / chatInfo, Flash Bid's list / info): same inputs,
 * same checks, one place. The joins differ (a PIN or not) and stay with each game.
 */
export function gameReadRoutes<Page, Room>(app: Hono<AppEnv>, auth: MiddlewareHandler<AppEnv>, paths: { list: string; info: string }, game: GameReads<Page, Room>) {
  app.get(
    paths.list,
    auth,
    handle(async (c) => {
      const query = parseInput(pageQuery, c.req.query());
      return ok(c, await game.list(c.get('session').userId, query.page, query.limit));
    }),
  );
  app.get(
    paths.info,
    auth,
    handle(async (c) => {
      const query = parseInput(idQuery, c.req.query());
      return ok(c, await game.info(c.get('session').userId, query.id));
    }),
  );
}
