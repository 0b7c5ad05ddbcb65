import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { envelope, loginPage, registerUser } from './fixtures/api';
import { installTestWallet, TEST_ACCOUNTS } from './fixtures/wallet';

/**
 * A KinBo purchase paid on the chain whose order/hash never reached the
 * server (the page went away first) is finished by the app on the next screen that resumes, here the
 * deposit screen, with the purchase's own follow-up. TEST_ACCOUNTS[8] sends; no other spec uses it.
 * The server's own job may credit the same payment in the merged tree: then the app's call answers
 * "already credited" (31010). Either way the app made the call with that hash and the KinBo arrives once.
 */
const BUYER = TEST_ACCOUNTS[8];
const SHOTS = 'test-results/wallet-resume';
const ORDER_HASH = '**/api/order/hash';

type Envelope<T> = { code: number; msg: string; data: T };

async function kinboState(request: APIRequestContext, token: string) {
  const info = await envelope<{ kinbo: string }>(request.get('/api/user/info', { headers: { Token: token } }));
  const records = await envelope<{ list: Array<{ amount: string; pm: number; status: string }> }>(
    request.get('/api/report/list', { headers: { Token: token }, params: { time_type: 0, way: 0, type: 'kinbo', page: 1, limit: 20 } }),
  );
  expect(info.code, info.msg).toBe(0);
  expect(records.code, records.msg).toBe(0);
  return { kinbo: Number(info.data.kinbo), credits: records.data.list.filter((record) => record.pm === 1) };
}

const storedPending = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pendingTransactions') ?? '[]') as Array<{ hash: string; purpose: string; extra?: { orderId?: number } }>);

test('a purchase paid before a reload is credited by the deposit screen with its own order/hash', async ({ page }) => {
  const user = await registerUser(page.request);
  const session = await loginPage(page, user.email, user.password);
  await installTestWallet(page, { account: BUYER, chainId: 56 });
  await page.goto('/wallet/purchase');
  await page.getByTestId('connect-gate').click();
  await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-wallet-status', 'connected');
  await expect(page.getByTestId('wallet-token-balance')).toHaveText(/ USDT$/);

  // The payment goes out and is confirmed, but the page goes away before its order/hash reaches the
  // server: the first call is held in the browser (never answered) until the navigation cancels it.
  let held: Request | null = null;
  await page.route(ORDER_HASH, (route) => {
    if (held) return route.continue();
    held = route.request();
  });
  await page.getByTestId('purchase-amount').fill('10');
  const created = page.waitForResponse('**/api/order/create');
  const sent = page.waitForRequest(ORDER_HASH, { timeout: 30_000 });
  await page.getByTestId('purchase-action').click();
  const order = ((await (await created).json()) as Envelope<{ id: number; kinbo: string }>).data;
  const heldBody = (await sent).postDataJSON() as { hash: string; id: number };
  expect(heldBody.id).toBe(order.id);
  const paid = heldBody.hash;
  expect(await storedPending(page)).toEqual([expect.objectContaining({ hash: paid, purpose: 'purchase', extra: expect.objectContaining({ orderId: order.id }) })]);
  // Stored and shown from the moment it is sent: never offered to pay again.
  await expect(page.getByTestId('pending-purchase')).toBeVisible();
  await expect(page.getByTestId('purchase-action')).toBeDisabled();
  await expect(page.getByTestId('purchase-action')).toHaveText('Purchase in progress');
  // No "not credited yet" check here: the server's purchase watcher (merged tree) may credit it any moment.
  await page.screenshot({ path: `${SHOTS}/purchase-pending-en-US.png` });

  // The user reloads onto another screen: the deposit screen, which used to resume deposits only.
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/order/hash')) calls.push(request);
  });
  const answered = page.waitForResponse(ORDER_HASH, { timeout: 30_000 });
  await page.goto('/wallet/deposit?type=0');
  await expect(page.getByRole('heading', { name: 'Deposit USDT' })).toBeVisible();

  // The app's own call, with the paid hash and its order; credited now, or already by the server's job.
  const answer = (await (await answered).json()) as Envelope<{ status: string; tx_hash: string | null }>;
  expect(calls.map((call) => call.postDataJSON())).toEqual([{ hash: paid, id: order.id }]);
  expect([0, 31010]).toContain(answer.code);
  if (answer.code === 0) expect(answer.data).toMatchObject({ status: 'completed', tx_hash: paid });
  await expect.poll(() => storedPending(page)).toEqual([]);

  // Credited exactly once: the balance is the order's KinBo and one completed purchase record shows it.
  await expect.poll(async () => (await kinboState(page.request, session.Token)).kinbo).toBe(Number(order.kinbo));
  const { credits } = await kinboState(page.request, session.Token);
  expect(credits.map((record) => ({ amount: Number(record.amount), status: record.status }))).toEqual([{ amount: Number(order.kinbo), status: 'completed' }]);
  await expect(page.getByTestId('pending-deposit')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/deposit-after-resume-en-US.png` });

  // Nothing more is sent for it later: a second visit finds nothing to resume.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Deposit USDT' })).toBeVisible();
  expect(calls).toHaveLength(1);
});
