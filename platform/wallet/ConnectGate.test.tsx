// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '@/messages/en-US.json';
import { useSession, type WalletStatus } from '@/platform/session/store';
import { useWalletRequests } from '@/platform/wallet/useWallet';
import { ConnectGate } from './ConnectGate';
import { NetworkBadge } from './NetworkBadge';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
function setWallet(address: string | null, chainId: number | null, status: WalletStatus) {
  useSession.setState({ hydrated: true, walletAddress: address, walletChainId: chainId, walletStatus: status });
}
function renderGate() {
  return render(
    <NextIntlClientProvider locale="en-US" messages={{ wallet: en.wallet }}>
      <NetworkBadge />
      <ConnectGate>
        <button type="button">Confirm Deposit</button>
      </ConnectGate>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => useWalletRequests.setState({ requested: false, warm: false, pendingModal: null, loadFailed: false, ready: false }));
afterEach(cleanup);

describe('ConnectGate and NetworkBadge', () => {
  it('without a wallet: Connect instead of the action, which opens the connect modal; no network shown', () => {
    setWallet(null, null, 'disconnected');
    renderGate();
    expect(screen.queryByText('Confirm Deposit')).toBeNull();
    expect(screen.queryByTestId('network-badge')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(useWalletRequests.getState().pendingModal).toBe('connect');
  });

  it('while a remembered wallet reconnects: a busy Connect, never the action', () => {
    setWallet(ADDRESS, 56, 'reconnecting');
    renderGate();
    expect(screen.queryByText('Confirm Deposit')).toBeNull();
    expect(screen.getByTestId('connect-gate')).toHaveProperty('disabled', true);
  });

  it('connected: the action and the network', () => {
    setWallet(ADDRESS, 137, 'connected');
    renderGate();
    expect(screen.getByText('Confirm Deposit')).toBeTruthy();
    expect(screen.getByTestId('network-badge').textContent).toContain('Polygon');
    act(() => setWallet(ADDRESS, 1, 'connected'));
    expect(screen.getByTestId('network-badge').textContent).toContain('Unsupported network');
  });
});
