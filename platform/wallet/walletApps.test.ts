import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectMode, isPhoneUserAgent, isRealWalletConnectProjectId, WALLET_APPS, walletAppLinks } from './walletApps';

/** A shared Flash Deal room link: the invite code and the room must survive the trip into the app. */
const ROOM = 'https://kinbo.example/grouppurchasegames/room?roomId=7&invite=KINBO1';

const fromBase64 = (value: string) => atob(value);

/** Takes each app's link apart the way the app does and returns the page URL it would open. */
const OPENED_PAGE: Record<string, (link: URL) => string> = {
  // https://link.metamask.io/dapp/{url without scheme}; the app opens it over https.
  metaMask: (link) => `https://${link.href.slice('https://link.metamask.io/dapp/'.length)}`,
  trust: (link) => link.searchParams.get('url') ?? '',
  binance: (link) => {
    const deepLink = new URL(fromBase64(link.searchParams.get('_dp') ?? ''));
    expect(deepLink.protocol).toBe('bnc:');
    expect(fromBase64(deepLink.searchParams.get('startPagePath') ?? '')).toBe('/pages/browser/index');
    const query = new URLSearchParams(fromBase64(deepLink.searchParams.get('startPageQuery') ?? ''));
    expect(query.get('defaultChainId')).toBe('56');
    return query.get('url') ?? '';
  },
  okx: (link) => {
    const deepLink = new URL(link.searchParams.get('deeplink') ?? '');
    expect(deepLink.href.startsWith('okx://wallet/dapp/url?')).toBe(true);
    return deepLink.searchParams.get('dappUrl') ?? '';
  },
  tokenPocket: (link) => {
    const params = JSON.parse(link.searchParams.get('params') ?? '{}') as { url: string; chain: string };
    expect(params.chain).toBe('BSC');
    return params.url;
  },
};

describe('wallet app deep links', () => {
  const links = walletAppLinks(ROOM);

  it('has a link for MetaMask, Trust Wallet, Binance, OKX and TokenPocket', () => {
    expect(WALLET_APPS.map((app) => app.name)).toEqual(['MetaMask', 'Trust Wallet', 'Binance Wallet', 'OKX Wallet', 'TokenPocket']);
    expect(Object.keys(links).sort()).toEqual(Object.keys(OPENED_PAGE).sort());
  });

  it.each(Object.keys(OPENED_PAGE))('%s opens the room link with roomId and invite kept', (id) => {
    const link = new URL(links[id as keyof typeof links]);
    const opened = new URL(OPENED_PAGE[id](link));
    expect(opened.href).toBe(ROOM);
    expect(opened.pathname).toBe('/grouppurchasegames/room');
    expect(opened.searchParams.get('roomId')).toBe('7');
    expect(opened.searchParams.get('invite')).toBe('KINBO1');
  });

  it('uses the documented hosts and schemes', () => {
    expect(links.metaMask.startsWith('https://link.metamask.io/dapp/kinbo.example/grouppurchasegames/room?roomId=7&invite=KINBO1')).toBe(true);
    expect(links.trust.startsWith('https://link.trustwallet.com/open_url?coin_id=20000714&url=')).toBe(true);
    expect(links.binance.startsWith('https://app.binance.com/en/download?_dp=')).toBe(true);
    expect(links.okx.startsWith('https://web3.okx.com/download?deeplink=')).toBe(true);
    expect(links.tokenPocket.startsWith('tpdapp://open?params=')).toBe(true);
  });

  it('keeps characters that need encoding, and a hash, intact', () => {
    const page = 'https://kinbo.example/competitivegames/room?roomId=12&invite=A%26B+C&note=%E4%BD%A0%E5%A5%BD#bids';
    const all = walletAppLinks(page);
    for (const [id, link] of Object.entries(all)) {
      expect(OPENED_PAGE[id](new URL(link)), id).toBe(page);
    }
  });
});

describe('device and configuration checks', () => {
  it('tells phones from computers by their user agent', () => {
    expect(isPhoneUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe(true);
    expect(isPhoneUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(true);
    expect(isPhoneUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(false);
  });

  it('counts only a 32-digit hexadecimal WalletConnect project id as real', () => {
    expect(isRealWalletConnectProjectId('0123456789abcdef0123456789ABCDEF')).toBe(true);
    expect(isRealWalletConnectProjectId('kinbo-local')).toBe(false);
    expect(isRealWalletConnectProjectId('YOUR_PROJECT_ID')).toBe(false);
    expect(isRealWalletConnectProjectId('0123456789abcdef0123456789abcde')).toBe(false);
    expect(isRealWalletConnectProjectId('')).toBe(false);
  });

  it('runs in Node (no browser): the modal, never a phone mode', () => {
    expect(connectMode()).toBe('modal');
  });
});

describe('what Connect does', () => {
  const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
  const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
  const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

  function browser(userAgent: string, { ethereum = false, platform = 'Linux x86_64', maxTouchPoints = 0 } = {}) {
    vi.stubGlobal('navigator', { userAgent, platform, maxTouchPoints });
    vi.stubGlobal('window', ethereum ? { ethereum: { request: () => Promise.resolve(null) } } : {});
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('connects at once inside a wallet app (phone with an injected provider)', () => {
    browser(PIXEL, { ethereum: true });
    expect(connectMode()).toBe('direct');
  });

  it('sends a phone without a provider to its wallet app', () => {
    browser(PIXEL);
    expect(connectMode()).toBe('walletApp');
  });

  it('opens the wallet list on a computer, with or without an extension', () => {
    browser(LINUX);
    expect(connectMode()).toBe('modal');
    browser(LINUX, { ethereum: true });
    expect(connectMode()).toBe('modal');
  });

  it('treats an iPad (which reports a Mac) as a phone', () => {
    browser(IPAD, { platform: 'MacIntel', maxTouchPoints: 5 });
    expect(connectMode()).toBe('walletApp');
  });
});
