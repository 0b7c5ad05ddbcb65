import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { credit, envelope, loginPage, loginToken, md5, registerUser, uniqueUser } from './fixtures/api';
import { checkPhoneLayout } from './fixtures/layout';
import { openPhone } from './fixtures/phone';
import { formatAmount } from '@/shared/format/amount';
import en from '../messages/en-US.json';
import idMessages from '../messages/id.json';

/**
 * NFT vouchers: my list (list, delist, exchange for KinBo and BRP), the market
 * (sellers, e-mail search, filters) and the purchase page, at 390x844 against the local API.
 * Every test registers its own users, funds them through the LOCAL_MODE ledger route and gives the
 * seller vouchers through the real calls (buying them on the seeded market, server/seed/wallet.ts).
 */

type Info = { usdt_amount: string; kinbo: string; brp: string; nft_voucher: number; nft_voucher_listed_count: number };
type MarketItem = { id: number; price: string; user_id: number };
type Mine = { id: number; price: string; state: number };
type User = ReturnType<typeof uniqueUser> & { token: string };

async function newUser(request: APIRequestContext, prefix: string, usdt: string): Promise<User> {
  const user = await registerUser(request, uniqueUser(prefix));
  const { Token } = await loginToken(request, user.email, user.password);
  await credit(request, Token, 'usdt', usdt);
  return { ...user, token: Token };
}

