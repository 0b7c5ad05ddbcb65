import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { credit, envelope, loginPage, loginToken, md5, registerUser, uniqueUser } from './fixtures/api';
import { openPhone } from './fixtures/phone';

/**
 * The inbox: a player on Home who is outbid hears it at once — the bell's count and a toast in their
 * own language, built by the app from the entry's kind and amounts — and the inbox lists the entry,
 * which opens the auction. Two players, English and Chinese, each outbid once by the other.
 */

type Player = { email: string; password: string; payPassword: string; token: string };

async function newPlayer(request: APIRequestContext): Promise<Player> {
  const user = await registerUser(request, uniqueUser('inbox'));
  const { Token } = await loginToken(request, user.email, user.password);
  await credit(request, Token, 'kinbo', '1000');
  await credit(request, Token, 'ticket', '2');
  return { ...user, token: Token };
}

async function bid(request: APIRequestContext, player: Player, auction: number) {
  const body = await envelope(request.post('/api/bid/bidding', { data: { id: auction, password: md5(player.payPassword) }, headers: { Token: player.token } }));
  expect(body.code, body.msg).toBe(0);
}

async function onHome(page: Page) {
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/stream') && r.status() === 200);
  await page.goto('/');
  await expect(page.getByTestId('notice-bell')).toBeVisible();
  await streamOpen;
}

test('outbid on Home: bell and toast in the player’s language, then the inbox opens the auction', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const [alice, bob] = await Promise.all([newPlayer(page.request), newPlayer(page.request)]);
  const auction = await envelope<{ id: number }>(page.request.post('/api/dev/games/openAuction', { data: { usdt: '20', seconds: 600 }, headers: { Token: alice.token } }));
  const id = auction.data.id;
  for (const p of [alice, bob]) expect((await envelope(page.request.post('/api/bid/addBidRoom', { data: { id }, headers: { Token: p.token } }))).code).toBe(0);

  await loginPage(page, alice.email, alice.password);
  const phone2 = await openPhone(browser, baseURL!, 'zh-CN');
  await loginPage(phone2, bob.email, bob.password);
  await onHome(page);
  await onHome(phone2);
  await expect(page.getByTestId('notice-count')).toBeHidden();

  // Alice bids, Bob outbids her while she is on Home.
  await bid(page.request, alice, id);
  await bid(page.request, bob, id);
  await expect(page.getByTestId('toast').filter({ hasText: 'You were outbid on' })).toContainText('the highest bid is now 20 KinBo');
  await expect(page.getByTestId('notice-count')).toHaveText('1');
  await page.screenshot({ path: 'screenshots/notifications-outbid-home-en.png', animations: 'disabled' });

  // And the other way round, in Chinese.
  await bid(page.request, alice, id);
  await expect(phone2.getByTestId('toast').filter({ hasText: '出价已被超越' })).toContainText('30 KinBo');
  await expect(phone2.getByTestId('notice-count')).toHaveText('1');
  await phone2.screenshot({ path: 'screenshots/notifications-outbid-home-zh.png', animations: 'disabled' });
  // The alert's "Open" leads to the auction it is about.
  await phone2.getByTestId('toast-link').filter({ hasText: '打开' }).click();
  await expect(phone2).toHaveURL(new RegExp(`/competitivegames/room\\?roomId=${id}`));

  // The inbox: unread, then opened: the entry leads to the auction and the count clears.
  await page.getByTestId('notice-bell').click();
  await expect(page).toHaveURL(/\/notifications/);
  const item = page.getByTestId('notice-item').first();
  await expect(item).toHaveAttribute('data-kind', 'outbid');
  await expect(item).toHaveAttribute('data-read', '0');
  await page.screenshot({ path: 'screenshots/notifications-inbox-en.png', animations: 'disabled' });
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/competitivegames/room\\?roomId=${id}`));
  await expect(page.getByTestId('notice-count')).toBeHidden();

  await phone2.getByTestId('notice-bell').click();
  await expect(phone2.getByTestId('notice-item')).toHaveCount(1);
  await phone2.getByTestId('notice-read-all').click();
  await expect(phone2.getByTestId('notice-item').first()).toHaveAttribute('data-read', '1');
  await expect(phone2.getByTestId('notice-count')).toBeHidden();
  await phone2.screenshot({ path: 'screenshots/notifications-inbox-zh.png', animations: 'disabled' });
  await phone2.context().close();
});
