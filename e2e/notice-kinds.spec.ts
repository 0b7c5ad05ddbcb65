import { expect, test } from '@playwright/test';
import { NOTICE_KINDS, type NoticeKind } from '../shared/contract/notifications';
import { SAMPLE_NOTICE_PAYLOADS } from '../server/dev/dev-notices';
import { pushMessage } from '../server/push/text';
import { startPushReceiver } from '../server/test/push-receiver';
import vi from '../messages/vi-VN.json';
import { envelope, loginPage, loginToken, registerUser, uniqueUser } from './fixtures/api';
import { shownNotifications, workerPushDelivery } from './fixtures/push';

/**
 * Every kind of entry, as the player sees it: in the inbox, and as a push the server signed and
 * encrypted, the push service (the local receiver) decrypted and the app's worker showed. The entries
 * are the dev route's samples (one of each kind, through the real inbox store and push sender); which
 * event makes which entry is server/notifications/notices.test.ts's part.
 */
test.use({ serviceWorkers: 'allow' });

const LANGUAGES = [
  { language: 'en-US', lang: 'en' },
  { language: 'vi-VN', lang: 'vn' },
] as const;

async function newUser(request: Parameters<typeof registerUser>[0], name: string) {
  const user = await registerUser(request, uniqueUser(name));
  return { ...user, token: (await loginToken(request, user.email, user.password)).Token };
}

for (const { language, lang } of LANGUAGES) {
  test(`inbox (${language}): one entry of every kind, each in the reader's language`, async ({ page }) => {
    const user = await newUser(page.request, 'kinds');
    const made = await envelope<{ made: number }>(page.request.post('/api/dev/notices/samples', { data: {}, headers: { Token: user.token } }));
    expect(made.data.made).toBe(NOTICE_KINDS.length);

    await page.addInitScript((value) => localStorage.setItem('language', value), language);
    await loginPage(page, user.email, user.password);
    await page.goto('/notifications');
    const items = page.getByTestId('notice-item');
    await expect(items).toHaveCount(NOTICE_KINDS.length);
    for (const kind of NOTICE_KINDS) {
      const sentence = pushMessage(kind, SAMPLE_NOTICE_PAYLOADS[kind], lang).body;
      await expect(items.and(page.locator(`[data-kind="${kind}"]`))).toContainText(sentence);
    }
    await page.screenshot({ path: `screenshots/notice-kinds-inbox-${language}.png`, fullPage: true, animations: 'disabled' });
  });
}

test("pushes (vi-VN): every kind delivered by the server and shown by the worker with the app's icon", async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const serverKey = (await envelope<{ key: string }>(page.request.get('/api/push/key'))).data.key;
  const receiver = await startPushReceiver(() => serverKey);
  // The server sends one user at most six pushes a minute: the kinds are shared among three players.
  const shares: NoticeKind[][] = [NOTICE_KINDS.slice(0, 5), NOTICE_KINDS.slice(5, 9), NOTICE_KINDS.slice(9)];
  const players = await Promise.all(shares.map((_, index) => newUser(page.request, `pushk${index}`)));
  for (const [index, kinds] of shares.entries()) {
    const device = `kinds-${index}`;
    const headers = { Token: players[index]!.token, Lang: 'vn' };
    expect((await envelope(page.request.post('/api/push/subscribe', { data: receiver.device(device), headers }))).code).toBe(0);
    expect((await envelope(page.request.post('/api/dev/notices/samples', { data: { kinds }, headers }))).code).toBe(0);
  }
  for (const [index, kinds] of shares.entries()) await expect.poll(() => receiver.of(`kinds-${index}`).length, { timeout: 20_000 }).toBe(kinds.length);
  expect(receiver.rejected).toEqual([]);
  const payloads = shares.flatMap((_, index) => receiver.of(`kinds-${index}`).map((push) => push.payload as { kind: NoticeKind; title: string; body: string; tag: string }));
  for (const kind of NOTICE_KINDS) {
    const expected = pushMessage(kind, SAMPLE_NOTICE_PAYLOADS[kind], 'vn');
    expect(payloads.find((payload) => payload.kind === kind)).toMatchObject({ title: vi.notifications.kindNames[kind], body: expected.body, tag: expected.tag });
  }

  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.addInitScript(() => localStorage.setItem('language', 'vi-VN'));
  await loginPage(page, players[0]!.email, players[0]!.password);
  await page.goto('/');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? 'none'), { timeout: 30_000 }).toBe('activated');
  const deliver = await workerPushDelivery(context, page, baseURL!);
  // One push at a time, each until the worker shows it; a push a busy browser did not show is delivered
  // again, as a push service redelivers what was not acknowledged.
  for (const payload of payloads) {
    await expect(async () => {
      await deliver(payload);
      await expect.poll(async () => (await shownNotifications(page)).some((shown) => shown.tag === payload.tag), { timeout: 5_000 }).toBe(true);
    }).toPass({ timeout: 30_000 });
  }
  const origin = new URL(baseURL!).origin;
  const shown = await shownNotifications(page);
  expect(shown).toHaveLength(NOTICE_KINDS.length);
  for (const payload of payloads) expect(shown).toContainEqual({ title: payload.title, body: payload.body, tag: payload.tag, icon: `${origin}/icons/icon-192.png` });

  // What the worker shows, laid out as a phone's notification shade (text set as text, never markup;
  // the icon the worker named, fetched from the app, inlined into the blank page).
  const icon = await page.request.get(`${origin}/icons/icon-192.png`);
  expect(icon.headers()['content-type']).toBe('image/png');
  const iconSrc = `data:image/png;base64,${(await icon.body()).toString('base64')}`;
  const shade = await context.newPage();
  await shade.setViewportSize({ width: 390, height: 844 });
  await shade.setContent('<body style="margin:0;padding:12px;background:#1f2937;font:14px system-ui;color:#f9fafb"></body>');
  await shade.evaluate(
    ({ notifications, iconSrc }) => {
      for (const notification of notifications) {
        const card = document.createElement('div');
        card.style.cssText = 'display:flex;gap:10px;margin:0 0 8px;padding:10px;border-radius:14px;background:#374151';
        const icon = document.createElement('img');
        icon.src = iconSrc;
        icon.style.cssText = 'width:36px;height:36px;border-radius:8px';
        const text = document.createElement('div');
        const title = document.createElement('b');
        title.textContent = notification.title;
        const body = document.createElement('div');
        body.textContent = notification.body;
        body.style.cssText = 'color:#d1d5db;font-size:13px';
        text.append(title, body);
        card.append(icon, text);
        document.body.append(card);
      }
    },
    { notifications: shown, iconSrc },
  );
  await shade.screenshot({ path: 'screenshots/notice-kinds-pushes-vi-VN.png', fullPage: true });
  await receiver.close();
});
