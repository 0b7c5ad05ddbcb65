import { expect, test } from '@playwright/test';
import { loginPage } from './fixtures/api';
import { api, fill, newPlayer, shot } from './fixtures/games';
import { openPhone } from './fixtures/phone';
import en from '../messages/en-US.json';
import fil from '../messages/fil.json';

/**
 * A Flash Deal room says in one line what joining costs and what the player has; the detours it sends a
 * short player on (buy tickets, then deposit) carry the room with them and lead back to it.
 */

for (const [language, t] of [
  ['en-US', en],
  ['fil', fil],
] as const) {
  test(`${language}: the cost line, then room → buy tickets → deposit → back to the room`, async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const player = await newPlayer(page.request, { usdt: '40' });
    const room = await api<{ id: number }>(page.request, player.token, '/api/dev/games/openRoom', { price: '100', max_count: 5, seconds: 900 });
    const roomPath = `/grouppurchasegames/room?roomId=${room.id}`;
    const phone = language === 'en-US' ? page : await openPhone(browser, baseURL!, language);
    await loginPage(phone, player.email, player.password);
    await phone.goto(roomPath);

    await expect(phone.getByTestId('deal-cost')).toContainText(fill(t.games.dealCost, { price: '100.00' }));
    await expect(phone.getByTestId('deal-have')).toHaveAttribute('data-short', 'true');
    await expect(phone.getByTestId('deal-have')).toContainText('40.00 USDT');
    await phone.getByTestId('join-room').click();
    const toTickets = phone.getByTestId('refusal-way');
    await expect(toTickets).toHaveAttribute('href', `/wallet/purchase_ticket?returnTo=${encodeURIComponent(roomPath)}`);
    await shot(phone, `games-deal-cost-${language}`);

    await toTickets.click();
    await expect(phone.getByTestId('return-to')).toHaveText(t.common.returnTo);
    // A package costs more than the 40 USDT: the way to deposit still leads back to the room, not here.
    const pack = phone.getByTestId('ticket-package').filter({ hasText: /\d/ }).last();
    await pack.getByRole('button').click();
    const toDeposit = phone.getByTestId('refusal-way');
    await expect(toDeposit).toHaveAttribute('href', `/wallet/deposit?type=0&returnTo=${encodeURIComponent(roomPath)}`);
    await shot(phone, `games-deal-detour-tickets-${language}`);
    await toDeposit.click();
    await expect(phone.getByTestId('return-to')).toHaveText(t.common.returnTo);
    await shot(phone, `games-deal-detour-deposit-${language}`);
    await phone.getByTestId('return-to').click();
    await expect(phone).toHaveURL(new RegExp(`roomId=${room.id}$`));
    await expect(phone.getByTestId('deal-cost')).toBeVisible();

    // An address that tries to send the player elsewhere is not followed.
    await phone.goto(`/wallet/purchase_ticket?returnTo=${encodeURIComponent('https://evil.example/')}`);
    await expect(phone.getByTestId('ticket-package').first()).toBeVisible();
    await expect(phone.getByTestId('return-to')).toHaveCount(0);
    if (phone !== page) await phone.context().close();
  });
}
