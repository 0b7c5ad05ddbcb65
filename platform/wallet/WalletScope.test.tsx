// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bsc, polygon } from 'viem/chains';
import { createConfig, http, mock } from 'wagmi';
import { useReadContracts } from '@/platform/wallet/hooks';
import { useWalletRequests } from '@/platform/wallet/useWallet';
import { WalletScope } from './WalletScope';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const testConfig = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/platform/wallet/config', () => ({ getWagmiConfig: () => testConfig.current }));

testConfig.current = createConfig({
  chains: [bsc, polygon],
  connectors: [mock({ accounts: [A] })],
  transports: { [bsc.id]: http('http://rpc.test/'), [polygon.id]: http('http://rpc.test/') },
  storage: null,
  multiInjectedProviderDiscovery: false,
});

/** A screen part that reads the chain, as the deposit form does. */
function BalanceReader() {
  const reads = useReadContracts({ contracts: [], query: { enabled: false } });
  return <span data-testid="reader">{reads.status}</span>;
}

beforeEach(() => useWalletRequests.setState({ requested: false, warm: false, pendingModal: null, loadFailed: false, ready: false }));
afterEach(cleanup);

describe('WalletScope', () => {
  it('asks for the wallet, shows the fallback until WalletProvider runs, then children read the chain with no provider around them', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WalletScope fallback={<span data-testid="fallback" />}>
          <BalanceReader />
        </WalletScope>
      </QueryClientProvider>,
    );
    expect(useWalletRequests.getState().requested).toBe(true);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(screen.queryByTestId('reader')).toBeNull();

    // WalletSync sets this once the wallet values follow wagmi.
    act(() => useWalletRequests.setState({ ready: true }));
    // wagmi's hooks throw WagmiProviderNotFoundError without a config: this one has the app's.
    expect(screen.getByTestId('reader').textContent).toBe('pending');
  });
});
