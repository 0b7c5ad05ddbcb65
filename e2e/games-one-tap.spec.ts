import { expect, test, type Page } from '@playwright/test';
import { loginPage, md5 } from './fixtures/api';
import { api, enterPin, fill, newPlayer, shot } from './fixtures/games';
import { openPhone } from './fixtures/phone';
import en from '../messages/en-US.json';
import vi from '../messages/vi-VN.json';

/**
 * Flash Bid as DealDash players expect it, phone 1 in English, phone 2 in Vietnamese: the PIN once per
 * auction, the balance beside the button, a moved price asked again (never taken silently), and the
 * next auction once it is over.
 */

const roomUrl = (id: number) => `/competitivegames/room?roomId=${id}`;

test('bids take one tap after the first; a moved price is asked again; the loser gets the next auction', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const [alice, bob, carol] = await Promise.all([0, 1, 2].map(() => newPlayer(page.request, { kinbo: '1000', ticket: '2' })));
  const auction = await api<{ id: number }>(page.request, alice!.token, '/api/dev/games/openAuction', { usdt: '20', seconds: 600 });
  const next = await api<{ id: number }>(page.request, alice!.token, '/api/dev/games/openAuction', { usdt: '30', seconds: 900 });

  await loginPage(page, alice!.email, alice!.password);
  const phone2 = await openPhone(browser, baseURL!, 'vi-VN');
  await loginPage(phone2, bob!.email, bob!.password);
  // Phone 2 polls (an API without the live stream), so its readings can be held back below.
  await phone2.route('**/api/stream**', (route) => route.fulfill({ status: 404, json: { code: 10404, msg: 'Not found', data: null } }));
  await page.goto(roomUrl(auction.id));
  await phone2.goto(roomUrl(auction.id));
  for (const p of [page, phone2]) {
    await p.getByTestId('join-auction').click();
    await p.getByTestId('join-auction-confirm').click();
  }
  // The balance beside the button: what is free to bid and what the bid holds.
  await expect(page.getByTestId('kinbo-available')).toHaveText(fill(en.games.kinboAvailable, { amount: '1,000.00' }));
  await expect(page.getByTestId('kinbo-held')).toHaveText(fill(en.games.kinboHeld, { amount: '0.00' }));
  await expect(phone2.getByTestId('bid-button')).toHaveText(fill(vi.games.bidNow, { amount: '10.00' }));
  await shot(phone2, 'games-onetap-balance-vi');

  const pinAsked = (p: Page) => p.getByTestId('pin-input');
  // First bid of each: the PIN, once.
  await page.getByTestId('bid-button').click();
  await enterPin(page, alice!.payPassword);
  await expect(page.getByTestId('bid-button')).toHaveText(en.games.youAreHighest);
  await expect(page.getByTestId('kinbo-available')).toHaveText(fill(en.games.kinboAvailable, { amount: '990.00' }));
  await expect(page.getByTestId('kinbo-held')).toHaveText(fill(en.games.kinboHeld, { amount: '10.00' }));
  await expect(phone2.getByTestId('bid-button')).toHaveText(fill(vi.games.bidNow, { amount: '20.00' }), { timeout: 3_000 });
  await phone2.getByTestId('bid-button').click();
  await enterPin(phone2, bob!.payPassword);
  await expect(phone2.getByTestId('bid-button')).toHaveText(vi.games.youAreHighest);

  // Alice's second bid: one tap, no PIN.
  await expect(page.getByTestId('bid-button')).toHaveText(fill(en.games.bidNow, { amount: '30.00' }), { timeout: 3_000 });
  await page.getByTestId('bid-button').click();
  await expect(page.getByTestId('bid-button')).toHaveText(en.games.youAreHighest);
  await expect(pinAsked(page)).toHaveCount(0);
  await shot(page, 'games-onetap-second-bid-en');

  // Bob's screen still shows "Bid 40" (its updates held back) while Carol bids 40: his tap is refused,
  // nothing is taken, and the room asks again at 50.
  await expect(phone2.getByTestId('bid-button')).toHaveText(fill(vi.games.bidNow, { amount: '40.00' }), { timeout: 3_000 });
  const stale = await (await page.request.get(`/api/bid/info?id=${auction.id}`, { headers: { Token: bob!.token } })).json();
  await phone2.route('**/api/bid/info?**', (route) => route.fulfill({ json: stale }));
  await api(page.request, carol!.token, '/api/bid/addBidRoom', { id: auction.id });
  const carolBid = await api<{ kinbo: string }>(page.request, carol!.token, '/api/bid/bidding', { id: auction.id, password: md5(carol!.payPassword), amount: '40' });
  expect(carolBid.kinbo).toBe('40');
  await expect(phone2.getByTestId('bid-button')).toHaveText(fill(vi.games.bidNow, { amount: '40.00' }));
  await phone2.getByTestId('bid-button').click();
  await expect(phone2.getByTestId('price-moved')).toHaveText(fill(vi.games.priceMovedBody, { amount: '50.00' }));
  await expect(pinAsked(phone2)).toHaveCount(0);
  await shot(phone2, 'games-onetap-price-moved-vi', false);
  const bobInfo = await api<{ kinbo: string }>(page.request, bob!.token, '/api/user/info');
  expect(bobInfo.kinbo).toBe('1000'); // outbid by alice: nothing held, nothing taken by the refused tap
  await phone2.unroute('**/api/bid/info?**');
  await phone2.getByTestId('bid-again').click();
  await expect(phone2.getByTestId('bid-button')).toHaveText(vi.games.youAreHighest);
  expect((await api<{ kinbo: string }>(page.request, bob!.token, '/api/user/info')).kinbo).toBe('950');

  // Leaving the room forgets the PIN: back in, the next bid asks for it again.
  await page.goto('/competitivegames');
  await page.goto(roomUrl(auction.id));
  await expect(page.getByTestId('bid-button')).toHaveText(fill(en.games.bidNow, { amount: '60.00' }), { timeout: 5_000 });
  await page.getByTestId('bid-button').click();
  await expect(pinAsked(page)).toBeVisible();
  await enterPin(page, alice!.payPassword);
  await expect(page.getByTestId('bid-button')).toHaveText(en.games.youAreHighest);

  // Over: Bob (outbid) gets "Next auction" to another open auction; Alice, the winner, does not.
  await api(page.request, alice!.token, '/api/dev/games/endIn', { kind: 'bid', id: auction.id, seconds: 1 });
  const nextLink = phone2.getByTestId('next-game');
  await expect(nextLink).toHaveText(vi.games.nextAuction, { timeout: 20_000 });
  // The list arrives after the link (which meanwhile leads to the list of auctions).
  await expect(nextLink).toHaveAttribute('href', /roomId=\d+/);
  const href = await nextLink.getAttribute('href');
  expect(href).not.toMatch(new RegExp(`roomId=${auction.id}$`));
  await expect(page.getByTestId('member-row').first()).toHaveAttribute('data-user-id', String(alice!.id), { timeout: 10_000 });
  await expect(page.getByTestId('next-game')).toHaveCount(0);
  await shot(phone2, 'games-onetap-next-auction-vi');
  await nextLink.click();
  await expect(phone2).toHaveURL(/roomId=\d+/);
  expect(next.id).toBeGreaterThan(0);
  await phone2.context().close();
});
