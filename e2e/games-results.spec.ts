import { expect, test, type Page } from '@playwright/test';
import { loginPage, md5 } from './fixtures/api';
import { api, fill, newPlayer, shot, wallet, type Player } from './fixtures/games';
import { checkPhoneLayout } from './fixtures/layout';
import { openPhone } from './fixtures/phone';
import en from '../messages/en-US.json';
import ko from '../messages/ko-KR.json';

/**
 * The games screens: results that say what happened to the user's money,
 * Flash Bid's last seconds (urgent timer, outbid alert, bid history with times), and the games tab's
 * switch. Two phones: phone 1 in English, phone 2 in Korean; fresh players in games of their own.
 */

type BidInfo = { end_time: number; history?: Array<{ user_id: number; kinbo: string; time?: number }> };

/** Records navigator.vibrate calls (headless Chromium has the API but no motor to feel). */
async function recordVibrations(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __vibrations: unknown[] }).__vibrations = calls;
    Object.defineProperty(Navigator.prototype, 'vibrate', { configurable: true, value: (pattern: unknown) => (calls.push(pattern), true) });
  });
}
const vibrations = (page: Page) => page.evaluate(() => (window as unknown as { __vibrations: unknown[] }).__vibrations.length);
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();
const style = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const css = getComputedStyle(el);
    return { color: css.color, animation: css.animationName };
  });
const DANGER = 'rgb(255, 93, 108)';

test('Flash Deal results: the winner sees the voucher won and opens it in My NFT; the other sees the price back plus 3.00 USDT (3 %)', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const players = await Promise.all([0, 1].map(() => newPlayer(page.request, { usdt: '200', ticket: '1' })));
  const [alice, bob] = players as [Player, Player];
  const room = await api<{ id: number }>(page.request, alice.token, '/api/dev/games/openRoom', { price: '100', max_count: 2, open_count_down: 1, seconds: 900 });
  for (const p of players) await api(page.request, p.token, '/api/room/addRoom', { id: room.id, password: md5(p.payPassword) });

  await loginPage(page, alice.email, alice.password);
  const phone2 = await openPhone(browser, baseURL!, 'ko-KR');
  await loginPage(phone2, bob.email, bob.password);
  await page.goto(`/grouppurchasegames/room?roomId=${room.id}`);
  await phone2.goto(`/grouppurchasegames/room?roomId=${room.id}`);
  await expect(page.getByTestId('deal-result')).toBeVisible({ timeout: 20_000 });
  await expect(phone2.getByTestId('deal-result')).toBeVisible({ timeout: 5_000 });

  const { winner_user_id: winnerId } = await api<{ winner_user_id: number }>(page.request, alice.token, `/api/room/chatInfo?id=${room.id}`);
  const phones = [
    { page, t: en, player: alice, lang: 'en' },
    { page: phone2, t: ko, player: bob, lang: 'ko' },
  ];
  for (const { page: p, t, player, lang } of phones) {
    const result = p.getByTestId('deal-result');
    if (player.id === winnerId) {
      await expect(result).toHaveAttribute('data-outcome', 'won');
      await expect(result.getByRole('heading')).toHaveText(fill(t.games.dealWon, { price: '100' }));
      await expect(p.getByTestId('open-my-nft')).toHaveText(t.games.openMyNft);
    } else {
      await expect(result).toHaveAttribute('data-outcome', 'lost');
      await expect(result.getByRole('heading')).toHaveText(t.games.notThisTime);
      await expect(p.getByTestId('deal-reward')).toHaveText(fill(t.games.plusRewardAmount, { amount: '3.00', rate: '3' }));
      await expect(result).toContainText(fill(t.games.dealLostBody, { price: '100.00' }));
    }
    // The other member's row says the same, on both phones.
    await expect(p.getByTestId('row-reward')).toHaveText(fill(t.games.plusRewardAmount, { amount: '3.00', rate: '3' }));
    await shot(p, `games-room-result-${player.id === winnerId ? 'won' : 'lost'}-${lang}`);
  }
  await checkPhoneLayout(page, '/grouppurchasegames/room result');

  // The way to the voucher: My NFT. This test checks the way, not the list.
  const winner = players.find((p) => p.id === winnerId)!;
  const winnerPhone = phones.find((x) => x.player.id === winnerId)!.page;
  await winnerPhone.getByTestId('open-my-nft').click();
  await expect(winnerPhone).toHaveURL(/\/wallet\/my_nft_list$/);
  expect(await wallet(page.request, winner.token)).toMatchObject({ usdt: 100, nft: 1 });
  const loser = players.find((p) => p.id !== winnerId)!;
  expect(await wallet(page.request, loser.token)).toMatchObject({ usdt: 203, nft: 0 });
  await phone2.context().close();
});

