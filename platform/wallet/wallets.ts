/**
 * The "Installed" group of the connect modal: any injected browser wallet ("Browser Wallet") and
 * MetaMask. Both use wagmi's `injected` connector and work offline; the WalletConnect wallets are
 * added when the modal opens (platform/wallet/walletConnectWallets.ts). RainbowKit's own MetaMask entry
 * would bring the MetaMask SDK when MetaMask is missing; this one is hidden instead. Wallets that
 * announce themselves through EIP-6963 (MetaMask included) are listed by RainbowKit on its own.
 */
import type { Wallet } from '@rainbow-me/rainbowkit';
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets';
import type { EIP1193Provider } from 'viem';
import { createConnector, injected } from 'wagmi';

export { injectedWallet };

interface InjectedProvider extends EIP1193Provider {
  isMetaMask?: boolean;
  isBraveWallet?: boolean;
  isRabby?: boolean;
  isPhantom?: boolean;
  isTrust?: boolean;
  isOkxWallet?: boolean;
  isCoinbaseWallet?: boolean;
  isTokenPocket?: boolean;
  isBinance?: boolean;
  isZerion?: boolean;
  providers?: InjectedProvider[];
}

/** Many wallets set isMetaMask for compatibility; the common ones also set their own flag. */
function isRealMetaMask(provider: InjectedProvider | undefined): provider is InjectedProvider {
  if (!provider?.isMetaMask) return false;
  return !(
    provider.isBraveWallet ||
    provider.isRabby ||
    provider.isPhantom ||
    provider.isTrust ||
    provider.isOkxWallet ||
    provider.isCoinbaseWallet ||
    provider.isTokenPocket ||
    provider.isBinance ||
    provider.isZerion
  );
}

function findMetaMask(): InjectedProvider | undefined {
  if (typeof window === 'undefined') return undefined;
  const ethereum = (window as unknown as { ethereum?: InjectedProvider }).ethereum;
  if (!ethereum) return undefined;
  return (ethereum.providers ?? [ethereum]).find(isRealMetaMask);
}

/** MetaMask's own provider is injected (its extension, or the MetaMask app's browser). */
export function isMetaMaskInjected(): boolean {
  return findMetaMask() !== undefined;
}

const METAMASK_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#f6851a"/>' +
      '<path d="M6 20V8l8 6 8-6v12" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/></svg>',
  );

/** How MetaMask shows in the connect modal, whether reached through its injected provider or WalletConnect. */
export const METAMASK_LOOK = {
  id: 'metaMask',
  name: 'MetaMask',
  rdns: 'io.metamask',
  iconUrl: METAMASK_ICON,
  iconAccent: '#f6851a',
  iconBackground: '#ffffff',
} as const satisfies Partial<Wallet>;

export function metaMaskInjectedWallet(): Wallet {
  const provider = findMetaMask();
  return {
    ...METAMASK_LOOK,
    installed: Boolean(provider),
    hidden: () => !provider,
    createConnector: (walletDetails) =>
      createConnector((config) => ({
        // wagmi's own MetaMask target: the same flag checks, against the live window at connect time.
        ...injected({ target: 'metaMask' })(config),
        ...walletDetails,
      })),
  };
}
