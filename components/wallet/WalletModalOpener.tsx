'use client';
import { useEffect } from 'react';
import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit';
import { useAccount } from 'wagmi';
import { isSupportedChainId } from '@/lib/wallet/networks';
import { takePendingModal, useWalletRuntime } from '@/lib/wallet/runtime';

/**
 * Opens the modal the light UI asked for (lib/wallet/runtime.ts) once the wallet state has settled.
 * The request says what the user tapped; the modal shown fits the actual state: connect when
 * disconnected, account when connected, network choice when on an unsupported chain.
 */
export function WalletModalOpener() {
  const pending = useWalletRuntime((s) => s.pendingModal);
  const settled = useWalletRuntime((s) => s.settled);
  const { status, chainId } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { openAccountModal } = useAccountModal();
  const { openChainModal } = useChainModal();

  useEffect(() => {
    if (!pending || !settled) return;
    let open: (() => void) | undefined;
    if (status === 'disconnected') open = openConnectModal;
    else if (status === 'connected') {
      open = pending === 'chain' || !isSupportedChainId(chainId) ? openChainModal : openAccountModal;
    }
    // connecting / reconnecting: wait for the outcome.
    if (open) {
      takePendingModal();
      open();
    }
  }, [pending, settled, status, chainId, openConnectModal, openAccountModal, openChainModal]);

  return null;
}