test("Flash Bid last seconds: outbid toast and vibration on the other phone, bid history with times, urgent timer (pulse only with motion), then the winner's bid paid and the other's returned", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [alice, bob] = (await Promise.all([0, 1].map(() => newPlayer(page.request, { kinbo: '1000', ticket: '1' })))) as [Player, Player];
  const auction = await api<{ id: number }>(page.request, alice.token, '/api/dev/games/openAuction', { usdt: '20', seconds: 600 });
  for (const p of [alice, bob]) await api(page.request, p.token, '/api/bid/addBidRoom', { id: auction.id });
  const bid = (p: Player) => api(page.request, p.token, '/api/bid/bidding', { id: auction.id, password: md5(p.payPassword) });

  await recordVibrations(page);
  await loginPage(page, alice.email, alice.password);
  // Bob is in Seoul (UTC+9), this machine on UTC: his bid times are Seoul's.
  const phone2 = await openPhone(browser, baseURL!, 'ko-KR', 'Asia/Seoul');
  await recordVibrations(phone2);
  await loginPage(phone2, bob.email, bob.password);
  await page.goto(`/competitivegames/room?roomId=${auction.id}`);
  await phone2.goto(`/competitivegames/room?roomId=${auction.id}`);
  await expect(page.getByTestId('bid-countdown')).toHaveAttribute('data-urgent', 'false');

  // Alice leads; Bob's bid (made elsewhere) takes the lead: Alice's phone says so at its next reading.
  await bid(alice);
  await expect(page.getByTestId('bid-button')).toHaveText(en.games.youAreHighest, { timeout: 2_500 });
  await bid(bob);
  await expect(toast(page, fill(en.games.outbid, { amount: '20.00' }))).toBeVisible({ timeout: 2_500 });
  expect(await vibrations(page)).toBe(1);
  // And the other way round, on the Korean phone.
  await expect(phone2.getByTestId('bid-button')).toHaveText(ko.games.youAreHighest, { timeout: 2_500 });
  expect(await vibrations(phone2)).toBe(0);
  await bid(alice);
  await expect(toast(phone2, fill(ko.games.outbid, { amount: '30.00' }))).toBeVisible({ timeout: 2_500 });
  expect(await vibrations(phone2)).toBe(1);
  expect(await vibrations(page)).toBe(1);

  // The history: newest first, each bid with its bidder and its time to the second.
  const { history } = await api<BidInfo>(page.request, alice.token, `/api/bid/info?id=${auction.id}`);
  const entries = page.getByTestId('bid-history-entry');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(fill(en.games.kinbo, { amount: '30.00' }));
  await expect(entries.nth(2)).toContainText(fill(en.games.kinbo, { amount: '10.00' }));
  for (const [i, entry] of history!.entries()) {
    await expect(entries.nth(i).getByTestId('bid-time')).toHaveAttribute('datetime', new Date(entry.time! * 1000).toISOString());
    await expect(entries.nth(i).getByTestId('bid-time')).toHaveText(/^\d\d:\d\d:\d\d$/);
  }
  await expect(phone2.getByTestId('bid-history-entry')).toHaveCount(3);
  const seoul = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  for (const [i, entry] of history!.entries()) {
    await expect(phone2.getByTestId('bid-history-entry').nth(i).getByTestId('bid-time')).toHaveText(new RegExp(seoul.format(entry.time! * 1000)));
  }

  // The last 10 s: red and pulsing; on a phone that asks for reduced motion, red without the pulse.
  await phone2.emulateMedia({ reducedMotion: 'reduce' });
  await api(page.request, alice.token, '/api/dev/games/endIn', { kind: 'bid', id: auction.id, seconds: 9 });
  await expect(page.getByTestId('bid-countdown')).toHaveAttribute('data-urgent', 'true', { timeout: 2_500 });
  await expect(phone2.getByTestId('bid-countdown')).toHaveAttribute('data-urgent', 'true', { timeout: 2_500 });
  expect(await style(page, 'bid-countdown')).toEqual({ color: DANGER, animation: 'pulse' });
  expect(await style(phone2, 'bid-countdown')).toEqual({ color: DANGER, animation: 'none' });
  await shot(page, 'games-bid-last-seconds-en', false);
  await shot(phone2, 'games-bid-last-seconds-ko', false);

  // The clock ends it: Alice's 30 KinBo paid for the 20 USDT; Bob's 20 reads as returned, and was.
  await expect(page.getByTestId('bid-result')).toHaveAttribute('data-outcome', 'paid', { timeout: 20_000 });
  await expect(page.getByTestId('bid-result').getByRole('heading')).toHaveText(fill(en.games.bidWon, { usdt: '20.00' }));
  await expect(page.getByTestId('bid-result')).toContainText(fill(en.games.bidWonBody, { kinbo: '30.00' }));
  const winnerRow = page.locator(`[data-testid="member-row"][data-user-id="${alice.id}"]`);
  await expect(winnerRow.getByTestId('bid-outcome')).toHaveAttribute('data-outcome', 'paid');
  await expect(winnerRow.getByTestId('bid-outcome')).toContainText(`${en.games.winner}${fill(en.games.kinbo, { amount: '30.00' })}${en.games.bidPaid}`);
  const loserRow = page.locator(`[data-testid="member-row"][data-user-id="${bob.id}"]`);
  await expect(loserRow.getByTestId('bid-outcome')).toHaveText(`${fill(en.games.kinbo, { amount: '20.00' })}${en.games.bidReturned}`);

  await expect(phone2.getByTestId('bid-result')).toHaveAttribute('data-outcome', 'returned', { timeout: 5_000 });
  await expect(phone2.getByTestId('bid-result')).toContainText(fill(ko.games.bidReturnedBody, { kinbo: '20.00' }));
  await expect(phone2.locator(`[data-testid="member-row"][data-user-id="${bob.id}"]`).getByTestId('bid-outcome')).toHaveText(
    `${fill(ko.games.kinbo, { amount: '20.00' })}${ko.games.bidReturned}`,
  );
  expect(await wallet(page.request, alice.token)).toMatchObject({ kinbo: 970, usdt: 20 });
  expect(await wallet(page.request, bob.token)).toMatchObject({ kinbo: 1000, usdt: 0 });
  await shot(page, 'games-bid-result-en');
  await shot(phone2, 'games-bid-result-ko');
  // Toasts first: the shared Toaster's buttons fail axe's button-name while they fade in.
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await checkPhoneLayout(page, '/competitivegames/room result');
  await phone2.context().close();
});

