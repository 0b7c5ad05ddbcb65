import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { envelope, loginPage, loginToken, md5, registerUser, uniqueUser } from './fixtures/api';
import { openPhone } from './fixtures/phone';
import en from '../messages/en-US.json';
import ko from '../messages/ko-KR.json';

/**
 * One money-action path. What the app already knows (balance, tickets, one game at a
 * time, own e-mail) is refused before the PIN, in place, with the way out; a wrong PIN keeps the sheet
 * with the tries left; any other refusal after the PIN closes the sheet and shows the server's message
 * where the action was. Fresh players funded through the LOCAL_MODE dev ledger, rooms of their own.
 */

type Player = { email: string; password: string; payPassword: string; token: string };

async function api<T>(request: APIRequestContext, token: string, url: string, data?: unknown) {
  const body = await envelope<T>(data === undefined ? request.get(url, { headers: { Token: token } }) : request.post(url, { data, headers: { Token: token } }));
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

async function newPlayer(request: APIRequestContext, funds: { usdt?: string; ticket?: string }): Promise<Player> {
  const user = await registerUser(request, uniqueUser('money'));
  const { Token } = await loginToken(request, user.email, user.password);
  for (const [asset, amount] of Object.entries(funds)) await api(request, Token, '/api/dev/ledger/credit', { asset, amount });
  return { ...user, token: Token };
}

const openRoom = (request: APIRequestContext, token: string) => api<{ id: number }>(request, token, '/api/dev/games/openRoom', { price: '100', max_count: 5, seconds: 900 });

const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, animations: 'disabled' });

test('buying tickets without the USDT: the reason and "Deposit USDT" in place, the PIN never opens (English and Korean)', async ({ page, browser, baseURL }) => {
  const player = await newPlayer(page.request, {});
  await loginPage(page, player.email, player.password);
  await page.goto('/wallet/purchase_ticket');
  await expect(page.getByTestId('ticket-balances')).toBeVisible();
  const pack = page.getByTestId('ticket-package').first();
  await pack.getByRole('button', { name: en.tickets.buy }).click();

  const refusal = page.getByTestId('action-refusal');
  await expect(refusal).toContainText(/Not enough USDT: this needs [\d.,]+ USDT and you have 0\.00 USDT/);
  const way = refusal.getByTestId('refusal-way');
  await expect(way).toHaveText(en.refusal.depositUsdt);
  // The deposit leads back to the tickets.
  await expect(way).toHaveAttribute('href', /\/wallet\/deposit\?type=0&returnTo=%2Fwallet%2Fpurchase_ticket$/);
  await expect(page.getByTestId('pin-input')).toHaveCount(0);
  await shot(page, 'refusal-tickets-en');
  await way.click();
  await expect(page).toHaveURL(/\/wallet\/deposit\?type=0&returnTo=%2Fwallet%2Fpurchase_ticket$/);

  const phone = await openPhone(browser, baseURL!, 'ko-KR');
  await loginPage(phone, player.email, player.password);
  await phone.goto('/wallet/purchase_ticket');
  await expect(phone.getByTestId('ticket-balances')).toBeVisible();
  await phone.getByTestId('ticket-package').first().getByRole('button', { name: ko.tickets.buy }).click();
  await expect(phone.getByTestId('refusal-way')).toHaveText(ko.refusal.depositUsdt);
  await expect(phone.getByTestId('action-refusal')).toContainText('USDT가 부족합니다');
  await expect(phone.getByTestId('pin-input')).toHaveCount(0);
  await shot(phone, 'refusal-tickets-ko');
  await phone.context().close();
});

test("tickets to one's own e-mail are refused before the PIN", async ({ page }) => {
  const player = await newPlayer(page.request, { ticket: '2' });
  await loginPage(page, player.email, player.password);
  await page.goto('/wallet/transfer');
  await page.getByLabel(en.tickets.email).fill(player.email.toUpperCase());
  await page.getByLabel(en.tickets.quantity).fill('1');
  await page.getByRole('button', { name: en.tickets.send, exact: true }).click();
  await expect(page.getByTestId('action-refusal')).toHaveText(en.refusal.ownEmail);
  await expect(page.getByTestId('pin-input')).toHaveCount(0);
  expect((await api<{ ticket: number }>(page.request, player.token, '/api/user/info')).ticket).toBe(2);
});

