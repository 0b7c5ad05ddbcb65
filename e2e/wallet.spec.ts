import { expect, test, type Page } from '@playwright/test';
import { loginPage } from './fixtures/api';
import { installTestWallet, TEST_ACCOUNTS } from './fixtures/wallet';

const short = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;

/** Records every status the top bar's wallet button shows, from the first paint on. */
async function recordWalletButtonStatuses(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__walletButtonStatuses', { value: seen });
    const record = () => {
      const status = document.querySelector('[data-testid="wallet-button"]')?.getAttribute('data-wallet-status');
      if (status && seen[seen.length - 1] !== status) seen.push(status);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __walletButtonStatuses: string[] }).__walletButtonStatuses]);
}

test.describe('wallet in the top bar', () => {
  test('connects, is kept on a supported chain, follows account changes and survives a reload', async ({ page }) => {
    const wallet = await installTestWallet(page, { account: TEST_ACCOUNTS[0], chainId: 56 });
    const statuses = await recordWalletButtonStatuses(page);
    await loginPage(page);
    await page.goto('/home');

    const button = page.getByTestId('wallet-button');
    await expect(button).toHaveText('Connect');
    // A visitor who never connected does not load the wallet runtime: wagmi asks for EIP-6963
    // wallets as soon as its config exists, and nothing has asked yet.
    expect((await wallet.state()).providerRequests).toBe(0);

    // A phone with an injected provider is a wallet app's own browser: one tap connects, no list.
    await button.click();
    await expect(button).toHaveText(short(TEST_ACCOUNTS[0]));
    await expect(button).toHaveAttribute('data-wallet-status', 'connected');
    await expect(button).toHaveAttribute('data-chain-id', '56');
    await expect(page.getByTestId('wallet-network-icon')).toHaveAttribute('src', /\/images\/chains\/bsc\.svg$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The user moves the wallet to Ethereum mainnet: the app switches it back to BNB Smart Chain.
    await wallet.switchChain(1);
    await expect.poll(async () => (await wallet.state()).chainId).toBe(56);
    await expect(button).toHaveAttribute('data-chain-id', '56');
    expect((await wallet.state()).calls).toContain('wallet_switchEthereumChain');

    // Polygon is supported and kept as it is.
    await wallet.switchChain(137);
    await expect(button).toHaveAttribute('data-chain-id', '137');
    await expect(page.getByTestId('wallet-network-icon')).toHaveAttribute('src', /\/images\/chains\/polygon\.svg$/);
    await wallet.switchChain(56);
    await expect(button).toHaveAttribute('data-chain-id', '56');

    // Another account selected in the wallet replaces the stored address.
    await wallet.switchAccount(TEST_ACCOUNTS[1]);
    await expect(button).toHaveText(short(TEST_ACCOUNTS[1]));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('walletAddress'))).toBe(TEST_ACCOUNTS[1]);

    // A reload reconnects without ever offering Connect in between.
    await page.reload();
    await expect(button).toHaveText(short(TEST_ACCOUNTS[1]));
    await expect(button).toHaveAttribute('data-wallet-status', 'connected');
    await expect(button).toHaveAttribute('data-chain-id', '56');
    const afterReload = await statuses();
    expect(afterReload).not.toContain('disconnected');
    expect(afterReload).not.toContain('connecting');
  });

  test('tapping the address opens the account modal, which disconnects', async ({ page }) => {
    await installTestWallet(page, { account: TEST_ACCOUNTS[2], chainId: 137 });
    await loginPage(page);
    await page.goto('/home');

    const button = page.getByTestId('wallet-button');
    await button.click();
    await expect(button).toHaveText(short(TEST_ACCOUNTS[2]));
    await expect(button).toHaveAttribute('data-chain-id', '137');

    await button.click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Disconnect' }).click();
    await expect(button).toHaveText('Connect');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('walletAddress'))).toBeNull();
  });
});
