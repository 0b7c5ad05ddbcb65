'use client';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '@/platform/async/lazy';
import { useTranslations } from 'next-intl';
import { create } from 'zustand';
import { loadOnce } from '@/platform/async/loadOnce';
import { useSession } from '@/platform/session/store';
import { readItem } from '@/platform/session/safeStorage';
import { loadStylesheet } from '@/platform/async/stylesheet';
import { toast } from '@/ui/toast';
import { PENDING_TX_KEY } from '@/platform/wallet/pendingTx';
import { markWalletLoadFailed, requestWallet, takePendingModal, useWalletRequests } from '@/platform/wallet/useWallet';
import { connectMode } from '@/platform/wallet/walletApps';

/** RainbowKit's stylesheet, a plain file written by the build (scripts/lib/vendor-css.mjs). */
const RAINBOWKIT_CSS = process.env.NEXT_PUBLIC_RAINBOWKIT_CSS;

/**
 * WalletProvider and RainbowKit's stylesheet together, so its modals never show unstyled. Nothing
 * runs on download: the config is created when WalletProvider mounts. A failed download is forgotten.
 */
const downloadWalletProvider = loadOnce(() => Promise.all([import('./WalletProvider'), RAINBOWKIT_CSS ? loadStylesheet(RAINBOWKIT_CSS) : undefined]).then(([provider]) => provider));

/** A WalletConnect session can only resume once its connector exists: add those wallets before mounting. */
async function prepareWalletConnectSession(): Promise<void> {
  const wallet = await import('@/platform/wallet/config');
  // Offline the download fails and the session simply does not resume.
  if (await wallet.lastConnectionUsedWalletConnect()) await wallet.loadWalletConnectWallets().catch(() => false);
}

/** The "Open in your wallet app" sheet: only phones without a wallet need it, so it loads when first opened. */
const OpenInWalletSheet = lazyComponent(() => import('./OpenInWalletSheet').then((m) => m.OpenInWalletSheet));
/** Whether that sheet is showing; `null` until it first opens. */
const usePhoneSheet = create<{ open: boolean | null }>()(() => ({ open: null }));

/**
 * How a screen gets a wallet, in three files:
 * 1. platform/wallet/useWallet.ts: useWallet() (address, network, status, read from the session store)
 *    and the requests (requestWallet, openWalletModal); no wallet library, so pages load without one;
 * 2. this host, mounted once by the app shell: downloads and mounts WalletProvider when asked;
 * 3. WalletProvider.tsx: the app's one WagmiProvider and RainbowKitProvider; its WalletSync is the
 *    only code that sets the session's wallet values, each derived from wagmi's account.
 * Screens that read the chain sit inside <WalletScope> and use wagmi through platform/wallet/hooks.ts.
 *
 * This host decides when the
 * wallet code loads: at start only when a wallet was connected before (its address is remembered) or
 * a sent transaction still waits for its follow-up (WalletProvider's PendingTxWatcher finishes it),
 * otherwise when something asks for it (Connect, a wallet screen). A first visit to /login or /home
 * never downloads wallet code. On a phone without a wallet, Connect shows the "Open in your wallet
 * app" sheet (links into the wallet apps' browsers) and downloads nothing.
 */
export function WalletHost() {
  const t = useTranslations('wallet');
  const hydrated = useSession((s) => s.hydrated);
  const remembered = useSession((s) => s.walletAddress !== null);
  const requested = useWalletRequests((s) => s.requested);
  const warm = useWalletRequests((s) => s.warm);
  const pending = useWalletRequests((s) => s.pendingModal);
  const [Provider, setProvider] = useState<ComponentType | null>(null);
  const sheetOpen = usePhoneSheet((s) => s.open);

  useEffect(() => {
    if (hydrated && (remembered || readItem(PENDING_TX_KEY) !== null)) requestWallet();
  }, [hydrated, remembered]);

  const phoneConnect = pending === 'connect' && connectMode() === 'walletApp';
  useEffect(() => {
    if (!phoneConnect) return;
    takePendingModal();
    // Nothing else asked for the wallet: release the request so a later one (a wallet screen) loads it.
    if (!Provider) useWalletRequests.setState({ requested: false });
    usePhoneSheet.setState({ open: true });
  }, [phoneConnect, Provider]);

  // Pointer over Connect: where the tap will need the provider, fetch it now.
  useEffect(() => {
    if (warm && connectMode() !== 'walletApp') downloadWalletProvider().catch(() => {});
  }, [warm]);

  const needsProvider = requested && !Provider && !phoneConnect;
  useEffect(() => {
    if (!needsProvider) return;
    let active = true;
    Promise.all([downloadWalletProvider(), prepareWalletConnectSession()]).then(
      ([provider]) => {
        if (active) setProvider(() => provider.default);
      },
      () => {
        if (!active) return;
        toast.error(t('loadFailed'));
        markWalletLoadFailed();
      },
    );
    return () => {
      active = false;
    };
  }, [needsProvider, t]);

  return (
    <>
      {Provider && (
        <ProviderErrorBoundary>
          <Provider />
        </ProviderErrorBoundary>
      )}
      {sheetOpen !== null && <OpenInWalletSheet open={sheetOpen} onClose={() => usePhoneSheet.setState({ open: false })} />}
    </>
  );
}

function ProviderFailedNotice() {
  const t = useTranslations('wallet');
  useEffect(() => {
    toast.error(t('loadFailed'));
    markWalletLoadFailed();
  }, [t]);
  return null;
}

/** A wallet library failure must never take the rest of the app down with it. */
class ProviderErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <ProviderFailedNotice /> : this.props.children;
  }
}
