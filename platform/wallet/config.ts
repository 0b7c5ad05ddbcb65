/**
 * The one wagmi config of the app, created on first use in the browser: WalletProvider's
 * WagmiProvider gives it to RainbowKit and WalletSync, and the screens inside <WalletScope> pass it
 * to wagmi explicitly (platform/wallet/hooks.ts, useTxRunner). Import this module only from lazily
 * loaded wallet code: it pulls in wagmi, viem and RainbowKit.
 *
 * It starts with the wallets that work offline (injected ones: the "Installed" group). The
 * WalletConnect wallets ("Popular") are added by loadWalletConnectWallets() when the connect modal
 * opens, or before a remembered WalletConnect session is resumed — never on a page that merely
 * shows a balance, since a WalletConnect connector opens a relay connection as soon as it exists.
 */
import { connectorsForWallets, type Wallet } from '@rainbow-me/rainbowkit';
import { createConfig, http, type Config } from 'wagmi';
import { appConfig } from '@/shared/config';
import { rpcUrl, walletChains } from './chains';
import { connectMode, walletConnectEnabled } from './walletApps';
import { injectedWallet, metaMaskInjectedWallet } from './wallets';

let config: Config | undefined;

/**
 * RainbowKit's "Browser Wallet" (window.ethereum). On a phone without an injected provider it could
 * only fail, so it is left out there; on a computer it stays (RainbowKit then offers the extension).
 */
function browserWallet(): Wallet {
  return { ...injectedWallet(), hidden: () => connectMode() === 'walletApp' };
}

function createWagmiConfig(): Config {
  const chains = walletChains();
  const connectors = connectorsForWallets([{ groupName: 'Installed', wallets: [browserWallet, metaMaskInjectedWallet] }], {
    appName: 'KinBo',
    // These injected wallets never contact the WalletConnect relay; RainbowKit still wants a non-empty id.
    projectId: appConfig.walletConnectProjectId,
  });
  // One retry: a local Hardhat node reports reverts as internal errors (-32603), which viem retries.
  const transport = (chainId: 56 | 137) => http(rpcUrl(chainId), { retryCount: 1, retryDelay: 200 });
  return createConfig({
    chains,
    connectors,
    transports: { 56: transport(56), 137: transport(137) },
    // Rendered only in the browser after mount, so the persisted state can be read straight away.
    ssr: false,
    multiInjectedProviderDiscovery: true,
    // BSC makes a block in under a second, Polygon in about two: poll receipts faster than the 4 s default.
    pollingInterval: 1_000,
  });
}

export function getWagmiConfig(): Config {
  if (typeof window === 'undefined') throw new Error('The wallet config exists in the browser only');
  config ??= createWagmiConfig();
  return config;
}

let walletConnectWallets: Promise<boolean> | null = null;

/**
 * Adds the WalletConnect wallets to the config once; resolves false when no real project id is
 * configured (then only the injected wallets exist). A failed download is forgotten so the next
 * opening of the modal tries again.
 */
export function loadWalletConnectWallets(): Promise<boolean> {
  if (!walletConnectEnabled()) return Promise.resolve(false);
  walletConnectWallets ??= import('./walletConnectWallets').then(
    ({ walletConnectConnectors }) => {
      const wagmi = getWagmiConfig();
      // wagmi's own way of adding connectors after creation (it adds EIP-6963 wallets like this).
      const added = walletConnectConnectors(appConfig.walletConnectProjectId).map((fn) => wagmi._internal.connectors.setup(fn));
      wagmi._internal.connectors.setState((current) => [...current, ...added]);
      return true;
    },
    (error: unknown) => {
      walletConnectWallets = null;
      throw error;
    },
  );
  return walletConnectWallets;
}

/** The last wallet connected through WalletConnect: its session can only resume once the connector exists. */
export async function lastConnectionUsedWalletConnect(): Promise<boolean> {
  const recent = await getWagmiConfig().storage?.getItem('recentConnectorId');
  return recent === 'walletConnect';
}
