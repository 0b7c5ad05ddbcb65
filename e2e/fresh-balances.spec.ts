import { expect, test } from '@playwright/test';
import { credit, fundedUser } from './fixtures/api';

/**
 * Spec §4: the screens that spend a balance show it fresh on entry. Profile, edit profile, withdraw,
 * ticket transfer and ticket purchase share one hook for it (useFreshUserInfo).
 */

test('entering the ticket purchase from My assets shows the balance the server holds now', async ({ page }) => {
  const user = await fundedUser(page, '5');
  await page.goto('/wallet');
  await expect(page.getByTestId('ticket-buy')).toBeVisible();
  // Credited while My assets is open: its copy of the balances is now old.
  await credit(page.request, user.token, 'usdt', '7');
  await page.getByTestId('ticket-buy').click();
  await expect(page).toHaveURL(/\/wallet\/purchase_ticket$/);
  await expect(page.getByTestId('ticket-balances')).toContainText('12.00');
});
