/**
 * The "Popular" group of the connect modal: wallet apps reached through WalletConnect (on a phone
 * the app opens through its WalletConnect deep link and the user comes back to the page; on a
 * computer RainbowKit shows a QR code). A wallet whose own provider is injected (its extension, or
 * its in-app browser) uses that instead; RainbowKit's wallet functions decide this themselves.
 *
 * Loaded only when the connect modal opens (or a WalletConnect session is resumed): creating a
 * WalletConnect connector loads the WalletConnect SDK and opens its relay connection.
 */
import { connectorsForWallets, getWalletConnectConnector, type Wallet, type WalletList } from '@rainbow-me/rainbowkit';
import { binanceWallet, okxWallet, tokenPocketWallet, trustWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets';
import type { CreateConnectorFn } from 'wagmi';
import { isMetaMaskInjected, METAMASK_LOOK } from './wallets';

type CreateWalletFn = WalletList[number]['wallets'][number];

const isAndroid = () => /android/i.test(navigator.userAgent);

/**
 * MetaMask through WalletConnect. RainbowKit's own metaMaskWallet uses the MetaMask SDK (a second,
 * MetaMask-only relay and a large download) on phones; MetaMask's app speaks WalletConnect as well,
 * so it is reached the same way as the other apps. With MetaMask injected, the "Installed" entry
 * (platform/wallet/wallets.ts) is used instead and this one is left out.
 */
function metaMaskWalletConnectWallet({ projectId, walletConnectParameters }: Parameters<CreateWalletFn>[0]): Wallet {
  return {
    ...METAMASK_LOOK,
    downloadUrls: {
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
      ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
      mobile: 'https://metamask.io/download',
      qrCode: 'https://metamask.io/download',
    },
    // Android hands a wc: URI to the wallet app the user picks; iOS needs the app's own scheme.
    mobile: { getUri: (uri: string) => (isAndroid() ? uri : `metamask://wc?uri=${encodeURIComponent(uri)}`) },
    qrCode: { getUri: (uri: string) => uri },
    createConnector: getWalletConnectConnector({ projectId, walletConnectParameters }),
  };
}

/** Connector functions of the Popular group, in the order users look for them. */
export function walletConnectConnectors(projectId: string): CreateConnectorFn[] {
  const popular: CreateWalletFn[] = [...(isMetaMaskInjected() ? [] : [metaMaskWalletConnectWallet]), trustWallet, binanceWallet, okxWallet, tokenPocketWallet, walletConnectWallet];
  return connectorsForWallets([{ groupName: 'Popular', wallets: popular }], {
    appName: 'KinBo',
    projectId,
  });
}
