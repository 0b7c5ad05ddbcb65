import { Hono } from 'hono';
import { NOTICE } from '../../shared/contract/endpoints/notifications';
import type { Services } from '../platform/services';
import { requireSession, type AppEnv } from '../platform/route-context';
import { route } from '../platform/route';

/** /api/notice/*: the caller's own inbox; every call is scoped to the session's user. */
export function noticeRoutes(services: Services) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);
  const { notices } = services;
  route(app, NOTICE.list, auth, async (c, query) => notices.list(c.get('session').userId, query.page, query.limit));
  route(app, NOTICE.unread, auth, async (c) => notices.unread(c.get('session').userId));
  route(app, NOTICE.read, auth, async (c, body) => notices.markRead(c.get('session').userId, body.id));
  route(app, NOTICE.readAll, auth, async (c) => notices.markAllRead(c.get('session').userId));
  route(app, NOTICE.prefs, auth, async (c) => notices.prefs(c.get('session').userId));
  route(app, NOTICE.setPrefs, auth, async (c, body) => notices.setPrefs(c.get('session').userId, body.muted));
  return app;
}
