// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession, type WalletStatus } from '@/platform/session/store';
import { useWalletRequests } from '@/platform/wallet/useWallet';
import { WalletButton } from './WalletButton';

const messages = {
  wallet: {
    connect: 'Connect',
    accountLabel: 'Wallet {address} on {network}',
    networkBsc: 'BNB Smart Chain',
    networkPolygon: 'Polygon',
    networkUnsupported: 'Unsupported network',
  },
};

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function setWallet(address: string | null, chainId: number | null, status: WalletStatus) {
  useSession.setState({ hydrated: true, walletAddress: address, walletChainId: chainId, walletStatus: status });
}

function renderButton() {
  return render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <WalletButton />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  useWalletRequests.setState({ requested: false, warm: false, pendingModal: null, loadFailed: false, ready: false });
});
afterEach(cleanup);

describe('WalletButton', () => {
  it('shows nothing actionable before the session store has read localStorage', () => {
    useSession.setState({ hydrated: false });
    renderButton();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Connect and asks for the connect modal (loading the runtime) when tapped', () => {
    setWallet(null, null, 'disconnected');
    renderButton();
    const button = screen.getByRole('button', { name: 'Connect' });
    expect(useWalletRequests.getState().requested).toBe(false);
    fireEvent.click(button);
    expect(useWalletRequests.getState()).toMatchObject({ requested: true, pendingModal: 'connect' });
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('shows the short address with the BSC icon when connected, and opens the account modal', () => {
    setWallet(ADDRESS, 56, 'connected');
    renderButton();
    const button = screen.getByRole('button', { name: 'Wallet 0xf39F...2266 on BNB Smart Chain' });
    expect(button.textContent).toBe('0xf39F...2266');
    expect(screen.getByTestId('wallet-network-icon').getAttribute('src')).toBe('/images/chains/bsc.svg');
    fireEvent.click(button);
    expect(useWalletRequests.getState().pendingModal).toBe('account');
  });

  it('shows the Polygon icon on chain 137 and a warning icon on an unsupported chain', () => {
    setWallet(ADDRESS, 137, 'connected');
    const { unmount } = renderButton();
    expect(screen.getByTestId('wallet-network-icon').getAttribute('src')).toBe('/images/chains/polygon.svg');
    unmount();
    setWallet(ADDRESS, 1, 'connected');
    renderButton();
    expect(screen.getByRole('button', { name: 'Wallet 0xf39F...2266 on Unsupported network' })).toBeTruthy();
    expect(screen.getByTestId('wallet-network-icon').getAttribute('src')).toBe('/images/chains/unsupported.svg');
  });

  it('keeps showing the remembered address, dimmed and busy, while reconnecting (no Connect flicker)', () => {
    setWallet(ADDRESS, 56, 'reconnecting');
    renderButton();
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
    const button = screen.getByTestId('wallet-button');
    expect(button.textContent).toBe('0xf39F...2266');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.firstElementChild?.className).toContain('opacity-60');
  });
});