test("without bid times (the spec's bid/info has no history) the auction shows its bidders and no history", async ({ page }) => {
  const player = await newPlayer(page.request, { kinbo: '100', ticket: '1' });
  const auction = await api<{ id: number }>(page.request, player.token, '/api/dev/games/openAuction', { usdt: '20', seconds: 600 });
  await api(page.request, player.token, '/api/bid/addBidRoom', { id: auction.id });
  await api(page.request, player.token, '/api/bid/bidding', { id: auction.id, password: md5(player.payPassword) });
  // The production API: no live stream (its frames carry the local API's history) and no history.
  await page.route('**/api/stream**', (route) => route.fulfill({ status: 404, json: { code: 10404, msg: 'Not found', data: null } }));
  await page.route('**/api/bid/info?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { history?: unknown } };
    if (body.data) delete body.data.history;
    await route.fulfill({ response, json: body });
  });
  await loginPage(page, player.email, player.password);
  await page.goto(`/competitivegames/room?roomId=${auction.id}`);
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await expect(page.getByTestId('bid-outcome')).toHaveAttribute('data-outcome', 'held');
  await expect(page.getByTestId('bid-button')).toHaveText(en.games.youAreHighest);
  await expect(page.getByTestId('bid-history')).toHaveCount(0);
});

test('the games tab switches between Flash Deal and Flash Bid; the address says which, survives a reload, and Back leaves the tab', async ({ page, browser, baseURL }) => {
  const player = await newPlayer(page.request, {});
  await loginPage(page, player.email, player.password);
  await page.goto('/');
  await page.getByTestId('tab-games').click();
  await expect(page).toHaveURL(/\/grouppurchasegames$/);
  await expect(page.getByTestId('games-switch-deal')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.screens.groupPurchase);

  await page.getByTestId('games-switch-bid').click();
  await expect(page).toHaveURL(/\/competitivegames$/);
  await expect(page.getByTestId('games-switch-bid')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('games-switch-deal')).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('tab-games')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.screens.bidding);
  await page.reload();
  await expect(page.getByTestId('games-switch-bid')).toHaveAttribute('aria-current', 'page');
  await shot(page, 'games-switch-bid-en', false);
  await checkPhoneLayout(page, '/competitivegames with the games switch');
  // Switching replaced the entry: Back goes to where the games tab was opened from.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/?$`));

  const phone2 = await openPhone(browser, baseURL!, 'ko-KR');
  await loginPage(phone2, player.email, player.password);
  await phone2.goto('/competitivegames');
  await phone2.getByTestId('games-switch-deal').click();
  await expect(phone2).toHaveURL(/\/grouppurchasegames$/);
  await expect(phone2.getByTestId('games-switch-deal')).toHaveText(ko.screens.groupPurchase);
  await expect(phone2.getByTestId('games-switch-bid')).toHaveText(ko.screens.bidding);
  await shot(phone2, 'games-switch-deal-ko', false);
  await phone2.context().close();
});
