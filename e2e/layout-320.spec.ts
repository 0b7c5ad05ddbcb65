import { expect, test, type APIRequestContext } from '@playwright/test';
import { credit, envelope, loginPage, registerUser, uniqueUser } from './fixtures/api';
import { checkNarrowLayout, headingsBreakingWords, screenSettled } from './fixtures/layout';
import { installTestWallet, TEST_ACCOUNTS } from './fixtures/wallet';

/**
 * Every screen behind the login at 320x640, in Vietnamese and Filipino (the longest labels), with a
 * wallet connected (its address in the top bar, the widest the bar gets): no sideways scroll, no
 * control cut off (the menu button included), no heading broken inside a word. A funded user, so
 * balances and lists are drawn.
 */

async function firstId(request: APIRequestContext, path: string, token: string) {
  const body = await envelope<{ list?: Array<{ id: number }> } | Array<{ id: number }>>(request.get(path, { params: { page: 1, limit: 20 }, headers: { Token: token } }));
  const list = Array.isArray(body.data) ? body.data : (body.data.list ?? []);
  return list[0]?.id ?? null;
}

const ACCOUNT_SCREENS = ['/', '/profile', '/profile/edit', '/profile/security', '/reports', '/reports?type=usdt', '/settings', '/notifications'];

const WALLET_SCREENS = [
  '/wallet',
  '/wallet/deposit?type=0',
  '/wallet/deposit?type=1',
  '/wallet/withdrawal?type=0',
  '/wallet/withdrawal?type=1',
  '/wallet/transfer',
  '/wallet/purchase_ticket',
  '/wallet/purchase',
  '/wallet/my_nft_list',
  '/wallet/buy_nft_list',
  '/wallet/purchase_nft',
  '/wallet/depositconfirmed',
  '/wallet/withdrawalconfirmed',
  '/wallet/ticketsent',
  '/wallet/purchase_confirmed',
  '/wallet/purchase_confirmed?kind=nft',
];

for (const [index, code] of (['vi-VN', 'fil'] as const).entries()) {
  test(`every screen at 320x640 with a wallet connected (${code}): no sideways scroll, no control cut`, async ({ page }) => {
    test.slow(); // about thirty screens
    await page.setViewportSize({ width: 320, height: 640 });
    const user = await registerUser(page.request, uniqueUser('w320'));
    await installTestWallet(page, { account: TEST_ACCOUNTS[6 + index], chainId: 56 });
    await page.addInitScript((language) => localStorage.setItem('language', language), code);
    const { Token } = await loginPage(page, user.email, user.password);
    for (const [asset, amount] of [
      ['usdt', '123456.789'],
      ['kinbo', '98765.4321'],
      ['ticket', '1234'],
      ['vp', '4321.5'],
    ] as const) {
      await credit(page.request, Token, asset, amount);
    }
    const dealRoom = await firstId(page.request, '/api/room/chatList', Token);
    const bidRoom = await firstId(page.request, '/api/bid/list', Token);
    const gameScreens = [
      '/grouppurchasegames',
      '/competitivegames',
      ...(dealRoom ? [`/grouppurchasegames/room?roomId=${dealRoom}`] : []),
      ...(bidRoom ? [`/competitivegames/room?roomId=${bidRoom}`] : []),
    ];
    expect(gameScreens, 'the demo seed has a Flash Deal and a Flash Bid room').toHaveLength(4);

    await page.goto('/wallet/withdrawal?type=0');
    await page.getByTestId('connect-gate').click();
    await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-wallet-status', 'connected');

    for (const path of [...ACCOUNT_SCREENS, ...WALLET_SCREENS, ...gameScreens]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-wallet-status', 'connected');
      await screenSettled(page);
      await checkNarrowLayout(page, `${path} ${code}`);
      expect(await headingsBreakingWords(page), `${path} ${code}: headings broken inside a word`).toEqual([]);
      if (path === '/') await page.screenshot({ path: `screenshots/layout-320-home-wallet-${code}.png`, animations: 'disabled' });
      if (path === '/grouppurchasegames') await page.screenshot({ path: `screenshots/layout-320-rooms-${code}.png`, animations: 'disabled' });
      if (path === '/wallet/buy_nft_list') await page.screenshot({ path: `screenshots/i24-nft-market-320-${code}.png`, animations: 'disabled' });
    }
  });
}
