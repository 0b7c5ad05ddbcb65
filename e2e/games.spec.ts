import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { envelope, loginPage, loginToken, md5 } from './fixtures/api';
import { checkPhoneLayout } from './fixtures/layout';
import { openPhone } from './fixtures/phone';
import en from '../messages/en-US.json';
import zh from '../messages/zh-CN.json';

/** The seeded players (server/README.md "Games"): password Demo123456, PIN 123456. */
const PLAYER = (n: number) => ({ email: `player${n}@kinbo.local`, password: 'Demo123456' });
const PIN = '123456';

type Card = { id: number; state: number; member_count: number; max_count: number; end_time: number; is_room: boolean | number; winner_user_id: number | null };

// The tests share the six seeded players (one waiting room each), so they run one after the other.
test.describe.configure({ mode: 'serial' });

async function rooms(request: APIRequestContext, token: string) {
  const body = await envelope<{ list: Card[] }>(request.get('/api/room/chatList', { params: { page: 1, limit: 50 }, headers: { Token: token } }));
  expect(body.code, body.msg).toBe(0);
  return body.data.list;
}

async function joinByApi(request: APIRequestContext, token: string, id: number) {
  return envelope(request.post('/api/room/addRoom', { data: { id, password: md5(PIN) }, headers: { Token: token } }));
}

async function joinWithPin(page: Page, pin = PIN) {
  await page.getByTestId('join-room').click();
  // The sixth digit submits; a Confirm tap could land after the dialog closed.
  await page.getByTestId('pin-input').fill(pin);
}

test('two players fill a small room, both see the drawing, the same winner, and Verify matches', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const tokens = await Promise.all([1, 2, 3, 4, 5, 6].map(async (n) => (await loginToken(page.request, PLAYER(n).email, PLAYER(n).password)).Token));

  // A waiting room with 2..6 free seats and the most time left; players 3..6 take all seats but two.
  const candidates = (await rooms(page.request, tokens[0]))
    .filter((r) => r.state === 0 && !r.is_room && r.max_count - r.member_count >= 2 && r.max_count - r.member_count <= 6)
    .sort((a, b) => b.end_time - a.end_time);
  expect(candidates.length, 'a waiting room to fill').toBeGreaterThan(0);
  const room = candidates[0];
  let left = room.max_count - room.member_count;
  for (const token of tokens.slice(2)) {
    if (left <= 2) break;
    if ((await joinByApi(page.request, token, room.id)).code === 0) left -= 1;
  }
  expect(left, 'seats left for the two phones').toBe(2);

  // Phone 1 in English, phone 2 in Chinese.
  await loginPage(page, PLAYER(1).email, PLAYER(1).password);
  const phone2 = await openPhone(browser, baseURL!, 'zh-CN');
  await loginPage(phone2, PLAYER(2).email, PLAYER(2).password);

  await page.goto(`/grouppurchasegames/room?roomId=${room.id}`);
  await phone2.goto(`/grouppurchasegames/room?roomId=${room.id}`);
  await expect(page.getByTestId('seats-left')).toHaveText(en.games.moreToStart.replace('{count}', '2'));
  await expect(phone2.getByTestId('seats-left')).toHaveText(zh.games.moreToStart.replace('{count}', '2'));

  await joinWithPin(page);
  await expect(page.getByTestId('joined-note')).toBeVisible();
  // Phone 2 sees the seat taken within the polling interval, without a reload.
  await expect(phone2.getByTestId('seats-left')).toHaveText(zh.games.moreToStart.replace('{count}', '1'));
  await page.screenshot({ path: 'screenshots/games-room-waiting-en.png', fullPage: true, animations: 'disabled' });

  await joinWithPin(phone2);
  await expect(phone2.getByTestId('drawing-overlay')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('drawing-overlay')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'screenshots/games-room-drawing-en.png', animations: 'disabled' });

  // Both phones show the same winner, first in the list, and it is the server's.
  const winnerRow = (p: Page) => p.getByTestId('member-row').filter({ has: p.getByTestId('winner') });
  await expect(winnerRow(page)).toBeVisible({ timeout: 45_000 });
  await expect(winnerRow(phone2)).toBeVisible({ timeout: 45_000 });
  const winner1 = await winnerRow(page).getAttribute('data-user-id');
  const winner2 = await winnerRow(phone2).getAttribute('data-user-id');
  expect(winner1).toBe(winner2);
  await expect(page.getByTestId('member-row').first()).toHaveAttribute('data-user-id', winner1!);
  const info = await envelope<{ winner_user_id: number; members: unknown[] }>(page.request.get('/api/room/chatInfo', { params: { id: room.id }, headers: { Token: tokens[0] } }));
  expect(String(info.data.winner_user_id)).toBe(winner1);
  // Everyone else is marked with the reward on top of the price: +N USDT (3 %).
  const rewards = page.getByTestId('member-row').getByTestId('row-reward');
  await expect(rewards).toHaveCount(info.data.members.length - 1);
  await expect(rewards.first()).toHaveText(/^\+[\d,]+\.\d\d USDT \(3 %\)$/);

  await page.getByRole('button', { name: en.games.verify }).click();
  await expect(page.getByTestId('verify-result')).toHaveText(en.games.verifyMatches);
  await phone2.getByRole('button', { name: zh.games.verify }).click();
  await expect(phone2.getByTestId('verify-result')).toHaveText(zh.games.verifyMatches);

  await checkPhoneLayout(page, '/grouppurchasegames/room finished');
  await page.screenshot({ path: 'screenshots/games-room-finished-en.png', fullPage: true, animations: 'disabled' });
  await phone2.screenshot({ path: 'screenshots/games-room-finished-zh.png', fullPage: true, animations: 'disabled' });
  await phone2.context().close();
});

