import { expect, test, type Page } from '@playwright/test';
import { fundedUser, loginPage } from './fixtures/api';
import en from '../messages/en-US.json';
import id from '../messages/id.json';
import vi from '../messages/vi-VN.json';
import zh from '../messages/zh-CN.json';

/** Error/empty/offline states, the balance card and "You", banners per language. */

type Messages = typeof en;
const TWO_LANGUAGES = [
  { code: 'en-US', m: en },
  { code: 'id', m: id as unknown as Messages },
] as const;
// Beside every other spec's pictures (gitignored), never a path of one machine.
const SHOTS = 'screenshots';

function useLanguage(page: Page, code: string) {
  return page.addInitScript((language) => localStorage.setItem('language', language), code);
}

for (const { code, m } of TWO_LANGUAGES) {
  test(`the ranking's failure is one error state with Try again, not "No one on the list" (${code})`, async ({ page }) => {
    await fundedUser(page, '1');
    await useLanguage(page, code);
    let fail = true;
    await page.route('**/api/user/ranking*', (route) => (fail ? route.abort() : route.fallback()));
    await page.goto('/');
    const ranking = page.getByTestId('ranking');
    await expect(ranking.getByTestId('error-state')).toBeVisible();
    await expect(ranking.getByText(m.home.rankingError)).toBeVisible();
    await expect(ranking.getByText(m.home.nobody)).toHaveCount(0);
    const retry = ranking.getByRole('button', { name: m.common.tryAgain });
    // Centred under the picture.
    const [box, panel] = await Promise.all([retry.boundingBox(), ranking.boundingBox()]);
    expect(Math.abs(box!.x + box!.width / 2 - (panel!.x + panel!.width / 2))).toBeLessThan(2);
    await retry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/ranking-error-${code}-390.png` });
    fail = false;
    await retry.click();
    await expect(ranking.getByTestId('podium')).toBeVisible();
    await expect(ranking.getByTestId('error-state')).toHaveCount(0);
  });

  test(`a filtered list with no match offers Clear filter (${code})`, async ({ page }) => {
    await fundedUser(page, '1');
    await useLanguage(page, code);
    await page.goto('/reports?type=ticket');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    // Unfiltered: no Clear filter.
    await expect(page.getByTestId('clear-filter')).toHaveCount(0);
    await page.getByTestId('filter-button').click();
    await page.getByTestId('filter-way-2').click();
    await page.getByTestId('filter-apply').click();
    await expect(page.getByTestId('empty-state')).toContainText(m.reports.emptyFiltered);
    await page.screenshot({ path: `${SHOTS}/reports-clear-filter-${code}-390.png` });
    const list = page.waitForRequest((r) => r.url().includes('/api/report/list'));
    await page.getByRole('button', { name: m.reports.clearFilter }).click();
    expect(new URL((await list).url()).searchParams.get('way')).toBe('0');
    await expect(page.getByTestId('clear-filter')).toHaveCount(0);
    await expect(page.getByTestId('empty-state')).toContainText(m.reports.empty);
  });

  test(`a failed first page of a list shows the shared error state (${code})`, async ({ page }) => {
    await fundedUser(page, '1');
    await useLanguage(page, code);
    await page.route('**/api/report/list*', (route) => route.abort());
    await page.goto('/reports?type=ticket');
    await expect(page.getByTestId('report-list').getByTestId('error-state')).toBeVisible();
    await expect(page.getByRole('button', { name: m.common.tryAgain })).toBeVisible();
  });

  test(`an offline banner shows while the browser is offline (${code})`, async ({ page, context }) => {
    await fundedUser(page, '1');
    await useLanguage(page, code);
    await page.goto('/profile');
    await expect(page.getByTestId('balance-card')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toHaveText(m.common.offline);
    await page.screenshot({ path: `${SHOTS}/offline-banner-${code}-390.png` });
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });

  test(`the balance card on Home and Profile: total, balances, hide kept across visits, shortcuts (${code})`, async ({ page }) => {
    await fundedUser(page, '123.456789');
    await useLanguage(page, code);
    await page.goto('/');
    const card = page.getByTestId('balance-card');
    await expect(card.getByTestId('balance-total')).toHaveText('123.45USDT');
    await expect(card.getByTestId('balance-usdt')).toContainText('123.45');
    await expect(card.getByTestId('balance-kinbo')).toContainText('0.00');
    await expect(card.getByRole('link', { name: m.balance.deposit })).toHaveAttribute('href', '/wallet/deposit?type=0');
    await expect(card.getByRole('link', { name: m.balance.withdraw })).toHaveAttribute('href', '/wallet/withdrawal?type=0');
    await expect(card.getByRole('link', { name: m.balance.reports })).toHaveAttribute('href', '/reports');
    // The wallet is one tap away: the card's title opens it.
    await expect(card.getByRole('link', { name: m.balance.total })).toHaveAttribute('href', '/wallet');
    await card.getByRole('button', { name: m.balance.hide }).click();
    await expect(card.getByTestId('balance-total')).toHaveText('******USDT');
    await page.reload();
    await expect(page.getByTestId('balance-total')).toHaveText('******USDT');
    await page.goto('/profile');
    await expect(page.getByTestId('balance-total')).toHaveText('******USDT');
    await page.getByRole('button', { name: m.balance.show }).click();
    await expect(page.getByTestId('balance-total')).toHaveText('123.45USDT');
    await page.getByTestId('balance-reports').click();
    await expect(page).toHaveURL(/\/reports/);
  });
}

test('the leaderboard marks the user\'s own row "You" (en-US and zh-CN)', async ({ page }) => {
  // The demo account earns team rewards, so it is on the all-time ranking.
  await loginPage(page, 'demo@kinbo.local', 'Demo123456');
  for (const { code, m } of [
    { code: 'en-US', m: en },
    { code: 'zh-CN', m: zh as unknown as Messages },
  ]) {
    // Init scripts run in order on every navigation: the latest language wins.
    await useLanguage(page, code);
    await page.goto('/');
    const mine = page.getByTestId('ranking').getByTestId('ranking-you');
    await expect(mine).toHaveCount(1);
    await expect(mine).toHaveText(m.home.you);
    const others = page.getByTestId('rank-row').filter({ hasNot: page.getByTestId('ranking-you') });
    await expect(others.first()).toBeVisible();
  }
});

for (const { code, m, title } of [
  { code: 'en-US', m: en, title: 'Flash Deal: one ticket, one seat' },
  { code: 'vi-VN', m: vi as unknown as Messages, title: 'Flash Deal: một vé, một chỗ' },
] as const) {
  test(`banners draw the server's title and call to action in the user's language (${code})`, async ({ page }) => {
    await fundedUser(page, '1');
    await useLanguage(page, code);
    const lang = code === 'en-US' ? 'en' : 'vn';
    // The list is keyed by language: a request in the user's Lang brings the texts.
    const banners = page.waitForRequest((r) => r.url().includes('/api/main/articles') && r.headers()['lang'] === lang);
    await page.goto('/');
    await banners;
    const first = page.getByTestId('banner-link').first();
    await expect(first.getByTestId('banner-title')).toHaveText(title);
    await expect(first.getByTestId('banner-cta')).toBeVisible();
    await expect(page.getByRole('region', { name: m.home.bannersLabel })).toBeVisible();
  });
}

/** AFTER screenshots of Home and Profile at 320 and 390 px, in English and Vietnamese (the longest). */
for (const width of [320, 390]) {
  for (const code of ['en-US', 'vi-VN']) {
    test(`screenshots: Home and Profile at ${width} px (${code})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await fundedUser(page, '2580.5');
      await useLanguage(page, code);
      await page.goto('/');
      await expect(page.getByTestId('balance-total')).toHaveText('2,580.50USDT');
      await expect(page.getByTestId('podium')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/after-home-${code}-${width}.png`, fullPage: true });
      await page.goto('/profile');
      await expect(page.getByTestId('balance-total')).toHaveText('2,580.50USDT');
      await page.screenshot({ path: `${SHOTS}/after-profile-${code}-${width}.png`, fullPage: true });
    });
  }
}