test('joining a room while waiting in another: "Go to your room" before the PIN', async ({ page, browser, baseURL }) => {
  const player = await newPlayer(page.request, { usdt: '1000', ticket: '3' });
  const mine = await openRoom(page.request, player.token);
  const other = await openRoom(page.request, player.token);
  await api(page.request, player.token, '/api/room/addRoom', { id: mine.id, password: md5(player.payPassword) });

  // The list the app polled says which room the player waits in; the room is opened from it.
  await loginPage(page, player.email, player.password);
  await page.goto('/grouppurchasegames');
  await page.locator(`[data-testid="room-card"][data-room-id="${other.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`roomId=${other.id}$`));
  await page.getByTestId('join-room').click();
  const refusal = page.getByTestId('action-refusal');
  await expect(refusal).toContainText(en.refusal.inAnotherRoom);
  await expect(page.getByTestId('pin-input')).toHaveCount(0);
  await shot(page, 'refusal-room-en');
  await refusal.getByRole('link', { name: en.refusal.goToRoom }).click();
  await expect(page).toHaveURL(new RegExp(`roomId=${mine.id}$`));
  await expect(page.getByTestId('joined-note')).toBeVisible();

  // Korean, same refusal and way out.
  const phone = await openPhone(browser, baseURL!, 'ko-KR');
  await loginPage(phone, player.email, player.password);
  await phone.goto('/grouppurchasegames');
  await phone.locator(`[data-testid="room-card"][data-room-id="${other.id}"]`).click();
  await phone.getByTestId('join-room').click();
  await expect(phone.getByTestId('action-refusal')).toContainText(ko.refusal.inAnotherRoom);
  await expect(phone.getByTestId('refusal-way')).toHaveText(ko.refusal.goToRoom);
  await shot(phone, 'refusal-room-ko');
  await phone.context().close();
});

test('a wrong PIN keeps the sheet with the tries left; the right one, typed to its sixth digit, joins', async ({ page }) => {
  const player = await newPlayer(page.request, { usdt: '1000', ticket: '3' });
  const room = await openRoom(page.request, player.token);
  await loginPage(page, player.email, player.password);
  await page.goto(`/grouppurchasegames/room?roomId=${room.id}`);
  await page.getByTestId('join-room').click();
  // No Confirm tap: the sixth digit submits.
  await page.getByTestId('pin-input').fill('000000');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Incorrect security password. 4 attempts left before the lock');
  await expect(page.getByTestId('pin-input')).toBeVisible();
  await expect(page.getByTestId('pin-input')).toHaveValue('');
  await shot(page, 'pin-tries-left-en');
  await page.getByTestId('pin-input').fill(player.payPassword);
  await expect(page.getByTestId('joined-note')).toBeVisible();
  await expect(page.getByTestId('pin-input')).toHaveCount(0);
});

test('a refusal the app could not know closes the sheet after the PIN and shows the server message in place', async ({ page }) => {
  const player = await newPlayer(page.request, { usdt: '1000', ticket: '3' });
  const mine = await openRoom(page.request, player.token);
  const other = await openRoom(page.request, player.token);
  await api(page.request, player.token, '/api/room/addRoom', { id: mine.id, password: md5(player.payPassword) });

  // Opened straight from a link: the app holds no list, so only the server knows of the other room.
  await loginPage(page, player.email, player.password);
  await page.goto(`/grouppurchasegames/room?roomId=${other.id}`);
  await page.getByTestId('join-room').click();
  await page.getByTestId('pin-input').fill(player.payPassword);
  await expect(page.getByTestId('pin-input')).toHaveCount(0);
  await expect(page.getByTestId('action-refusal')).toHaveText('You are already in a waiting room; join another once it starts or is disbanded');
  await expect(page.getByTestId('join-room')).toBeVisible();
});