test('a wrong PIN shows the server message and keeps the PIN dialog open', async ({ page }) => {
  const { Token } = await loginToken(page.request, PLAYER(5).email, PLAYER(5).password);
  const room = (await rooms(page.request, Token)).find((r) => r.state === 0 && !r.is_room && r.member_count < r.max_count);
  expect(room, 'a waiting room').toBeTruthy();
  await loginPage(page, PLAYER(5).email, PLAYER(5).password);
  await page.goto(`/grouppurchasegames/room?roomId=${room!.id}`);
  await joinWithPin(page, '000000');
  await expect(page.getByTestId('toast').filter({ hasText: 'Incorrect security password' }).first()).toBeVisible();
  await expect(page.getByTestId('pin-confirm')).toBeVisible();
  await expect(page.getByTestId('join-room')).toBeAttached();
});

test('one waiting room at a time: a second join is refused with the server message', async ({ page }) => {
  const { Token } = await loginToken(page.request, PLAYER(6).email, PLAYER(6).password);
  const waiting = (await rooms(page.request, Token)).filter((r) => r.state === 0 && r.member_count < r.max_count);
  // Player 6 waits in one room (with two seats free, so it does not start), then tries another.
  const first = waiting.find((r) => r.is_room) ?? waiting.find((r) => r.max_count - r.member_count >= 2);
  expect(first, 'a room to wait in').toBeTruthy();
  if (!first!.is_room) expect((await joinByApi(page.request, Token, first!.id)).code).toBe(0);
  const second = waiting.find((r) => r.id !== first!.id && !r.is_room);
  expect(second, 'another waiting room').toBeTruthy();

  await loginPage(page, PLAYER(6).email, PLAYER(6).password);
  await page.goto(`/grouppurchasegames/room?roomId=${second!.id}`);
  await joinWithPin(page);
  await expect(page.getByTestId('toast').filter({ hasText: 'You are already in a waiting room' }).first()).toBeVisible();
});

test('the room list shows cards with seats and countdowns, and a bad roomId is refused', async ({ page }) => {
  await loginPage(page, PLAYER(4).email, PLAYER(4).password);
  await page.goto('/grouppurchasegames');
  await expect(page.getByTestId('room-card').first()).toBeVisible();
  await expect(page.getByTestId('seats-left').first()).toContainText(/more to start/);
  await checkPhoneLayout(page, '/grouppurchasegames');
  await page.screenshot({ path: 'screenshots/games-list-en.png', fullPage: true, animations: 'disabled' });

  await page.goto('/grouppurchasegames/room?roomId=1%3Cscript%3E');
  await expect(page.getByText(en.games.roomNotFound)).toBeVisible();
});

test('Flash Bid: join with a confirmation, bid with the PIN, become the highest bidder', async ({ page }) => {
  await loginPage(page, PLAYER(4).email, PLAYER(4).password);
  await page.goto('/competitivegames');
  const open = page.getByTestId('bid-card').filter({ hasText: en.games.state.open }).last(); // the one with the most time left
  await expect(open).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/\/competitivegames\/room\?roomId=\d+/);
  await page.getByTestId('join-auction').click();
  await page.getByTestId('join-auction-confirm').click();
  await expect(page.getByTestId('bid-button')).toBeVisible();
  await page.getByTestId('bid-button').click();
  // The sixth digit submits; a Confirm tap could land after the dialog closed.
  await page.getByTestId('pin-input').fill(PIN);
  await expect(page.getByTestId('bid-button')).toHaveText(en.games.youAreHighest);
  await expect(page.getByTestId('highest-bid')).not.toHaveText(en.games.kinbo.replace('{amount}', '0.00'));
  // The success toasts go first: the shared Toaster's buttons fail axe's button-name while they fade in.
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await checkPhoneLayout(page, '/competitivegames/room');
  await page.screenshot({ path: 'screenshots/games-bid-en.png', fullPage: true, animations: 'disabled' });
});
