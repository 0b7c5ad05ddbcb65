import * as z from 'zod/mini';
import { issue } from './issues';

/** The longest push service address accepted (real ones are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 1024;

const endpointInvalid = issue('push_endpoint_invalid');
const keysInvalid = issue('push_keys_invalid');

/** An absolute http(s) address; whether plain http is allowed is the server's call (local mode only). */
const endpointField = z.string({ error: endpointInvalid }).check(
  z.maxLength(PUSH_ENDPOINT_MAX, endpointInvalid),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, endpointInvalid),
);

/**
 * push/subscribe: a browser's PushSubscription as `toJSON()` gives it. `p256dh` is an uncompressed
 * P-256 point (65 bytes: 87 base64url characters), `auth` a 16-byte secret (22 characters); padding
 * is tolerated and dropped.
 */
export const pushSubscribeRequest = z.object({
  endpoint: endpointField,
  keys: z.object(
    {
      p256dh: z.string({ error: keysInvalid }).check(z.regex(/^[A-Za-z0-9_-]{87}=?$/, keysInvalid)),
      auth: z.string({ error: keysInvalid }).check(z.regex(/^[A-Za-z0-9_-]{22}(==)?$/, keysInvalid)),
    },
    { error: keysInvalid },
  ),
});

/** push/unsubscribe: the address of the subscription this device gives up. */
export const pushUnsubscribeRequest = z.object({ endpoint: endpointField });
