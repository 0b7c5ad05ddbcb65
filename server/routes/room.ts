import { Hono } from 'hono';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import { intParam, pageParams } from '../lib/query';
import { md5Field, parseInput, readJsonObject } from '../lib/validation';
import type { Services } from '../services';
import { handle, requireSession, type AppEnv } from './context';

export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole number or a string of digits. */
export const idField = z.union([z.number().int().min(1).max(MAX_ID), intParam(1, MAX_ID)]);

const idQuery = z.object({ id: intParam(1, MAX_ID) });
const listQuery = z.object(pageParams);
const joinBody = z.object({ id: idField, password: md5Field('pay_password_required', 'pay_password_format') });

/** /api/room/* — Flash Deal rooms (spec §7; rules in server/README.md). */
export function roomRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);

  app.get(
    '/chatList',
    auth,
    handle(async (c) => {
      const query = parseInput(listQuery, c.req.query());
      return ok(c, await services.flashDeal.list(c.get('session').userId, query.page, query.limit));
    }),
  );

  app.get(
    '/chatInfo',
    auth,
    handle(async (c) => {
      const query = parseInput(idQuery, c.req.query());
      return ok(c, await services.flashDeal.info(c.get('session').userId, query.id));
    }),
  );

  /** Body { id, password }: the spec lists only `password`; the room id travels too (documented). */
  app.post(
    '/addRoom',
    auth,
    handle(async (c) => {
      const body = parseInput(joinBody, await readJsonObject(c));
      return ok(c, await services.flashDeal.join(c.get('session').userId, body.id, body.password), 'room_joined');
    }),
  );

  return app;
}
