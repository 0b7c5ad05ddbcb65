// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bsc, polygon } from 'viem/chains';
import { createConfig, http, mock, WagmiProvider, type Config } from 'wagmi';
import { connect, getAccount } from 'wagmi/actions';
import { useSession, type WalletStatus } from '@/platform/session/store';
import { useWalletRequests } from '@/platform/wallet/useWallet';
import { WalletSync } from './WalletSync';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

// wagmi's mock wallet forwards what it does not answer itself (eth_accounts) to the chain's RPC URL.
const RPC = 'http://rpc.test/';
const localChain = <T extends typeof bsc | typeof polygon>(chain: T) => ({ ...chain, rpcUrls: { default: { http: [RPC] } } });

function fakeRpc(input: RequestInfo | URL, init?: RequestInit) {
  const { id, method } = JSON.parse(String(init?.body ?? '{}'));
  const result = method === 'eth_accounts' ? [A] : null;
  return Promise.resolve(new Response(JSON.stringify({ jsonrpc: '2.0', id, result }), { headers: { 'content-type': 'application/json' } }));
}

function makeConfig(features: { reconnect?: boolean; defaultConnected?: boolean } = {}): Config {
  return createConfig({
    chains: [localChain(bsc), localChain(polygon)],
    connectors: [mock({ accounts: [A, B], features })],
    transports: { [bsc.id]: http(RPC), [polygon.id]: http(RPC) },
    storage: null,
    multiInjectedProviderDiscovery: false,
  });
}

function renderSync(config: Config) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={{ wallet: { switchRequired: 'Switch network' } }}>
      <WagmiProvider config={config}>
        <WalletSync />
      </WagmiProvider>
    </NextIntlClientProvider>,
  );
}

function wallet() {
  const { walletAddress, walletChainId, walletStatus } = useSession.getState();
  return { walletAddress, walletChainId, walletStatus };
}

let statuses: WalletStatus[];
let unsubscribe: () => void;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeRpc));
  localStorage.clear();
  useSession.setState({ hydrated: true, walletAddress: null, walletChainId: null, walletStatus: 'disconnected' });
  useWalletRequests.setState({ requested: true, warm: false, pendingModal: null, loadFailed: false, ready: false });
  statuses = [];
  unsubscribe = useSession.subscribe((s, prev) => {
    if (s.walletStatus !== prev.walletStatus) statuses.push(s.walletStatus);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  unsubscribe();
  cleanup();
});

describe('WalletSync, the one writer of the wallet values', () => {
  it('mirrors a connection, forces unsupported chains back to 56 and follows account changes', async () => {
    const config = makeConfig();
    renderSync(config);
    // ready: from now on the values follow wagmi (WalletScope's children may render).
    await waitFor(() => expect(useWalletRequests.getState().ready).toBe(true));
    expect(wallet()).toEqual({ walletAddress: null, walletChainId: null, walletStatus: 'disconnected' });

    const connector = config.connectors[0];
    await act(() => connect(config, { connector }));
    await waitFor(() => expect(wallet()).toEqual({ walletAddress: A, walletChainId: 56, walletStatus: 'connected' }));

    // The user moves the wallet to Ethereum mainnet; the app switches it back to BNB Smart Chain.
    act(() => connector.onChainChanged('1'));
    await waitFor(() => expect(getAccount(config).chainId).toBe(56));
    await waitFor(() => expect(wallet().walletChainId).toBe(56));

    // Polygon is supported and left alone.
    act(() => connector.onChainChanged('137'));
    await waitFor(() => expect(wallet().walletChainId).toBe(137));
    expect(getAccount(config).chainId).toBe(137);

    act(() => connector.onAccountsChanged([B]));
    await waitFor(() => expect(wallet().walletAddress).toBe(B));
    expect(localStorage.getItem('walletAddress')).toBe(B);

    // The wallet revokes access: the stored wallet is cleared.
    act(() => connector.onAccountsChanged([]));
    await waitFor(() => expect(wallet()).toEqual({ walletAddress: null, walletChainId: null, walletStatus: 'disconnected' }));
  });

  it('keeps a remembered address through the reconnect, never offering Connect in between', async () => {
    useSession.getState().setWallet({ address: A, chainId: 56, status: 'reconnecting' });
    statuses = [];
    renderSync(makeConfig({ reconnect: true, defaultConnected: true }));
    await waitFor(() => expect(wallet()).toEqual({ walletAddress: A, walletChainId: 56, walletStatus: 'connected' }));
    expect(statuses).not.toContain('disconnected');
    expect(statuses).not.toContain('connecting');
  });

  it('forgets a remembered address when the wallet no longer authorises the site', async () => {
    useSession.getState().setWallet({ address: A, chainId: 56, status: 'reconnecting' });
    renderSync(makeConfig({ reconnect: false }));
    await waitFor(() => expect(wallet()).toEqual({ walletAddress: null, walletChainId: null, walletStatus: 'disconnected' }));
  });

  it('disconnects the wallet when the session clears it (logout)', async () => {
    const config = makeConfig();
    renderSync(config);
    await act(() => connect(config, { connector: config.connectors[0] }));
    await waitFor(() => expect(wallet().walletStatus).toBe('connected'));
    act(() => useSession.getState().clearAll());
    await waitFor(() => expect(getAccount(config).status).toBe('disconnected'));
    expect(wallet().walletAddress).toBeNull();
  });
});
