import { expect, test } from '@playwright/test';
import { loginPage } from './fixtures/api';
import { api, enterPin, fill, newPlayer, shot } from './fixtures/games';
import { openPhone } from './fixtures/phone';
import en from '../messages/en-US.json';
import zh from '../messages/zh-CN.json';
import fil from '../messages/fil.json';

/**
 * Flash Bid's auto-bid on two phones: phone 1 (English) sets a maximum with the PIN, phone 2 (Chinese)
 * bids by hand; the server answers each manual bid for phone 1 a few seconds later, and stops at the
 * maximum, which phone 1 is told. Nothing above the maximum is ever bid.
 */

const roomUrl = (id: number) => `/competitivegames/room?roomId=${id}`;
type Bid = { user_id: number; kinbo: string };

test('an auto-bid answers manual bids at a person’s pace and stops at its maximum', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const [alice, bob] = await Promise.all([0, 1].map(() => newPlayer(page.request, { kinbo: '1000', ticket: '2' })));
  const auction = await api<{ id: number }>(page.request, alice!.token, '/api/dev/games/openAuction', { usdt: '20', seconds: 600 });

  await loginPage(page, alice!.email, alice!.password);
  const phone2 = await openPhone(browser, baseURL!, 'zh-CN');
  await loginPage(phone2, bob!.email, bob!.password);
  await page.goto(roomUrl(auction.id));
  await phone2.goto(roomUrl(auction.id));
  for (const p of [page, phone2]) {
    await p.getByTestId('join-auction').click();
    await p.getByTestId('join-auction-confirm').click();
  }

  // The sheet checks the maximum before the PIN, with the exact message.
  await page.getByTestId('auto-bid-open').click();
  const max = page.getByTestId('auto-bid-max');
  await max.fill('5');
  await page.getByTestId('auto-bid-confirm').click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(fill(en.games.autoBid.maxBelowNext, { amount: '10.00' }));
  await max.fill('abc');
  await page.getByTestId('auto-bid-confirm').click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(en.games.autoBid.maxInvalid);
  await shot(page, 'games-autobid-sheet-error-en', false);
  await max.fill('40');
  await page.getByTestId('auto-bid-confirm').click();
  await enterPin(page, alice!.payPassword);
  await expect(page.getByTestId('auto-bid-on')).toHaveText(fill(en.games.autoBid.on, { amount: '40.00' }));
  for (const id of ['auto-bid-change', 'auto-bid-cancel']) expect((await page.getByTestId(id).boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // Alice is not the highest: the server bids 10 for her at once; Bob bids 20 by hand, the auto-bid answers 30.
  await expect(phone2.getByTestId('bid-button')).toHaveText(fill(zh.games.bidNow, { amount: '20.00' }), { timeout: 10_000 });
  await expect(page.getByTestId('bid-button')).toHaveText(en.games.youAreHighest);
  await shot(page, 'games-autobid-on-en');
  await phone2.getByTestId('bid-button').click();
  await enterPin(phone2, bob!.payPassword);
  const bobBidAt = Date.now();
  await expect(phone2.getByTestId('bid-button')).toHaveText(fill(zh.games.bidNow, { amount: '40.00' }), { timeout: 15_000 });
  // At a person's pace: not at once.
  expect(Date.now() - bobBidAt).toBeGreaterThanOrEqual(2_000);
  await shot(phone2, 'games-autobid-answered-zh');

  // Bob bids 40 (one tap): the next would be 50, above Alice's 40: it stops, and Alice's screen says why.
  await phone2.getByTestId('bid-button').click();
  await expect(phone2.getByTestId('bid-button')).toHaveText(zh.games.youAreHighest);
  const stopped = page.getByTestId('auto-bid-stopped');
  await expect(stopped).toHaveText(fill(en.games.autoBid.stopped.max, { amount: '40.00' }), { timeout: 10_000 });
  await expect(stopped).toHaveAttribute('data-reason', 'max');
  await expect(page.getByTestId('bid-button')).toHaveText(fill(en.games.bidNow, { amount: '50.00' }));
  await shot(page, 'games-autobid-stopped-en');
  await page.waitForTimeout(5_000);
  const room = await api<{ kinbo: string; highest_user_id: number; history: Bid[] }>(page.request, alice!.token, `/api/bid/info?id=${auction.id}`);
  expect(room.kinbo).toBe('40');
  expect(room.highest_user_id).toBe(bob!.id);
  expect(room.history.map((b) => [b.user_id, b.kinbo])).toEqual([
    [bob!.id, '40'],
    [alice!.id, '30'],
    [bob!.id, '20'],
    [alice!.id, '10'],
  ]);
  expect((await api<{ kinbo: string }>(page.request, alice!.token, '/api/user/info')).kinbo).toBe('1000');

  // The same sheet in Chinese, on Bob's phone: its check and its words.
  await phone2.getByTestId('auto-bid-open').click();
  await phone2.getByTestId('auto-bid-max').fill('45');
  await phone2.getByTestId('auto-bid-confirm').click();
  await expect(phone2.getByRole('dialog').getByRole('alert')).toHaveText(fill(zh.games.autoBid.maxBelowNext, { amount: '50.00' }));
  await shot(phone2, 'games-autobid-sheet-zh', false);
  await phone2.context().close();

  // Alice again at 320 px in Filipino: on again up to 60, the line and its buttons fit; Cancel stops it.
  const small = await openPhone(browser, baseURL!, 'fil');
  await small.setViewportSize({ width: 320, height: 640 });
  await loginPage(small, alice!.email, alice!.password);
  await small.goto(roomUrl(auction.id));
  await expect(small.getByTestId('auto-bid-stopped')).toHaveText(fill(fil.games.autoBid.stopped.max, { amount: '40.00' }));
  await small.getByTestId('auto-bid-open').click();
  await small.getByTestId('auto-bid-max').fill('60');
  await small.getByTestId('auto-bid-confirm').click();
  await enterPin(small, alice!.payPassword);
  await expect(small.getByTestId('auto-bid-on')).toHaveText(fill(fil.games.autoBid.on, { amount: '60.00' }));
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const id of ['auto-bid-on', 'auto-bid-change', 'auto-bid-cancel']) {
    const box = (await small.getByTestId(id).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  await shot(small, 'games-autobid-on-fil-320', false);
  await small.getByTestId('auto-bid-cancel').click();
  await expect(small.getByTestId('auto-bid-stopped')).toHaveText(fil.games.autoBid.stopped.cancelled);
  await small.context().close();
});
