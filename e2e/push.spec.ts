import { expect, test } from '@playwright/test';
import zh from '../messages/zh-CN.json';
import { startPushReceiver } from '../server/test/push-receiver';
import { credit, envelope, loginPage, loginToken, md5, registerUser, uniqueUser } from './fixtures/api';
import { fakePushManager, pushRegistration as registration, shownNotifications as shown, workerPushDelivery } from './fixtures/push';

/**
 * Web Push end to end in real Chromium with the built service worker, a Chinese-speaking player.
 * Permission granted, nothing subscribed on first paint; joining an auction subscribes this device
 * with the server's key and Settings shows push on. Headless Chromium has no push service, so the
 * browser's PushManager hands out a subscription of the local receiver (server/test/push-receiver.ts,
 * keys made as a browser makes them): when the player is outbid, the real server signs and encrypts
 * the push to it, the receiver checks and decrypts it, and the payload is delivered to the worker
 * through the DevTools protocol, as a push service would. The worker shows it (title, sentence, icon,
 * tag); a second outbid of the same auction replaces it; a tap opens the auction.
 */
test.use({ serviceWorkers: 'allow', locale: 'zh-CN' });

test('push: asked after joining, shown by the worker in the user language, replaced per auction, tapped open', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const serverKey = (await envelope<{ key: string }>(page.request.get('/api/push/key'))).data.key;
  const receiver = await startPushReceiver(() => serverKey);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const [alice, bob] = await Promise.all(
    ['push', 'pushb'].map(async (name) => {
      const user = await registerUser(page.request, uniqueUser(name));
      const { Token } = await loginToken(page.request, user.email, user.password);
      await credit(page.request, Token, 'kinbo', '1000');
      await credit(page.request, Token, 'ticket', '2');
      return { ...user, token: Token };
    }),
  );
  const auction = await envelope<{ id: number }>(page.request.post('/api/dev/games/openAuction', { data: { usdt: '20', seconds: 600 }, headers: { Token: alice!.token } }));
  const id = auction.data.id;
  const bid = async (player: typeof alice) =>
    expect((await envelope(page.request.post('/api/bid/bidding', { data: { id, password: md5(player!.payPassword) }, headers: { Token: player!.token } }))).code).toBe(0);
  expect((await envelope(page.request.post('/api/bid/addBidRoom', { data: { id }, headers: { Token: bob!.token } }))).code).toBe(0);

  await page.addInitScript(() => localStorage.setItem('language', 'zh-CN'));
  await page.addInitScript(fakePushManager, receiver.device('alice'));
  await loginPage(page, alice!.email, alice!.password);
  await page.goto('/');
  await expect.poll(async () => (await registration(page)).active, { timeout: 30_000 }).toBe('activated');
  // First paint asks nothing and subscribes nothing.
  expect((await registration(page)).subscribed).toBe(false);

  // Joining an auction is the moment: this device subscribes with the server's key.
  await page.goto(`/competitivegames/room?roomId=${id}`);
  await page.getByTestId('join-auction').click();
  await page.getByTestId('join-auction-confirm').click();
  await expect.poll(async () => (await registration(page)).subscribed, { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('__e2e_push'))).toBe(serverKey);
  await page.goto('/settings');
  await expect(page.getByTestId('push-switch')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('push-hint')).toHaveText(zh.settings.pushHint);
  await page.getByTestId('push-switch').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/push-settings-on.png', animations: 'disabled' });

  // Bob outbids Alice: the server signs and encrypts a push to her device, in Chinese.
  await bid(alice);
  await bid(bob);
  await expect.poll(() => receiver.of('alice').length, { timeout: 10_000 }).toBe(1);
  expect(receiver.rejected).toEqual([]);
  const first = receiver.of('alice')[0]!;
  const body20 = zh.notifications.kinds.outbid.replace('{name}', 'Flash Bid 20 USDT').replace('{amount}', '20');
  expect(first.payload).toMatchObject({ kind: 'outbid', title: zh.notifications.kindNames.outbid, url: `/competitivegames/room?roomId=${id}`, tag: `outbid-${id}` });
  expect(first.topic).toBe(`outbid-${id}`);

  // Delivered to the worker through the DevTools protocol, as the push service would.
  const origin = new URL(baseURL!).origin;
  const deliver = await workerPushDelivery(context, page, baseURL!);
  await deliver(first.payload);
  const title = zh.notifications.kindNames.outbid;
  const firstBody = (first.payload as { body: string }).body;
  await expect.poll(() => shown(page)).toEqual([{ title, body: firstBody, tag: `outbid-${id}`, icon: `${origin}/icons/icon-192.png` }]);
  expect(firstBody).toBe(body20);

  // The same auction again (the server paces a tag: a later outbid is sent after its interval):
  // replaced, not stacked.
  await deliver({ ...(first.payload as object), body: `${firstBody} (2)` });
  await expect.poll(async () => (await shown(page)).map((n) => n.body)).toEqual([`${firstBody} (2)`]);
  // Another kind stacks beside it; a payload that is not ours shows nothing.
  await deliver({ kind: 'deposit', title: zh.notifications.kindNames.deposit, body: '充值 10 USDT', url: '/reports', tag: 'deposit-7' });
  await deliver({ hello: 'world' });
  await expect.poll(async () => (await shown(page)).map((n) => n.tag).sort()).toEqual(['deposit-7', `outbid-${id}`]);

  // A tap. Chromium lets a worker open or focus a window only from a real click, and no protocol
  // command clicks a notification; so the worker's own handler runs on a dispatched click, with
  // clients.openWindow and WindowClient.focus recorded, and the test opens what it asked for.
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'))!;
  const tap = (tag: string) =>
    worker.evaluate(async (tag) => {
      const sw = self as unknown as ServiceWorkerGlobalScope;
      const asked = { opened: [] as string[], focused: [] as string[] };
      sw.clients.openWindow = async (url: string | URL) => {
        asked.opened.push(String(url));
        return null;
      };
      WindowClient.prototype.focus = async function (this: WindowClient) {
        asked.focused.push(this.url);
        return this;
      };
      const [notification] = await sw.registration.getNotifications({ tag });
      const click = new NotificationEvent('notificationclick', { notification: notification! });
      const done: Promise<unknown>[] = [];
      click.waitUntil = (promise) => void done.push(promise);
      sw.dispatchEvent(click);
      await Promise.all(done);
      return asked;
    }, tag);
  const auctionUrl = `${origin}/competitivegames/room?roomId=${id}`;
  expect(await tap(`outbid-${id}`)).toEqual({ opened: [auctionUrl], focused: [] });
  const room = await context.newPage();
  await room.goto(auctionUrl);
  await expect(room.getByTestId('highest-bid')).toBeVisible();
  await room.setViewportSize({ width: 390, height: 844 });
  await room.screenshot({ path: 'screenshots/push-tap-opens-auction.png', animations: 'disabled' });
  await expect.poll(async () => (await shown(page)).map((n) => n.tag)).toEqual(['deposit-7']);

  // The auction is open in a window now: the next tap on its alert brings that window forward.
  await deliver(first.payload);
  await expect.poll(async () => (await shown(page)).map((n) => n.tag).sort()).toEqual(['deposit-7', `outbid-${id}`]);
  expect(await tap(`outbid-${id}`)).toEqual({ opened: [], focused: [auctionUrl] });
  await receiver.close();
});
