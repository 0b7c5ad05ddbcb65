import { get, post } from '../endpoint';
import type { NoData } from '../shapes';
import type { PushKey } from '../push';

/** /api/push/*: the VAPID public key (no session), and this device's subscription of the caller. */
export const PUSH = {
  key: get('/api/push/key').returns<PushKey>(),
  subscribe: post('/api/push/subscribe', 'pushSubscribeRequest').returns<NoData>(),
  unsubscribe: post('/api/push/unsubscribe', 'pushUnsubscribeRequest').returns<NoData>(),
} as const;
