import { expect, test, type Page } from '@playwright/test';
import { md5, mailboxCode, uniqueUser } from './fixtures/api';
import { api, newPlayer, shot, type Player } from './fixtures/games';
import { checkPhoneLayout, sidewaysOverflow } from './fixtures/layout';
import { formatMessage } from './fixtures/messages';
import { PHONE } from './fixtures/phone';
import en from '../messages/en-US.json';
import vi from '../messages/vi-VN.json';

/**
 * "Invited, then in": a friend's room link opened logged out lands on /login showing the room itself
 * (from the public room/preview read), Join leads to register with the invite filled, registering
 * returns to /login with the e-mail filled and the room still pending, and one login opens the room.
 */

type Messages = typeof en;
const PREVIEW = '**/api/room/preview?**';

/** A waiting room of 5 seats that the host has joined (one avatar, four seats left). */
async function hostedRoom(page: Page): Promise<{ host: Player; roomId: number }> {
  const host = await newPlayer(page.request, { usdt: '1000', ticket: '3' });
  const room = await api<{ id: number }>(page.request, host.token, '/api/dev/games/openRoom', { max_count: 5, seconds: 900 });
  await api(page.request, host.token, '/api/room/addRoom', { id: room.id, password: md5(host.payPassword) });
  return { host, roomId: room.id };
}

/** The register form in the page's language, the invite left as it was filled in. */
async function register(page: Page, m: Messages, user: ReturnType<typeof uniqueUser>) {
  await page.getByLabel(m.auth.email, { exact: true }).fill(user.email);
  await page.getByRole('button', { name: m.auth.send }).click();
  await page.getByLabel(m.auth.code).fill(await mailboxCode(page.request, user.email));
  await page.getByLabel(m.auth.nickname).fill(user.nickname);
  await page.getByLabel(m.auth.password, { exact: true }).fill(user.password);
  await page.getByLabel(m.auth.confirmPassword).fill(user.password);
  await page.getByLabel(m.auth.payPassword).fill(user.payPassword);
  await page.getByRole('button', { name: m.auth.submitRegister }).click();
}

const LOCALES = [
  { locale: 'en-US', m: en, narrow: false },
  { locale: 'vi-VN', m: vi, narrow: true },
] as const;

for (const { locale, m, narrow } of LOCALES) {
  test(`a logged-out room link shows the room on login; Join, register, one login and the invitee is in (${locale})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL, locale });
    const page = await context.newPage();
    await page.addInitScript((lang) => localStorage.setItem('language', lang), locale);
    const { host, roomId } = await hostedRoom(page);

    await page.goto(`/grouppurchasegames/room?roomId=${roomId}&invite=${host.invite}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: m.auth.loginTitle })).toBeVisible();
    const card = page.getByTestId('room-preview');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('preview-name')).toHaveText('Flash Deal 100 USDT');
    await expect(card).toContainText(formatMessage(locale, m.auth.roomPreview.price, { amount: '100.00' }));
    await expect(card.getByTestId('seats-left')).toHaveText(formatMessage(locale, m.auth.roomPreview.seatsLeft, { count: 4 }));
    await expect(card.getByTestId('preview-seats')).toHaveText('1/5');
    await expect(card.getByRole('img', { name: formatMessage(locale, m.common.membersCount, { count: 1 }) })).toBeVisible();
    await expect(card.getByTestId('preview-countdown')).toHaveText(/^1[45]:\d\d$/);
    // The public read carries no e-mail: neither the card nor the answer has the host's.
    const answer = await page.request.get(`/api/room/preview?id=${roomId}`);
    expect(await answer.text()).not.toContain(host.email.split('@')[0]);
    await expect(card).not.toContainText('@');
    await checkPhoneLayout(page, `login room preview (${locale})`);
    await shot(page, `invite-login-room-${locale}`);
    if (narrow) {
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await sidewaysOverflow(page), 'login with the room at 320 px scrolls sideways').toBeLessThanOrEqual(0);
      await shot(page, `invite-login-room-320-${locale}`);
      await page.setViewportSize(PHONE.viewport!);
    }

    await card.getByTestId('preview-join').click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel(m.auth.invite, { exact: true })).toHaveValue(host.invite);
    const user = uniqueUser('invitee');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/user/register'));
    await register(page, m, user);
    // The invitee registers under the host's code: the host is recorded as the inviter.
    expect((await sent).postDataJSON()).toMatchObject({ email: user.email, invite: host.invite });

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(m.auth.email, { exact: true })).toHaveValue(user.email);
    // Still pending; with the account made, the card says to log in rather than Join (to registering).
    await expect(page.getByTestId('preview-login-to-join')).toHaveText(m.auth.roomPreview.loginToJoin);
    await expect(page.getByTestId('preview-join')).toHaveCount(0);
    await shot(page, `invite-login-after-register-${locale}`);
    await page.getByLabel(m.auth.password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: m.auth.login }).click();

    await expect(page).toHaveURL(new RegExp(`/grouppurchasegames/room\\?roomId=${roomId}$`));
    await expect(page.getByTestId('room-name')).toHaveText('Flash Deal 100 USDT');
    await shot(page, `invite-in-the-room-${locale}`);
    await context.close();
  });
}

test('against an API without the preview the login screen names the room as before', async ({ page }) => {
  const { host, roomId } = await hostedRoom(page);
  await page.route(PREVIEW, (route) => route.fulfill({ status: 404, json: { code: 10404, msg: 'Not found', data: null } }));
  const asked = page.waitForRequest((request) => request.url().includes('/api/room/preview?'));
  await page.goto(`/grouppurchasegames/room?roomId=${roomId}&invite=${host.invite}`);
  await expect(page).toHaveURL(/\/login$/);
  await asked;
  await expect(page.getByTestId('invitation')).toHaveText(`Invited to Flash Deal room #${roomId} · code ${host.invite}`);
  await expect(page.getByTestId('room-preview')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await shot(page, 'invite-login-no-preview-en-US');
});

test('a full room and an ended room say so instead of offering Join', async ({ page }) => {
  const { host, roomId } = await hostedRoom(page);
  let state = 1;
  await page.route(PREVIEW, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, state, member_count: 5 } } });
  });
  await page.goto(`/grouppurchasegames/room?roomId=${roomId}&invite=${host.invite}`);
  await expect(page.getByTestId('preview-closed')).toHaveText(en.auth.roomPreview.full);
  await expect(page.getByTestId('preview-join')).toHaveCount(0);
  await expect(page.getByTestId('preview-seats')).toHaveText('5/5');
  await shot(page, 'invite-login-room-full-en-US');

  state = 2;
  await page.reload();
  await expect(page.getByTestId('preview-closed')).toHaveText(en.auth.roomPreview.ended);
  await expect(page.getByTestId('preview-join')).toHaveCount(0);
  await shot(page, 'invite-login-room-ended-en-US');
});
