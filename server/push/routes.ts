import { Hono } from 'hono';
import { PUSH } from '../../shared/contract/endpoints/push';
import type { Services } from '../platform/services';
import { requireSession, type AppEnv } from '../platform/route-context';
import { route } from '../platform/route';
import type { Push } from './service';

/** /api/push/*: the public key for anyone; a subscription belongs to the session's user. */
export function pushRoutes(services: Services, push: Push) {
  const app = new Hono<AppEnv>();
  const auth = requireSession(services.sessions);
  route(app, PUSH.key, async () => ({ key: push.keys.publicKey }));
  route(app, PUSH.subscribe, auth, async (c, body) => push.subscriptions.subscribe(c.get('session').userId, body, c.get('lang')));
  route(app, PUSH.unsubscribe, auth, async (c, body) => push.subscriptions.unsubscribe(c.get('session').userId, body.endpoint));
  return app;
}
