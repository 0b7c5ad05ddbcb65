import { call } from '@/platform/http/call';
import { PUSH } from '@/shared/contract/endpoints/push';

/**
 * Web Push on this device (loaded on demand: never part of a screen's first load). The server's VAPID
 * key is read from push/key; an API without it (or a browser without the Push API) has no push.
 */

/** The browser can receive pushes: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The server's VAPID public key, or null when the API has no push. */
export async function pushKey(): Promise<string | null> {
  try {
    return (await call(PUSH.key, undefined, { silent: true })).key;
  } catch {
    return null;
  }
}

const registration = () => navigator.serviceWorker.getRegistration('/');

/** This device's subscription, when it has one and notifications are allowed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function send(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  await call(PUSH.subscribe, { endpoint: json.endpoint ?? '', keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } }, { silent: true });
}

/**
 * Asks for permission (when not yet given), subscribes with the server's key and hands the
 * subscription to the server. Answers what came of it.
 */
export async function enablePush(): Promise<'on' | 'denied' | 'unavailable'> {
  if (!pushSupported()) return 'unavailable';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  const [key, worker] = await Promise.all([pushKey(), registration()]);
  if (!key || !worker) return 'unavailable';
  const subscription = (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  await send(subscription);
  return 'on';
}

/** Stops pushes to this device: the browser's subscription and the server's row. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await call(PUSH.unsubscribe, { endpoint: subscription.endpoint }, { silent: true }).catch(() => undefined);
  await subscription.unsubscribe();
}

const ASKED_KEY = 'kinbo.push.asked';

/**
 * The moment to ask: after the user joined a room or placed a bid (never on first paint), once per
 * device. A device already subscribed re-sends its subscription (the user or language may have changed).
 */
export async function askForPushOnce(): Promise<void> {
  if (!pushSupported() || Notification.permission === 'denied') return;
  const subscription = await currentSubscription();
  if (subscription) {
    await send(subscription).catch(() => undefined);
    return;
  }
  if (localStorage.getItem(ASKED_KEY)) return;
  localStorage.setItem(ASKED_KEY, '1');
  await enablePush().catch(() => undefined);
}
