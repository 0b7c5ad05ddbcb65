'use client';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { create } from 'zustand';
import { toast } from '@/lib/ui/toast';
import { loadStylesheet } from '@/lib/ui/stylesheet';
import { markWalletRuntimeFailed, takePendingModal, useWalletRuntime } from '@/lib/wallet/runtime';
import { connectMode } from '@/lib/wallet/walletApps';
import { OpenInWalletSheet } from './OpenInWalletSheet';

/**
 * What WalletHost mounts once anything asks for the wallet. It decides what a tap on Connect does
 * before any wallet library is downloaded:
 * - on a phone without an injected wallet it shows the "Open in your wallet app" sheet (links into
 *   the wallet apps' browsers; WalletConnect too when configured), and the heavy runtime stays
 *   unloaded unless something else needs it;
 * - everywhere else it loads and mounts the heavy runtime (WalletRuntime), whose modal opener then
 *   connects in one tap (a wallet app's own browser) or opens the connect modal.
 */

type RuntimeModule = typeof import('./WalletRuntime');

/** RainbowKit's stylesheet, a plain file written by the build (scripts/lib/vendor-css.mjs). */
const RAINBOWKIT_CSS = process.env.NEXT_PUBLIC_RAINBOWKIT_CSS;

let heavy: Promise<RuntimeModule> | null = null;
/**
 * Downloads the runtime and RainbowKit's stylesheet together (no side effects), so its modals never
 * show unstyled; a failed download is forgotten so the next try fetches again.
 */
function heavyRuntime(): Promise<RuntimeModule> {
  heavy ??= Promise.all([import('./WalletRuntime'), RAINBOWKIT_CSS ? loadStylesheet(RAINBOWKIT_CSS) : undefined]).then(
    ([runtime]) => runtime,
    (error: unknown) => {
      heavy = null;
      throw error;
    },
  );
  return heavy;
}

/** A WalletConnect session can only resume once its connector exists: add those wallets first. */
async function prepareRuntime(): Promise<void> {
  const wallet = await import('@/lib/wallet/config');
  if (await wallet.lastConnectionUsedWalletConnect()) {
    // Offline the download fails and the session simply does not resume.
    await wallet.loadWalletConnectWallets().catch(() => false);
  }
}

// This chunk loads when Connect is touched; where Connect will need the runtime, fetch it now.
if (typeof window !== 'undefined' && connectMode() !== 'walletApp') heavyRuntime().catch(() => {});

/** Whether the "Open in your wallet app" sheet is showing. */
const useWalletAppSheet = create<{ open: boolean }>()(() => ({ open: false }));

export default function WalletEntry() {
  const t = useTranslations('wallet');
  const requested = useWalletRuntime((s) => s.requested);
  const pending = useWalletRuntime((s) => s.pendingModal);
  const [Runtime, setRuntime] = useState<ComponentType | null>(null);
  const sheetOpen = useWalletAppSheet((s) => s.open);

  // Connect on a phone without a wallet: the sheet, whether or not the runtime is loaded.
  useEffect(() => {
    if (pending !== 'connect' || connectMode() !== 'walletApp') return;
    takePendingModal();
    // Nothing else asked for the runtime: release the request so a later one (a wallet screen) loads it.
    if (!Runtime) useWalletRuntime.setState({ requested: false });
    useWalletAppSheet.setState({ open: true });
  }, [pending, Runtime]);

  const needsRuntime = requested && !Runtime && !(pending === 'connect' && connectMode() === 'walletApp');
  useEffect(() => {
    if (!needsRuntime) return;
    let active = true;
    Promise.all([heavyRuntime(), prepareRuntime()]).then(
      ([runtime]) => {
        if (active) setRuntime(() => runtime.default);
      },
      () => {
        if (!active) return;
        toast.error(t('loadFailed'));
        markWalletRuntimeFailed();
      },
    );
    return () => {
      active = false;
    };
  }, [needsRuntime, t]);

  return (
    <>
      {Runtime && <Runtime />}
      <OpenInWalletSheet open={sheetOpen} onClose={() => useWalletAppSheet.setState({ open: false })} />
    </>
  );
}
