/**
 * The one wagmi config of the app, created on first use in the browser and shared by the wallet
 * runtime (RainbowKit modals, state sync) and every WalletScope. Import this module only from lazily
 * loaded wallet code: it pulls in wagmi, viem and RainbowKit.
 */
import { connectorsForWallets } from '@rainbow-me/rainbowkit';
import { createConfig, http, type Config } from 'wagmi';
import { appConfig } from '@/lib/config';
import { rpcUrl, walletChains } from './chains';
import { injectedWallet, metaMaskInjectedWallet } from './wallets';

let config: Config | undefined;

function createWagmiConfig(): Config {
  const chains = walletChains();
  const connectors = connectorsForWallets([{ groupName: 'Recommended', wallets: [injectedWallet, metaMaskInjectedWallet] }], {
    appName: 'KinBo',
    // Only injected wallets are offered, so no WalletConnect relay is contacted; RainbowKit still
    // wants a non-empty id.
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
