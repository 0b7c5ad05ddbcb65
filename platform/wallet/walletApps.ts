/**
 * Phones have no wallet extensions: a wallet there is an app with its own browser, which injects a
 * provider (window.ethereum) into the pages it shows. This module holds what the light UI needs to
 * send a phone user to such a browser — the device check and each app's documented "open this URL
 * in the app's browser" link. Plain data and string building: no wallet library is imported.
 */
import { appConfig } from '@/shared/config';

export type WalletAppId = 'metaMask' | 'trust' | 'binance' | 'okx' | 'tokenPocket';

export interface WalletApp {
  id: WalletAppId;
  name: string;
  /** Brand colour of the icon tile. */
  color: string;
  /** The link that opens `pageUrl` (absolute, path and query kept) inside the app's browser. */
  link: (pageUrl: URL) => string;
}

/** Base64 of an ASCII string (a URL's href is ASCII: the URL parser percent-encodes the rest). */
const base64 = (ascii: string) => btoa(ascii);

export const WALLET_APPS: readonly WalletApp[] = [
  {
    // https://docs.metamask.io/sdk/guides/use-deeplinks — https://link.metamask.io/dapp/{dappUrl}, the URL
    // without its scheme and not percent-encoded (the app puts https:// in front).
    id: 'metaMask',
    name: 'MetaMask',
    color: '#f6851a',
    link: (page) => `https://link.metamask.io/dapp/${page.host}${page.pathname}${page.search}${page.hash}`,
  },
  {
    // https://developer.trustwallet.com/developer/develop-for-trust/deeplinking — open_url?coin_id=&url=.
    // coin_id is the SLIP-44 index of the network the browser starts on: 20000714 is BNB Smart Chain.
    id: 'trust',
    name: 'Trust Wallet',
    color: '#3375bb',
    link: (page) => `https://link.trustwallet.com/open_url?coin_id=20000714&url=${encodeURIComponent(page.href)}`,
  },
  {
    // The link Binance's @binance/w3w-utils `getDeeplink` made: the app's DApp browser mini-program
    // (startPagePath = base64 "/pages/browser/index") with base64 "url=…&defaultChainId=56", wrapped
    // in the universal link that falls back to the download page. Binance's change log (2026-10-30)
    // says newer app versions no longer open externally supplied links in the DApp browser; the
    // sheet's "Copy link" is the way in then.
    id: 'binance',
    name: 'Binance Wallet',
    color: '#f0b90b',
    link: (page) => {
      // The page URL is encoded: its own query (roomId, invite) must not become the mini-program's.
      const query = base64(`url=${encodeURIComponent(page.href)}&defaultChainId=56`);
      const deepLink = `bnc://app.binance.com/mp/app?appId=yFK5FCqYprrXDiVFbhyRx7&startPagePath=${encodeURIComponent(base64('/pages/browser/index'))}&startPageQuery=${encodeURIComponent(query)}`;
      return `https://app.binance.com/en/download?_dp=${encodeURIComponent(base64(deepLink))}`;
    },
  },
  {
    // https://web3.okx.com/build/docs/waas/app-universal-link — okx://wallet/dapp/url?dappUrl=…, wrapped in
    // the universal link https://web3.okx.com/download?deeplink=… (download page when the app is missing).
    id: 'okx',
    name: 'OKX Wallet',
    color: '#000000',
    link: (page) => `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encodeURIComponent(page.href)}`)}`,
  },
  {
    // https://github.com/TP-Lab/TokenPocket-Protocol — tpdapp://open?params={"url","chain","source"} (JSON,
    // percent-encoded). TokenPocket has no universal link for this; the scheme needs the app installed.
    id: 'tokenPocket',
    name: 'TokenPocket',
    color: '#2980fe',
    link: (page) => `tpdapp://open?params=${encodeURIComponent(JSON.stringify({ url: page.href, chain: 'BSC', source: 'KinBo' }))}`,
  },
];

/** The deep link of every wallet app for a page, keyed by app id. */
export function walletAppLinks(pageUrl: string | URL): Record<WalletAppId, string> {
  const page = new URL(pageUrl);
  return Object.fromEntries(WALLET_APPS.map((app) => [app.id, app.link(page)])) as Record<WalletAppId, string>;
}

/** A phone or tablet browser (the user agents wallet apps run on). */
export function isPhoneUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/** iPadOS reports itself as a Mac; its touch points give it away. */
function isPhone(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isPhoneUserAgent(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

/** An injected EIP-1193 provider: an extension on a computer, the wallet itself in a wallet app's browser. */
export function hasInjectedProvider(): boolean {
  return typeof window !== 'undefined' && typeof (window as { ethereum?: unknown }).ethereum !== 'undefined';
}

/**
 * How Connect behaves here:
 * - `direct`: a phone with an injected provider is a wallet app's own browser, so Connect connects
 *   to that provider at once, without a list to choose from;
 * - `walletApp`: a phone without one can only reach a wallet through its app (open in the app's
 *   browser, or WalletConnect when configured);
 * - `modal`: a computer, where the wallet list (extensions, QR codes) makes sense.
 */
export type ConnectMode = 'direct' | 'walletApp' | 'modal';

export function connectMode(): ConnectMode {
  if (!isPhone()) return 'modal';
  return hasInjectedProvider() ? 'direct' : 'walletApp';
}

/**
 * WalletConnect needs a project id from the Reown (WalletConnect) dashboard: 32 hexadecimal digits.
 * Anything else (the `kinbo-local` default, a placeholder such as YOUR_PROJECT_ID) means "not set
 * up", and the app offers only what works without it.
 */
export function isRealWalletConnectProjectId(projectId: string): boolean {
  return /^[0-9a-f]{32}$/i.test(projectId);
}

export function walletConnectEnabled(): boolean {
  return isRealWalletConnectProjectId(appConfig.walletConnectProjectId);
}
