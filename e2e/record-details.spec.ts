import { expect, test, type Page } from '@playwright/test';
import { credit, envelope, loginPage, md5, registerUser, uniqueUser } from './fixtures/api';

/**
 * A record tells the truth about its status, in the list and in its details, and the
 * details show what a user checks (amount with sign, asset, status, date and time with the time zone,
 * record id, and for a wallet record the network, address and transaction hash with copy buttons).
 */
const DEMO = { email: 'demo@kinbo.local', password: 'Demo123456' };

const TEXT = {
  'en-US': { underReview: 'Under review', completed: 'Completed', date: 'Date', completionDate: 'Completion date', back: 'Back', copied: 'Copy successful' },
  'vi-VN': { underReview: 'Đang xét duyệt', completed: 'Hoàn thành', date: 'Ngày', completionDate: 'Ngày hoàn thành', back: 'Quay lại', copied: 'Đã sao chép' },
} as const;

async function inLanguage(page: Page, locale: string) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), locale);
}

for (const locale of ['en-US', 'vi-VN'] as const) {
  const text = TEXT[locale];
  test(`a withdrawal under review says so in the list and its details (${locale})`, async ({ page }) => {
    await loginPage(page, DEMO.email, DEMO.password);
    await inLanguage(page, locale);
    await page.goto('/reports?type=usdt');
    const rows = page.getByTestId('report-row');
    await expect(rows.first()).toBeVisible();
    // Completed rows carry a quiet check; the one under review names its status.
    const review = rows.filter({ has: page.locator('[data-testid="record-status"][data-status="under_review"]') }).first();
    // The USDT tab lists every USDT move, Flash Deal ones too: scroll pages in until the record shows.
    await expect(async () => {
      await page.getByTestId('list-footer').scrollIntoViewIfNeeded();
      await expect(review).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await review.scrollIntoViewIfNeeded();
    await expect(review.getByTestId('record-status')).toHaveText(text.underReview);
    await expect(rows.first().getByTestId('record-status')).toHaveAttribute('data-status', 'completed');
    await expect(rows.first().getByTestId('record-status')).toHaveText(text.completed); // screen-reader text
    await expect(rows.first().getByText(text.completed)).toHaveClass(/sr-only/);

    await review.click();
    await expect(page).toHaveURL(/\/reports\/details\?id=(\d+)$/);
    const id = new URL(page.url()).searchParams.get('id');
    await expect(page.getByTestId('detail-status')).toHaveText(text.underReview);
    await expect(page.getByTestId('detail-status').locator('[data-status]')).toHaveAttribute('data-status', 'under_review');
    // Not complete, so no "completion" date: the date it was made.
    await expect(page.getByText(text.completionDate, { exact: true })).toHaveCount(0);
    await expect(page.getByText(text.date, { exact: true })).toBeVisible();
    await expect(page.getByTestId('detail-time')).toContainText(/\d{2}:\d{2}:\d{2}/);
    await expect(page.getByTestId('detail-time')).toContainText(/GMT|UTC/);
    await expect(page.getByTestId('detail-id')).toHaveText(id!);
    await page.getByTestId('copy-record-id').click();
    await expect(page.getByText(text.copied)).toBeVisible();
    await page.screenshot({ path: `screenshots/record-details-review-${locale}.png` });

    await page.getByRole('button', { name: text.back, exact: true }).click();
    await expect(page).toHaveURL(/\/reports\?type=usdt$/);
  });
}

test('a real withdrawal shows its network, address and transaction hash, and its status follows the payout', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await registerUser(page.request, uniqueUser('wd'));
  const session = await loginPage(page, user.email, user.password);
  const headers = { Token: session.Token };
  await credit(page.request, session.Token, 'usdt', '100');
  await credit(page.request, session.Token, 'kinbo', '10000');
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const withdrawal = await envelope<{ id: number; status: string }>(
    page.request.post('/api/wallet/withdraw', { headers, data: { chain: 137, type: 0, number: '20', address, password: md5(user.payPassword) } }),
  );
  expect(withdrawal.code, withdrawal.msg).toBe(0);

  await page.goto('/reports?type=usdt');
  const row = page.getByTestId('report-row').filter({ hasText: 'USDT withdrawal' }).first();
  await expect(row).toHaveAttribute('data-status', /^(under_review|pending|completed)$/);

  // The payout job sends it on the local chain; the record then reads Completed, with its hash.
  await expect
    .poll(async () => (await envelope<{ status: string }>(page.request.get('/api/wallet/withdrawInfo', { headers, params: { id: withdrawal.data.id } }))).data.status, { timeout: 30_000 })
    .toBe('sent');
  await page.reload();
  await row.click();
  await expect(page.getByTestId('detail-status')).toHaveText('Completed');
  await expect(page.getByTestId('detail-amount')).toHaveText(/^-20\.00\s*USDT$/);
  await expect(page.getByTestId('detail-network')).toHaveText('Polygon');
  await expect(page.getByTestId('detail-address')).toContainText('0x7099...79C8');
  await expect(page.getByTestId('detail-tx')).toContainText(/0x[0-9a-f]{4}\.\.\.[0-9a-f]{4}/);
  // The local chains have no block explorer: no link.
  await expect(page.getByTestId('detail-explorer')).toHaveCount(0);
  await page.getByTestId('copy-address').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await page.getByTestId('copy-tx').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^0x[0-9a-f]{64}$/);
  await page.screenshot({ path: 'screenshots/record-details-withdrawal-en-US.png' });
});
