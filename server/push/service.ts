import type { NoticeStore } from '../notifications/store';
import type { ServiceContext } from '../platform/services-context';
import { createPushSender, type PushLimits } from './sender';
import { createPushSubscriptions } from './subscriptions';
import { loadVapidKeys } from './vapid';

/** Web Push: the VAPID keys, the subscriptions, and the sender fed by every inbox entry made. */
export function createPush(ctx: ServiceContext, deps: { notices: NoticeStore; limits?: Partial<PushLimits> }) {
  const keys = loadVapidKeys(ctx.config);
  const subscriptions = createPushSubscriptions(ctx);
  const sender = createPushSender({
    subscriptions,
    keys,
    muted: async (userId) => (await deps.notices.prefs(userId)).muted,
    now: ctx.now,
    log: ctx.log,
    limits: deps.limits,
  });
  deps.notices.onAdded((rows) => sender.enqueue(rows));
  return { keys, subscriptions, sender };
}

export type Push = ReturnType<typeof createPush>;
