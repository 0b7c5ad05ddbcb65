import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en-US.json';
import zh from '../messages/zh-CN.json';
import { credit, envelope, loginPage, loginToken, registerUser, uniqueUser } from './fixtures/api';

/**
 * Web Push in real Chromium with the built service worker: permission granted, nothing subscribed on
 * first paint; joining an auction subscribes this device and Settings shows push on. A payload
 * delivered through the DevTools protocol (as a push service would) is shown by the worker with its
 * title, sentence, icon and tag; a second outbid of the same auction replaces the first; a tap opens
 * the auction.
 */
test.use({ serviceWorkers: 'allow' });

const registration = (page: Page) =>
  page.evaluate(async () => {
    const worker = await navigator.serviceWorker.getRegistration('/');
    return { active: worker?.active?.state ?? 'none', subscribed: !!(await worker?.pushManager.getSubscription()) };
  });
const shown = (page: Page) =>
  page.evaluate(async () => {
    const worker = await navigator.serviceWorker.getRegistration('/');
    return (await worker!.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon }));
  });

test('push: asked after joining, shown by the worker in the user language, replaced per auction, tapped open', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const user = await registerUser(page.request, uniqueUser('push'));
  const { Token } = await loginToken(page.request, user.email, user.password);
  await credit(page.request, Token, 'kinbo', '1000');
  await credit(page.request, Token, 'ticket', '2');
  const auction = await envelope<{ id: number }>(page.request.post('/api/dev/games/openAuction', { data: { usdt: '20', seconds: 600 }, headers: { Token } }));
  const id = auction.data.id;

  await loginPage(page, user.email, user.password);
  await page.goto('/');
  await expect.poll(async () => (await registration(page)).active, { timeout: 30_000 }).toBe('activated');
  // First paint asks nothing and subscribes nothing.
  expect((await registration(page)).subscribed).toBe(false);

  // Joining an auction is the moment: this device subscribes with the server's key.
  await page.goto(`/competitivegames/room?roomId=${id}`);
  await page.getByTestId('join-auction').click();
  await page.getByTestId('join-auction-confirm').click();
  await expect.poll(async () => (await registration(page)).subscribed, { timeout: 20_000 }).toBe(true);
  await page.goto('/settings');
  await expect(page.getByTestId('push-switch')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('push-hint')).toHaveText(en.settings.pushHint);
  await page.getByTestId('push-switch').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/push-settings-on.png', animations: 'disabled' });

  // A push as the server sends it (server/push/text.ts), in Chinese, delivered through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => !r.isDeleted && r.scopeURL === `${new URL(baseURL!).origin}/`);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(baseURL!).origin;
  const outbid = (amount: string) => ({
    kind: 'outbid',
    title: zh.notifications.kindNames.outbid,
    body: zh.notifications.kinds.outbid.replace('{name}', 'Test auction').replace('{amount}', amount),
    url: `/competitivegames/room?roomId=${id}`,
    tag: `outbid-${id}`,
  });
  const deliver = async (data: object) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(data) });
  await deliver(outbid('20'));
  await expect.poll(() => shown(page)).toEqual([{ title: zh.notifications.kindNames.outbid, body: outbid('20').body, tag: `outbid-${id}`, icon: `${origin}/icons/icon-192.png` }]);
  // The same auction again: replaced, not stacked.
  await deliver(outbid('30'));
  await expect.poll(async () => (await shown(page)).map((n) => n.body)).toEqual([outbid('30').body]);
  // Another kind stacks beside it; a payload that is not ours shows nothing.
  await deliver({ kind: 'deposit', title: zh.notifications.kindNames.deposit, body: '充值 10 USDT', url: '/reports', tag: 'deposit-7' });
  await deliver({ hello: 'world' });
  await expect.poll(async () => (await shown(page)).map((n) => n.tag).sort()).toEqual(['deposit-7', `outbid-${id}`]);

  // A tap: the worker opens the auction (no window is on it).
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'))!;
  const opened = context.waitForEvent('page');
  await worker.evaluate(async (tag) => {
    const sw = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await sw.registration.getNotifications({ tag });
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  }, `outbid-${id}`);
  const room = await opened;
  await expect(room).toHaveURL(new RegExp(`/competitivegames/room\\?roomId=${id}`));
  await expect(room.getByTestId('highest-bid')).toBeVisible();
  await room.setViewportSize({ width: 390, height: 844 });
  await room.screenshot({ path: 'screenshots/push-tap-opens-auction.png', animations: 'disabled' });
  await expect.poll(async () => (await shown(page)).map((n) => n.tag)).toEqual(['deposit-7']);
});