async function info(request: APIRequestContext, user: User) {
  const body = await envelope<Info>(request.get('/api/user/info', { headers: { Token: user.token } }));
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function mine(request: APIRequestContext, user: User) {
  const body = await envelope<{ list: Mine[] }>(request.get('/api/voucher/list', { params: { page: 1, limit: 50 }, headers: { Token: user.token } }));
  expect(body.code, body.msg).toBe(0);
  return body.data.list;
}

/** The seeded market sellers (server/seed/wallet.ts): the only vouchers a test takes, never another test's listing. */
const SEEDED_SELLERS = ['market.nova@kinbo.local', 'market.orbit@kinbo.local', 'market.lumen@kinbo.local'];

/** Gives `user` vouchers the real way: buys the cheapest listed ones of the seeded sellers. */
async function buyFromMarket(request: APIRequestContext, user: User, count: number) {
  const listed: MarketItem[] = [];
  for (const email of SEEDED_SELLERS) {
    const market = await envelope<{ list: MarketItem[] }>(request.get('/api/voucher/buyList', { params: { page: 1, limit: 50, email }, headers: { Token: user.token } }));
    expect(market.code, market.msg).toBe(0);
    listed.push(...market.data.list);
  }
  const cheapest = listed.sort((a, b) => Number(a.price) - Number(b.price));
  let bought = 0;
  for (const item of cheapest) {
    if (bought === count) break;
    const body = await envelope(request.post('/api/voucher/buy', { data: { id: item.id, type: 0, password: md5(user.payPassword) }, headers: { Token: user.token } }));
    if (body.code === 0) bought += 1; // another test may have bought it first
  }
  expect(bought, 'vouchers bought on the seeded market').toBe(count);
  return mine(request, user);
}

async function enterPin(page: Page, pin: string) {
  // The sixth digit submits; a Confirm tap could land after the dialog closed.
  await page.getByTestId('pin-input').fill(pin);
}

/** Taps the toasts away (the layout check looks at the screen, not at a passing toast). */
async function dismissToasts(page: Page) {
  const toasts = page.getByTestId('toast');
  while ((await toasts.count()) > 0) await toasts.first().click();
}

const card = (page: Page, id: number) => page.locator(`[data-testid="my-voucher"][data-voucher-id="${id}"]`);

test('a seller lists and delists, a second account finds the voucher by e-mail and buys it; both balances move', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const seller = await newUser(page.request, 'seller', '20000');
  const buyer = await newUser(page.request, 'buyer', '5000');
  const [a, b] = await buyFromMarket(page.request, seller, 2);
  const sellerBefore = await info(page.request, seller);

  await loginPage(page, seller.email, seller.password);
  await page.goto('/wallet/my_nft_list');
  await expect(page.getByTestId('my-voucher')).toHaveCount(2);
  await expect(card(page, a.id).getByTestId('voucher-state')).toHaveText(en.vouchers.stateUnlisted);
  const image = card(page, a.id).getByTestId('voucher-image');
  await expect(image).toHaveAttribute('src', new RegExp(`/images/nft/voucher-${a.price}\\.svg$`));
  await expect(image).toHaveAttribute('width', '128');
  await expect(page.getByTestId('summary-unlisted')).toHaveText('2');

  // List A: a wrong PIN first (the server's message, the dialog stays open), then the right one.
  await card(page, a.id).getByTestId('voucher-list').click();
  await enterPin(page, '000000');
  await expect(page.getByTestId('toast').filter({ hasText: 'Incorrect security password' })).toBeVisible();
  await expect(page.getByTestId('pin-input')).toBeVisible();
  expect((await info(page.request, seller)).nft_voucher_listed_count).toBe(0);
  await enterPin(page, seller.payPassword);
  await expect(page.getByTestId('toast').filter({ hasText: en.vouchers.listed })).toBeVisible();
  await expect(card(page, a.id).getByTestId('voucher-state')).toHaveText(en.vouchers.stateListed);
  await expect(page.getByTestId('summary-listed')).toHaveText('1');

  // List B, then delist it.
  await card(page, b.id).getByTestId('voucher-list').click();
  await enterPin(page, seller.payPassword);
  await expect(card(page, b.id).getByTestId('voucher-delist')).toBeVisible();
  await expect(page.getByTestId('summary-listed')).toHaveText('2');
  await card(page, b.id).getByTestId('voucher-delist').click();
  await enterPin(page, seller.payPassword);
  await expect(page.getByTestId('toast').filter({ hasText: en.vouchers.delisted })).toBeVisible();
  await expect(card(page, b.id).getByTestId('voucher-state')).toHaveText(en.vouchers.stateUnlisted);
  await expect(page.getByTestId('summary-listed')).toHaveText('1');
  expect(await mine(page.request, seller)).toEqual(expect.arrayContaining([expect.objectContaining({ id: a.id, state: 1 }), expect.objectContaining({ id: b.id, state: 0 })]));
  await dismissToasts(page);
  await checkPhoneLayout(page, 'my vouchers');
  await page.screenshot({ path: 'screenshots/vouchers-mine-en.png', fullPage: true, animations: 'disabled' });

  // The buyer, on a second phone: the market, the search rules, then the seller's e-mail.
  const buyerPage = await openPhone(browser, baseURL!, 'en-US');
  await loginPage(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto('/wallet/buy_nft_list');
  await expect(buyerPage.getByTestId('seller').first()).toBeVisible();
  await expect(buyerPage.getByTestId('market-voucher').first()).toBeVisible();
  await buyerPage.screenshot({ path: 'screenshots/vouchers-market-en.png', fullPage: true, animations: 'disabled' });
  await buyerPage.getByTestId('market-search-submit').click();
  await expect(buyerPage.getByText(en.validation.emailRequired)).toBeVisible();
  await buyerPage.getByTestId('market-search-input').fill('seller-without-domain');
  await buyerPage.getByTestId('market-search-submit').click();
  await expect(buyerPage.getByText(en.validation.emailInvalid)).toBeVisible();
  await buyerPage.getByTestId('market-search-input').fill('nobody.here@example.com');
  await buyerPage.getByTestId('market-search-submit').click();
  await expect(buyerPage.getByTestId('empty-state')).toContainText(en.vouchers.noMatch);
  await buyerPage.getByTestId('clear-filter').click();
  await expect(buyerPage.getByTestId('market-voucher').first()).toBeVisible();
  await expect(buyerPage.getByTestId('market-search-input')).toHaveValue('');

  await buyerPage.getByTestId('market-search-input').fill(seller.email);
  await buyerPage.getByTestId('market-search-submit').click();
  await expect(buyerPage.getByTestId('market-filter')).toContainText(seller.email);
  await expect(buyerPage.getByTestId('market-voucher')).toHaveCount(1);
  await expect(buyerPage.getByTestId('market-voucher')).toHaveAttribute('data-voucher-id', String(a.id));
  await buyerPage.getByTestId('market-buy').click();

  await expect(buyerPage).toHaveURL(/\/wallet\/purchase_nft$/);
  await expect(buyerPage.getByTestId('purchase-voucher')).toHaveAttribute('data-voucher-id', String(a.id));
  await expect(buyerPage.getByTestId('purchase-balance')).toContainText('5,000.00 USDT');
  await buyerPage.screenshot({ path: 'screenshots/vouchers-purchase-en.png', fullPage: true, animations: 'disabled' });
  await buyerPage.getByTestId('purchase-buy').click();
  await enterPin(buyerPage, '111111');
  await expect(buyerPage.getByTestId('toast').filter({ hasText: 'Incorrect security password' })).toBeVisible();
  await enterPin(buyerPage, buyer.payPassword);
  await expect(buyerPage.getByTestId('toast').filter({ hasText: en.vouchers.bought })).toBeVisible();
  await expect(buyerPage).toHaveURL(/\/wallet\/purchase_confirmed\?kind=nft$/);

  const price = Number(a.price);
  const buyerAfter = await info(page.request, buyer);
  expect(Number(buyerAfter.usdt_amount)).toBe(5000 - price);
  expect(buyerAfter.nft_voucher).toBe(1);
  const sellerAfter = await info(page.request, seller);
  expect(Number(sellerAfter.usdt_amount)).toBe(Number(sellerBefore.usdt_amount) + price);
  expect(sellerAfter.nft_voucher).toBe(1);

  // The seller's list no longer has A (refreshed on entry).
  await page.goto('/wallet/my_nft_list');
  await expect(page.getByTestId('my-voucher')).toHaveCount(1);
  await expect(card(page, b.id)).toBeVisible();

  // A reload of the purchase page has no chosen voucher: back to the market, nothing bought.
  await buyerPage.goto('/wallet/purchase_nft');
  await expect(buyerPage).toHaveURL(/\/wallet\/buy_nft_list$/);
  await expect(buyerPage.getByTestId('market-voucher').first()).toBeVisible();
  expect((await info(page.request, buyer)).nft_voucher).toBe(1);
  await buyerPage.context().close();
});

test('the purchase page shows the server when the voucher became your own in another tab', async ({ page }) => {
  const seller = await newUser(page.request, 'owner', '20000');
  const buyer = await newUser(page.request, 'twotabs', '20000');
  const [v] = await buyFromMarket(page.request, seller, 1);
  expect((await envelope(page.request.post('/api/voucher/operation', { data: { id: v.id, type: 1, password: md5(seller.payPassword) }, headers: { Token: seller.token } }))).code).toBe(0);

  await loginPage(page, buyer.email, buyer.password);
  await page.goto('/wallet/buy_nft_list');
  await page.getByTestId('market-search-input').fill(seller.email);
  await page.getByTestId('market-search-submit').click();
  await expect(page.getByTestId('market-filter')).toContainText(seller.email);
  await expect(page.getByTestId('market-voucher')).toHaveCount(1);
  await page.getByTestId('market-buy').click();
  await expect(page.getByTestId('purchase-voucher')).toHaveAttribute('data-voucher-id', String(v.id));

  // Meanwhile, in another tab, the buyer buys it and lists it again: it is now their own listing.
  const pin = md5(buyer.payPassword);
  expect((await envelope(page.request.post('/api/voucher/buy', { data: { id: v.id, type: 0, password: pin }, headers: { Token: buyer.token } }))).code).toBe(0);
  expect((await envelope(page.request.post('/api/voucher/operation', { data: { id: v.id, type: 1, password: pin }, headers: { Token: buyer.token } }))).code).toBe(0);
  const before = await info(page.request, buyer);

  await page.getByTestId('purchase-buy').click();
  await enterPin(page, buyer.payPassword);
  await expect(page.getByTestId('toast').filter({ hasText: 'You cannot buy your own NFT voucher' })).toBeVisible();
  await expect(page).toHaveURL(/\/wallet\/purchase_nft$/);
  expect((await info(page.request, buyer)).usdt_amount).toBe(before.usdt_amount);
});

test.describe('in Indonesian', () => {
  test.use({ locale: 'id' });

  test('exchanges one voucher for KinBo and one for BRP; balances and the list follow', async ({ page }) => {
    const owner = await newUser(page.request, 'exchanger', '20000');
    const [k, r] = await buyFromMarket(page.request, owner, 2);
    await page.addInitScript(() => localStorage.setItem('language', 'id'));
    await loginPage(page, owner.email, owner.password);
    await page.goto('/wallet/my_nft_list');
    await expect(page.getByRole('heading', { name: idMessages.vouchers.myTitle })).toBeVisible();
    await expect(page.getByTestId('my-voucher')).toHaveCount(2);
    await expect(page.getByTestId('summary-brp')).toHaveText('0.00');
    await expect(page.getByTestId('summary-kinbo')).toHaveText('0.00');
    await page.screenshot({ path: 'screenshots/vouchers-mine-id.png', fullPage: true, animations: 'disabled' });

    await card(page, k.id).getByTestId('voucher-exchange-kinbo').click();
    await expect(page.getByRole('dialog')).toContainText(new RegExp(`${Number(k.price).toLocaleString('en-US')}\\.00 USDT`));
    await enterPin(page, owner.payPassword);
    await expect(card(page, k.id)).toHaveCount(0);
    await expect(page.getByTestId('toast').filter({ hasText: /KinBo/ })).toBeVisible();
    const afterKinbo = await info(page.request, owner);
    expect(Number(afterKinbo.kinbo)).toBeGreaterThan(0);
    await expect(page.getByTestId('summary-kinbo')).toHaveText(formatAmount(afterKinbo.kinbo));

    await card(page, r.id).getByTestId('voucher-exchange-brp').click();
    await enterPin(page, owner.payPassword);
    await expect(page.getByTestId('toast').filter({ hasText: /BRP/ })).toBeVisible();
    await expect(page.getByTestId('empty-state')).toContainText(idMessages.vouchers.myEmpty);
    const after = await info(page.request, owner);
    expect(Number(after.brp)).toBe(Number(r.price));
    expect(after.nft_voucher).toBe(0);
    await expect(page.getByTestId('summary-brp')).toHaveText(formatAmount(r.price));
    await page.screenshot({ path: 'screenshots/vouchers-exchanged-id.png', fullPage: true, animations: 'disabled' });

    await page.goto('/wallet/buy_nft_list');
    await expect(page.getByTestId('market-voucher').first()).toBeVisible();
    await page.screenshot({ path: 'screenshots/vouchers-market-id.png', fullPage: true, animations: 'disabled' });
  });
});
