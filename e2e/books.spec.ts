import { expect, test, type Page } from '@playwright/test';
import { loginPage, md5 } from './fixtures/api';
import { api, fill, newPlayer, shot, type Player } from './fixtures/games';
import en from '../messages/en-US.json';
import vi from '../messages/vi-VN.json';

/**
 * Books that add up and errors as errors, at phone size in two languages: a lost Flash Deal shows
 * every move of its USDT in the USDT tab (price held, price returned, 3% reward), the winner's prize
 * shows in NFT, Overview's empty state says what it lists, record details show the fee and the
 * amount received and close with "Close", and a failed load offers "Try again" and retries online.
 */
const LOCALES = [
  { locale: 'en-US', t: en },
  { locale: 'vi-VN', t: vi },
] as const;

async function inLanguage(page: Page, locale: string) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), locale);
}

/** Two players join a 2-seat Flash Deal of 100 USDT; resolves once it is drawn. */
async function playDeal(page: Page) {
  const players = [await newPlayer(page.request, { usdt: '140', ticket: '1' }), await newPlayer(page.request, { usdt: '140', ticket: '1' })];
  const room = await api<{ id: number }>(page.request, players[0]!.token, '/api/dev/games/openRoom', { price: '100', max_count: 2, open_count_down: 1, seconds: 900 });
  for (const p of players) await api(page.request, p.token, '/api/room/addRoom', { id: room.id, password: md5(p.payPassword) });
  let winnerId = 0;
  await expect
    .poll(
      async () => {
        winnerId = (await api<{ winner_user_id: number | null }>(page.request, players[0]!.token, `/api/room/chatInfo?id=${room.id}`)).winner_user_id ?? 0;
        return winnerId;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const winner = players.find((p) => p.id === winnerId) as Player;
  const loser = players.find((p) => p.id !== winnerId) as Player;
  return { room: room.id, winner, loser };
}

const rows = (page: Page) => page.getByTestId('report-row');

for (const { locale, t } of LOCALES) {
  test(`a lost Flash Deal adds up in the USDT tab; the prize shows in NFT (${locale})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { winner, loser } = await playDeal(page);
    await loginPage(page, loser.email, loser.password);
    await inLanguage(page, locale);
    await page.goto('/reports?type=usdt');
    await expect(rows(page)).toHaveCount(4);
    const amounts = await page.getByTestId('row-amount').allTextContents();
    expect(amounts.map((a) => a.trim()).sort()).toEqual(['+100.00', '+140.00', '+3.00', '-100.00']);
    await expect(rows(page).filter({ has: page.locator('[data-type="room"]') })).toHaveCount(0);
    expect(await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-type')).sort())).toEqual(['chat_not_winning_usdt', 'room', 'usdt', 'usdt']);
    await shot(page, `books-usdt-lost-deal-${locale}`);

    // The Flash Deal tab lists the room's result, which opens the room.
    await page.getByRole('tab', { name: t.reports.tabs.room, exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('href', /^\/grouppurchasegames\/room\?roomId=\d+$/);

    // The winner: the voucher prize in NFT; Overview says it lists not-winning rewards, and has none.
    const other = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await loginPage(other, winner.email, winner.password);
    await inLanguage(other, locale);
    await other.goto('/reports?type=voucher');
    await expect(rows(other)).toHaveCount(1);
    await expect(rows(other).first()).toHaveAttribute('data-type', 'room');
    await other.getByRole('tab', { name: t.reports.tabs.overview, exact: true }).click();
    await expect(other.getByText(fill(t.reports.emptyCategory, { category: t.reports.categories.chat_not_winning_usdt }))).toBeVisible();
    await shot(other, `books-overview-empty-${locale}`);
    await other.close();
  });

  test(`record details show the fee, the amount received and its status, and close with Close (${locale})`, async ({ page }) => {
    const player = await newPlayer(page.request, { usdt: '1' });
    await loginPage(page, player.email, player.password);
    await inLanguage(page, locale);
    await page.route('**/api/report/info?*', (route) =>
      route.fulfill({
        json: {
          code: 0,
          msg: 'ok',
          data: {
            title: 'USDT withdrawal',
            type: 'usdt',
            amount: '50',
            pm: 0,
            get_way: 4,
            created_at: '2026-11-28 10:00:00',
            create_time: 1795860000,
            nickname: null,
            avatar: null,
            email: null,
            status: 'completed',
            chain: 56,
            address: '0x1111111111111111111111111111111111111111',
            tx_hash: null,
            fee_kinbo: '12.5',
            receive_amount: '50',
          },
        },
      }),
    );
    await page.goto('/reports');
    await page.goto('/reports/details?id=123');
    await expect(page.getByTestId('detail-fee')).toHaveText(`12.50 ${t.reports.units.kinbo}`);
    await expect(page.getByTestId('detail-received')).toHaveText(`50.00 ${t.reports.units.usdt}`);
    await expect(page.getByTestId('detail-status')).toContainText(t.reports.status.completed);
    await expect(page.getByTestId('detail-confirm')).toHaveText(t.common.close);
    await shot(page, `books-record-details-fee-${locale}`);
    await page.getByTestId('detail-confirm').click();
    await expect(page).toHaveURL(/\/reports(\?.*)?$/);
  });

  test(`a failed load offers Try again, never the empty state, and coming online retries (${locale})`, async ({ page, context }) => {
    const player = await newPlayer(page.request, { usdt: '1' });
    await loginPage(page, player.email, player.password);
    await inLanguage(page, locale);
    let fail = true;
    await page.route('**/api/ticket/list*', (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/wallet/purchase_ticket');
    await expect(page.getByTestId('error-state')).toBeVisible();
    await expect(page.getByTestId('error-retry')).toHaveText(t.common.tryAgain);
    await expect(page.getByText(t.tickets.empty)).toHaveCount(0);
    await shot(page, `books-tickets-failed-${locale}`);
    fail = false;
    // The device drops and comes back: the failed list is asked for again without a tap.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByTestId('ticket-package').first()).toBeVisible();
    await expect(page.getByTestId('error-state')).toHaveCount(0);
  });
}
