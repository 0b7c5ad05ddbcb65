import { expect, test, type Page } from '@playwright/test';
import { loginPage, md5, uniqueUser } from './fixtures/api';
import { registerByCodeThenLogin } from './fixtures/forms';
import { formatMessage } from './fixtures/messages';
import { api, enterPin, fill, info, newPlayer, shot, wallet } from './fixtures/games';
import { openPhone } from './fixtures/phone';
import en from '../messages/en-US.json';
import ko from '../messages/ko-KR.json';

/**
 * The games as two people play them, each test with fresh players in a room or auction of its own
 * (e2e/fixtures/games.ts). Phone 1 reads English, phone 2 Korean.
 */

test('a shared link to a real room, opened logged out, leads through register and login into that room', async ({ page }) => {
  const host = await newPlayer(page.request, {});
  const room = await api<{ id: number }>(page.request, host.token, '/api/dev/games/openRoom', { max_count: 5, seconds: 900 });
  const user = uniqueUser('guest');

  await page.goto(`/grouppurchasegames/room?roomId=${room.id}&invite=${host.invite}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByLabel('Invite code')).toHaveValue(host.invite);
  await registerByCodeThenLogin(page, user);

  await expect(page).toHaveURL(new RegExp(`/grouppurchasegames/room\\?roomId=${room.id}$`));
  await expect(page.getByTestId('room-name')).toHaveText('Flash Deal 100 USDT');
  await expect(page.getByTestId('join-room')).toHaveText(fill(en.games.join, { price: '100.00' }));
});

test('Flash Deal: two phones fill a room, see the drawing and the same winner; the winner gets the voucher, the other the price + 3 %, the inviter 1 % each', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const inviter = await newPlayer(page.request, {});
  const before = await info(page.request, inviter.token);
  const [alice, bob] = await Promise.all([0, 1].map(() => newPlayer(page.request, { usdt: '1000', ticket: '3' }, inviter.invite)));
  const room = await api<{ id: number }>(page.request, alice!.token, '/api/dev/games/openRoom', { price: '100', max_count: 2, open_count_down: 4, seconds: 900 });

  await loginPage(page, alice!.email, alice!.password);
  const phone2 = await openPhone(browser, baseURL!, 'ko-KR');
  await loginPage(phone2, bob!.email, bob!.password);
  await phone2.goto('/grouppurchasegames');
  await page.goto(`/grouppurchasegames/room?roomId=${room.id}`);
  const card = phone2.locator(`[data-testid="room-card"][data-room-id="${room.id}"]`);
  await expect(card.getByTestId('seats-left')).toHaveText(fill(ko.games.moreToStart, { count: 2 }));
  await shot(phone2, 'games-list-ko');

  // The invite sheet (no Web Share API in this browser): the link with alice's code, copy, and a QR code.
  await page.getByTestId('invite-friend').click();
  await expect(page.getByTestId('invite-link')).toHaveText(new RegExp(`/grouppurchasegames/room\\?roomId=${room.id}&invite=${alice!.invite}$`));
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await shot(page, 'games-invite-sheet-en', false);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('invite-sheet')).toBeHidden();

  // Alice joins on phone 1; phone 2's list shows the seat taken within 2 s (polling), without a reload.
  await page.getByTestId('join-room').click();
  await enterPin(page, alice!.payPassword);
  await expect(page.getByTestId('joined-note')).toBeVisible();
  const joinedAt = Date.now();
  await expect(card.getByTestId('seats-left')).toHaveText(fill(ko.games.moreToStart, { count: 1 }), { timeout: 2_500 });
  expect(Date.now() - joinedAt).toBeLessThan(2_500);
  await shot(page, 'games-room-waiting-en');

  await card.click();
  await expect(phone2).toHaveURL(new RegExp(`roomId=${room.id}$`));
  await shot(phone2, 'games-room-waiting-ko');
  await phone2.getByTestId('invite-friend').click();
  await expect(phone2.getByTestId('invite-link')).toHaveText(new RegExp(`roomId=${room.id}&invite=${bob!.invite}$`));
  await expect(phone2.getByTestId('qr-code')).toBeVisible();
  await shot(phone2, 'games-invite-sheet-ko', false);
  await phone2.keyboard.press('Escape');
  await expect(phone2.getByTestId('invite-sheet')).toBeHidden();
  await phone2.getByTestId('join-room').click();
  await enterPin(phone2, bob!.payPassword);

  await expect(phone2.getByTestId('drawing-overlay')).toBeVisible();
  await expect(page.getByTestId('drawing-overlay')).toBeVisible({ timeout: 2_500 });
  await shot(page, 'games-room-drawing-en', false);
  await shot(phone2, 'games-room-drawing-ko', false);

  const winnerRow = (p: Page) => p.getByTestId('member-row').filter({ has: p.getByTestId('winner') });
  await expect(winnerRow(page)).toBeVisible({ timeout: 20_000 });
  await expect(winnerRow(phone2)).toBeVisible({ timeout: 20_000 });
  const winnerId = Number(await winnerRow(page).getAttribute('data-user-id'));
  expect(await winnerRow(phone2).getAttribute('data-user-id')).toBe(String(winnerId));
  await expect(page.getByTestId('member-row').first()).toHaveAttribute('data-user-id', String(winnerId));
  await page.getByRole('button', { name: en.games.verify }).click();
  await expect(page.getByTestId('verify-result')).toHaveText(en.games.verifyMatches);
  await phone2.getByRole('button', { name: ko.games.verify }).click();
  await expect(phone2.getByTestId('verify-result')).toHaveText(ko.games.verifyMatches);
  await shot(page, 'games-room-finished-en');
  await shot(phone2, 'games-room-finished-ko');

  // Balances as the rules say: one Ticket each; the winner's 100 USDT bought one NFT voucher; the other
  // got the 100 back plus 3; the inviter 1 % of the price for each of them.
  const [winner, loser] = winnerId === alice!.id ? [alice!, bob!] : [bob!, alice!];
  // The one who did not win is offered the next room; the winner is not.
  const [winnerPage, loserPage, loserNext] = winnerId === alice!.id ? [page, phone2, ko.games.nextRoom] : [phone2, page, en.games.nextRoom];
  await expect(loserPage.getByTestId('next-game')).toHaveText(loserNext);
  await expect(loserPage.getByTestId('next-game')).toHaveAttribute('href', /^\/grouppurchasegames/);
  await expect(winnerPage.getByTestId('next-game')).toHaveCount(0);
  expect(await wallet(page.request, winner.token)).toMatchObject({ usdt: 900, ticket: 2, nft: 1 });
  expect(await wallet(page.request, loser.token)).toMatchObject({ usdt: 1003, ticket: 2, nft: 0 });
  expect((await wallet(page.request, inviter.token)).usdt - Number(before.usdt_amount)).toBe(2);
  // The 3 % and the team rewards are reward records in reports; the room records say who won.
  const rewards = await api<{ list: Array<{ type: string; amount: string; chat_id: number }> }>(page.request, loser.token, '/api/report/list?type=chat_not_winning_usdt&page=1&limit=20');
  expect(rewards.list).toContainEqual(expect.objectContaining({ type: 'chat_not_winning_usdt', chat_id: room.id }));
  const team = await api<{ list: Array<{ type: string; chat_id: number }> }>(
    page.request,
    inviter.token,
    '/api/report/list?type=chat_not_winning_usdt&category=chat_team_usdt&page=1&limit=20',
  );
  expect(team.list.filter((r) => r.type === 'chat_team_usdt' && r.chat_id === room.id)).toHaveLength(2);
  const won = await api<{ list: Array<{ is_winner: number; chat_id: number }> }>(page.request, winner.token, '/api/report/list?type=room&page=1&limit=20');
  expect(won.list).toContainEqual(expect.objectContaining({ is_winner: 1, chat_id: room.id }));
  await phone2.context().close();
});

test("the profile's invite link opens the same sheet: the link with the code, copy, and its QR code", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const player = await newPlayer(page.request, {});
  await loginPage(page, player.email, player.password);
  await page.goto('/profile');
  await page.getByTestId('profile-share-invite').click();
  const link = page.getByTestId('invite-link');
  await expect(link).toHaveText(new RegExp(`/grouppurchasegames/room\\?invite=${player.invite}$`));
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await page.getByTestId('invite-copy').click();
  await expect(page.getByTestId('toast').filter({ hasText: en.common.copySuccess }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.innerText());
  await shot(page, 'profile-invite-sheet-en', false);
});

test('a room that does not fill in time is disbanded: the notice, the way back, Ticket and price refunded', async ({ page }) => {
  const player = await newPlayer(page.request, { usdt: '300', ticket: '1' });
  const room = await api<{ id: number }>(page.request, player.token, '/api/dev/games/openRoom', { price: '300', max_count: 3, seconds: 900 });
  await api(page.request, player.token, '/api/room/addRoom', { id: room.id, password: md5(player.payPassword) });
  expect(await wallet(page.request, player.token)).toMatchObject({ usdt: 0, ticket: 0 });

  await loginPage(page, player.email, player.password);
  await page.goto(`/grouppurchasegames/room?roomId=${room.id}`);
  await expect(page.getByTestId('joined-note')).toBeVisible();
  await api(page.request, player.token, '/api/dev/games/endIn', { kind: 'room', id: room.id, seconds: 0 });
  await expect(page.getByText(en.games.disbandedTitle)).toBeVisible({ timeout: 5_000 });
  await shot(page, 'games-room-disbanded-en');
  await expect(page).toHaveURL(/\/grouppurchasegames$/, { timeout: 6_000 });
  expect(await wallet(page.request, player.token)).toMatchObject({ usdt: 300, ticket: 1 });
});

test('Flash Bid: two phones outbid each other live; a late bid extends the end; the winner pays and is paid, the other pays nothing', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const [alice, bob] = await Promise.all([0, 1].map(() => newPlayer(page.request, { kinbo: '1000', ticket: '2' })));
  const auction = await api<{ id: number }>(page.request, alice!.token, '/api/dev/games/openAuction', { usdt: '20', seconds: 600 });

  await loginPage(page, alice!.email, alice!.password);
  const phone2 = await openPhone(browser, baseURL!, 'ko-KR');
  await loginPage(phone2, bob!.email, bob!.password);
  await page.goto(`/competitivegames/room?roomId=${auction.id}`);
  await phone2.goto(`/competitivegames/room?roomId=${auction.id}`);
  for (const [p, t] of [
    [page, en],
    [phone2, ko],
  ] as const) {
    await p.getByTestId('join-auction').click();
    await p.getByTestId('join-auction-confirm').click();
    await expect(p.getByTestId('bid-button')).toHaveText(fill(t.games.bidNow, { amount: '10.00' }));
  }
  const bid = async (p: Page, pin: string) => {
    await p.getByTestId('bid-button').click();
    await enterPin(p, pin);
  };

  await bid(page, alice!.payPassword);
  await expect(page.getByTestId('bid-button')).toHaveText(en.games.youAreHighest);
  await expect(phone2.getByTestId('highest-bid')).toHaveText(fill(ko.games.kinbo, { amount: '10.00' }), { timeout: 2_500 });
  await bid(phone2, bob!.payPassword);
  await expect(phone2.getByTestId('bid-button')).toHaveText(ko.games.youAreHighest);
  await expect(page.getByTestId('highest-bid')).toHaveText(fill(en.games.kinbo, { amount: '20.00' }), { timeout: 2_500 });
  // Alice's 10 came back the moment she was outbid; Bob's 20 is held.
  expect((await wallet(page.request, alice!.token)).kinbo).toBe(1000);
  expect((await wallet(page.request, bob!.token)).kinbo).toBe(980);

  // Into the last 10 s: a bid now moves the end 10 s later, on both phones.
  await api(page.request, alice!.token, '/api/dev/games/endIn', { kind: 'bid', id: auction.id, seconds: 8 });
  const endBefore = (await api<{ end_time: number }>(page.request, alice!.token, `/api/bid/info?id=${auction.id}`)).end_time;
  // Alice's PIN is kept for this auction: one tap.
  await page.getByTestId('bid-button').click();
  await expect(page.getByTestId('extensions')).toHaveText(formatMessage('en-US', en.games.extended, { count: 1, seconds: 10 }));
  await expect(phone2.getByTestId('extensions')).toHaveText(formatMessage('ko-KR', ko.games.extended, { count: 1, seconds: 10 }), {
    timeout: 2_500,
  });
  const endAfter = (await api<{ end_time: number }>(page.request, alice!.token, `/api/bid/info?id=${auction.id}`)).end_time;
  expect(endAfter - endBefore).toBe(10);
  await shot(page, 'games-bid-extended-en');
  await shot(phone2, 'games-bid-extended-ko');

  // The clock ends it: alice (30 KinBo) wins the 20 USDT; bob pays nothing.
  await expect(page.getByTestId('member-row').first()).toContainText(en.games.winner, { timeout: 30_000 });
  await expect(phone2.getByTestId('member-row').first()).toContainText(ko.games.winner, { timeout: 5_000 });
  await expect(page.getByTestId('member-row').first()).toHaveAttribute('data-user-id', String(alice!.id));
  expect(await wallet(page.request, alice!.token)).toMatchObject({ kinbo: 970, usdt: 20, ticket: 1 });
  expect(await wallet(page.request, bob!.token)).toMatchObject({ kinbo: 1000, usdt: 0, ticket: 1 });
  await shot(page, 'games-bid-finished-en');
  await shot(phone2, 'games-bid-finished-ko');
  await phone2.context().close();
});

test("a phone whose clock is 5 minutes fast shows the server's seconds", async ({ page, browser, baseURL }) => {
  const player = await newPlayer(page.request, {});
  const room = await api<{ id: number }>(page.request, player.token, '/api/dev/games/openRoom', { seconds: 900 });
  const { end_time } = await api<{ end_time: number }>(page.request, player.token, `/api/room/chatInfo?id=${room.id}`);

  const skewed = await openPhone(browser, baseURL!, 'ko-KR');
  await skewed.clock.install({ time: Date.now() + 5 * 60_000 });
  await loginPage(skewed, player.email, player.password);
  await skewed.goto(`/grouppurchasegames/room?roomId=${room.id}`);
  expect((await skewed.evaluate(() => Date.now())) - Date.now()).toBeGreaterThan(4 * 60_000);

  const read = async () => {
    const [m, s] = (await skewed.getByTestId('room-countdown').innerText()).split(':').map(Number);
    return { shown: m! * 60 + s!, server: end_time - Date.now() / 1000 };
  };
  await expect(skewed.getByTestId('room-countdown')).toHaveText(/^\d+:\d\d$/);
  // The phone's own clock would show 5 minutes less; the countdown follows the server's time.
  await expect
    .poll(async () => {
      const { shown, server } = await read();
      return Math.abs(shown - server);
    })
    .toBeLessThan(2);
  await shot(skewed, 'games-room-clock-ko');
  await skewed.context().close();
});
