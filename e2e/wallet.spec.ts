import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { encodeFunctionData, erc20Abi, type Hex } from 'viem';
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

test.describe('wallet transactions through the allow-listed proxy', () => {
  /** Calls the chain through the page's proxy, as the dapp does. */
  const rpcFromPage = (page: Page, chainId: number, method: string, params: unknown[]) =>
    page.evaluate(
      async ([id, m, p]) => {
        const response = await fetch(`/rpc/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: m, params: p }),
        });
        return (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
      },
      [chainId, method, params] as const,
    );

  test('the wallet signs an approve itself, sends it raw, and the receipt shows it mined', async ({ page }) => {
    const deployment = JSON.parse(readFileSync(path.join(process.cwd(), '.chain/deployment.json'), 'utf8')) as Record<string, { usdt: Hex; deposit: Hex }>;
    const { usdt, deposit } = deployment['56']!;
    const wallet = await installTestWallet(page, { account: TEST_ACCOUNTS[3], chainId: 56 });
    const proxied: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/rpc/')) proxied.push(String(JSON.parse(request.postData() ?? '{}').method));
    });
    await loginPage(page);
    await page.goto('/home');
    // A phone with an injected wallet (the test wallet) connects in one tap.
    await page.getByTestId('wallet-button').click();
    await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-wallet-status', 'connected');

    // The node's own signing is closed: what an attacker would use to mint is refused.
    const impersonate = await rpcFromPage(page, 56, 'hardhat_impersonateAccount', [TEST_ACCOUNTS[0]]);
    expect(impersonate.error?.code).toBe(-32601);
    const unlocked = await rpcFromPage(page, 56, 'eth_sendTransaction', [{ from: TEST_ACCOUNTS[0], to: TEST_ACCOUNTS[1], value: '0x1' }]);
    expect(unlocked.error?.code).toBe(-32601);

    proxied.length = 0;
    const amount = 1_000_000n;
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [deposit, amount] });
    const hash = await page.evaluate(
      ([to, input]) => (window as unknown as { ethereum: { request: (a: unknown) => Promise<string> } }).ethereum.request({ method: 'eth_sendTransaction', params: [{ to, data: input }] }),
      [usdt, data] as const,
    );
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(proxied).toContain('eth_sendRawTransaction');
    // The wallet filled in the transaction from reads, signed it locally and sent it raw.
    expect(proxied).not.toContain('eth_sendTransaction');
    let receipt: { status?: string; from?: string } | null = null;
    await expect
      .poll(async () => {
        receipt = (await rpcFromPage(page, 56, 'eth_getTransactionReceipt', [hash])).result as typeof receipt;
        return receipt?.status ?? null;
      })
      .toBe('0x1');
    expect(receipt!.from?.toLowerCase()).toBe(TEST_ACCOUNTS[3].toLowerCase());
    const allowance = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [TEST_ACCOUNTS[3], deposit] });
    const read = await rpcFromPage(page, 56, 'eth_call', [{ to: usdt, data: allowance }, 'latest']);
    expect(BigInt(read.result as string)).toBe(amount);
    expect((await wallet.state()).calls).toContain('eth_sendTransaction');
  });
});
