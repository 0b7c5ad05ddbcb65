// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en-US.json';
import { useSession } from '@/platform/session/store';
import { openWalletModal, preloadWallet, useWalletRequests } from '@/platform/wallet/useWallet';

// The heavy module (wagmi + viem + RainbowKit) stands in as a marker: its factory runs when it is downloaded.
const downloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./WalletProvider', () => {
  downloads.count += 1;
  return { default: () => <span data-testid="wallet-provider" /> };
});
vi.mock('@/platform/wallet/config', () => ({
  lastConnectionUsedWalletConnect: async () => false,
  loadWalletConnectWallets: async () => false,
}));

function renderHost(WalletHost: () => React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={{ wallet: en.wallet }}>
      <WalletHost />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ hydrated: true, walletAddress: null, walletChainId: null, walletStatus: 'disconnected' });
  useWalletRequests.setState({ requested: false, warm: false, pendingModal: null, loadFailed: false, ready: false });
});
afterEach(cleanup);

describe('WalletHost', () => {
  // Runs first, on purpose: the download is shared by the module (loadOnce), as in the app.
  it('importing it downloads nothing, and a visitor who never connected gets no wallet code', async () => {
    const { WalletHost } = await import('./WalletHost');
    expect(downloads.count).toBe(0);
    renderHost(WalletHost);
    await act(async () => {});
    expect(downloads.count).toBe(0);
    expect(screen.queryByTestId('wallet-provider')).toBeNull();
  });

  it('a pointer over Connect downloads the provider without mounting it; the tap mounts it', async () => {
    const { WalletHost } = await import('./WalletHost');
    renderHost(WalletHost);
    act(() => preloadWallet());
    await waitFor(() => expect(downloads.count).toBe(1));
    expect(screen.queryByTestId('wallet-provider')).toBeNull();
    act(() => openWalletModal('connect'));
    expect(await screen.findByTestId('wallet-provider')).toBeTruthy();
    // The request stays for the provider's modal opener.
    expect(useWalletRequests.getState().pendingModal).toBe('connect');
  });

  it('a remembered wallet mounts the provider as soon as the session store has read it', async () => {
    useSession.setState({ walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', walletChainId: 56, walletStatus: 'reconnecting' });
    const { WalletHost } = await import('./WalletHost');
    renderHost(WalletHost);
    expect(await screen.findByTestId('wallet-provider')).toBeTruthy();
    expect(useWalletRequests.getState().requested).toBe(true);
  });
});
