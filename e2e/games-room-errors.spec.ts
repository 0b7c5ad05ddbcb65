import { expect, test, type Page } from '@playwright/test';
import { envelope, loginPage, registerUser, uniqueUser } from './fixtures/api';
import { screenSettled } from './fixtures/layout';
import en from '../messages/en-US.json';
import vi from '../messages/vi-VN.json';

/**
 * A room screen says "This room does not exist" only when the server says so. When the server cannot
 * be reached the room may well exist: the screen offers to try again, and a room already on screen
 * stays there when one poll fails (a journey never strands a user on a false "not found").
 */

const ROOM_INFO = '**/api/room/chatInfo**';

async function firstDealRoom(page: Page, token: string) {
  const body = await envelope<{ list: Array<{ id: number }> }>(page.request.get('/api/room/chatList', { params: { page: 1, limit: 20 }, headers: { Token: token } }));
  expect(body.code, body.msg).toBe(0);
  expect(body.data.list.length, 'the demo seed has Flash Deal rooms').toBeGreaterThan(0);
  return body.data.list[0].id;
}

for (const [locale, m] of [
  ['en-US', en],
  ['vi-VN', vi],
] as const) {
  test(`offline on a room link: "try again", not "does not exist", and the room after the retry (${locale})`, async ({ page }) => {
    const user = await registerUser(page.request, uniqueUser('roomerr'));
    await page.addInitScript((language) => localStorage.setItem('language', language), locale);
    const { Token } = await loginPage(page, user.email, user.password);
    const roomId = await firstDealRoom(page, Token);
    // No live stream, as on the production API (the stream's snapshot would show the room by itself).
    await page.context().route('**/api/stream**', (route) => route.abort('connectionrefused'));
    await page.route(ROOM_INFO, (route) => route.abort('internetdisconnected'));
    await page.goto(`/grouppurchasegames/room?roomId=${roomId}`);
    await expect(page.getByTestId('error-state')).toBeVisible();
    await expect(page.getByTestId('error-retry')).toHaveText(m.common.tryAgain);
    await expect(page.getByTestId('room-not-found-back')).toHaveCount(0);
    await screenSettled(page);
    await page.screenshot({ path: `screenshots/i24-room-unreachable-${locale}.png` });

    await page.unroute(ROOM_INFO);
    await page.getByTestId('error-retry').click();
    await expect(page.getByTestId('room-name')).toBeVisible();
    await expect(page.getByTestId('error-state')).toHaveCount(0);
  });
}

test('a room on screen stays when a poll fails; a room the server refuses reads "does not exist"', async ({ page }) => {
  const user = await registerUser(page.request, uniqueUser('roompoll'));
  const { Token } = await loginPage(page, user.email, user.password);
  const roomId = await firstDealRoom(page, Token);
  // No live stream, as on the production API: the room polls every 2 s while visible.
  await page.context().route('**/api/stream**', (route) => route.abort('connectionrefused'));
  await page.goto(`/grouppurchasegames/room?roomId=${roomId}`);
  await expect(page.getByTestId('room-name')).toBeVisible();

  await page.route(ROOM_INFO, (route) => route.abort('internetdisconnected'));
  // Two failed polls: the first has settled into the query (in error) before the second is sent,
  // and the polling goes on, so the room comes back with the network.
  const failedPoll = () => page.waitForEvent('requestfailed', { predicate: (request) => request.url().includes('/api/room/chatInfo') });
  await failedPoll();
  await failedPoll();
  await expect(page.getByTestId('room-name')).toBeVisible();
  await expect(page.getByTestId('room-not-found-back')).toHaveCount(0);

  await page.unroute(ROOM_INFO);
  await page.waitForResponse((response) => response.url().includes('/api/room/chatInfo') && response.ok());
  await expect(page.getByTestId('room-name')).toBeVisible();

  await page.goto('/grouppurchasegames/room?roomId=999999');
  await expect(page.getByTestId('room-not-found-back')).toHaveText(en.games.backToRooms);
  await expect(page.getByTestId('error-state')).toHaveCount(0);
});
