'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAccountModal, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit';
import { useAccount, useConfig } from 'wagmi';
import { connect } from 'wagmi/actions';
import { toast } from '@/lib/ui/toast';
import { loadWalletConnectWallets } from '@/lib/wallet/config';
import { isSupportedChainId } from '@/lib/wallet/networks';
import { takePendingModal, useWalletRuntime } from '@/lib/wallet/runtime';
import { connectMode, walletConnectEnabled } from '@/lib/wallet/walletApps';

/**
 * Opens what the light UI asked for (lib/wallet/runtime.ts) once the wallet state has settled.
 * The request says what the user tapped; what happens fits the actual state and device:
 * - disconnected, in a wallet app's own browser (phone + injected provider): Connect connects to
 *   that provider at once, one tap, no list;
 * - disconnected elsewhere: the connect modal, after adding the WalletConnect wallets when a real
 *   project id is configured (they load only now, not with the runtime);
 * - on a phone without a wallet, Connect is WalletEntry's sheet, not a modal (left alone here);
 * - connected: the account modal, or the network choice on an unsupported chain.
 */
export function WalletModalOpener() {
  const t = useTranslations('wallet');
  const config = useConfig();
  const pending = useWalletRuntime((s) => s.pendingModal);
  const settled = useWalletRuntime((s) => s.settled);
  const { status, chainId } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { openAccountModal } = useAccountModal();
  const { openChainModal } = useChainModal();
  // The WalletConnect wallets are added before the first connect modal (ready at once when there are none).
  const [walletConnectReady, setWalletConnectReady] = useState(() => !walletConnectEnabled());
  const walletConnectLoading = useRef(false);
  const failedText = useRef('');
  useEffect(() => {
    failedText.current = t('connectFailed');
  }, [t]);

  useEffect(() => {
    if (!pending || !settled) return;
    const mode = connectMode();
    if (pending === 'connect' && mode === 'walletApp') return;

    if (status === 'disconnected') {
      if (pending === 'connect' && mode === 'direct') {
        const injected = config.connectors.find((c) => c.id === 'injected');
        if (!injected) return;
        takePendingModal();
        // WalletSync mirrors connecting → connected; a refusal in the wallet leaves Connect as it was.
        connect(config, { connector: injected }).catch(() => toast.error(failedText.current));
        return;
      }
      if (!walletConnectReady) {
        if (!walletConnectLoading.current) {
          walletConnectLoading.current = true;
          // Offline the download fails: the modal then opens with the injected wallets only.
          loadWalletConnectWallets()
            .catch(() => false)
            .then(() => setWalletConnectReady(true));
        }
        return;
      }
      if (openConnectModal) {
        takePendingModal();
        openConnectModal();
      }
      return;
    }
    if (status === 'connected') {
      const open = pending === 'chain' || !isSupportedChainId(chainId) ? openChainModal : openAccountModal;
      if (open) {
        takePendingModal();
        open();
      }
    }
    // connecting / reconnecting: wait for the outcome.
  }, [pending, settled, status, chainId, config, walletConnectReady, openConnectModal, openAccountModal, openChainModal]);

  return null;
}
