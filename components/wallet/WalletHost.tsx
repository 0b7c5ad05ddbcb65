'use client';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/session/store';
import { toast } from '@/lib/ui/toast';
import { readItem } from '@/lib/storage/safeStorage';
import { PENDING_TX_KEY } from '@/lib/wallet/pendingTxKey';
import { markWalletRuntimeFailed, requestWalletRuntime, useWalletRuntime } from '@/lib/wallet/runtime';
import { loadWalletRuntime } from './runtimeLoader';

/**
 * Mounted once in the app shell. Decides when the wallet code loads: at start only when a wallet
 * was connected before (its address is remembered) or a sent transaction still waits for its
 * follow-up (pendingTx: the runtime's PendingTxWatcher finishes it), otherwise when something asks for it (the
 * Connect button, a wallet screen). A first visit to /login or /home never downloads wallet code.
 * What it mounts is WalletEntry, which shows the phone sheet or loads the heavy runtime.
 */
export function WalletHost() {
  const t = useTranslations('wallet');
  const hydrated = useSession((s) => s.hydrated);
  const remembered = useSession((s) => s.walletAddress !== null);
  const requested = useWalletRuntime((s) => s.requested);
  const [Runtime, setRuntime] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (hydrated && (remembered || readItem(PENDING_TX_KEY) !== null)) requestWalletRuntime();
  }, [hydrated, remembered]);

  useEffect(() => {
    if (!requested || Runtime) return;
    let active = true;
    loadWalletRuntime().then(
      (runtime) => {
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
  }, [requested, Runtime, t]);

  if (!Runtime) return null;
  return (
    <RuntimeErrorBoundary>
      <Runtime />
    </RuntimeErrorBoundary>
  );
}

function RuntimeFailedNotice() {
  const t = useTranslations('wallet');
  useEffect(() => {
    toast.error(t('loadFailed'));
    markWalletRuntimeFailed();
  }, [t]);
  return null;
}

/** A wallet library failure must never take the rest of the app down with it. */
class RuntimeErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RuntimeFailedNotice /> : this.props.children;
  }
}
