'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useConfig } from 'wagmi';
import { disconnect, getAccount, switchChain, watchAccount, type GetAccountReturnType } from 'wagmi/actions';
import { useSession } from '@/platform/session/store';
import { toast } from '@/ui/toast';
import { DEFAULT_CHAIN_ID, isSupportedChainId } from '@/shared/chain/networks';
import { useWalletRequests } from '@/platform/wallet/useWallet';

/**
 * The one place where the wallet values the app reads (the session store's walletAddress,
 * walletChainId and walletStatus, through useWallet) are derived from wagmi's account; nothing else
 * writes them. Mounted inside WalletProvider. It also enforces the spec §4 wallet rules:
 * - any chain other than 56 or 137 is switched to 56;
 * - an account or network change updates the stored address and network;
 * - status is disconnected, connecting, connected or reconnecting; while reconnecting the remembered
 *   address stays (shown dimmed), it is cleared only once wagmi knows the wallet is gone.
 * It also disconnects wagmi when the session's wallet is cleared elsewhere (logout wipes storage).
 */
export function WalletSync() {
  const config = useConfig();
  const t = useTranslations('wallet');
  const switchFailedText = useRef('');
  useEffect(() => {
    switchFailedText.current = t('switchRequired');
  }, [t]);

  useEffect(() => {
    let switchingFrom: number | null = null;

    const apply = (account: GetAccountReturnType) => {
      const session = useSession.getState();
      switch (account.status) {
        case 'connected': {
          if (!account.address) return; // not a real state; wait for the next change
          const chainId = account.chainId ?? null;
          if (session.walletAddress !== account.address || session.walletChainId !== chainId || session.walletStatus !== 'connected') {
            session.setWallet({ address: account.address, chainId, status: 'connected' });
          }
          if (chainId !== null && !isSupportedChainId(chainId) && switchingFrom !== chainId) {
            switchingFrom = chainId;
            switchChain(config, { chainId: DEFAULT_CHAIN_ID })
              .catch(() => toast.error(switchFailedText.current))
              .finally(() => {
                switchingFrom = null;
              });
          }
          break;
        }
        case 'connecting':
        case 'reconnecting': {
          // Keep what we know; only the status changes.
          const status = session.walletAddress ? 'reconnecting' : 'connecting';
          if (session.walletStatus !== status) {
            session.setWallet({ address: session.walletAddress, chainId: session.walletChainId, status });
          }
          break;
        }
        case 'disconnected':
          if (session.walletAddress !== null || session.walletStatus !== 'disconnected') {
            session.setWallet({ address: null, chainId: null, status: 'disconnected' });
          }
          break;
      }
    };

    // WagmiProvider (ssr: false) starts its reconnect while rendering, before this effect runs, so
    // the first state read here is already 'reconnecting' / 'connecting' or the outcome: never the
    // pre-reconnect 'disconnected' that would wipe a remembered address.
    const unwatchAccount = watchAccount(config, { onChange: apply });
    apply(getAccount(config));
    // From now on the values follow wagmi: screens inside <WalletScope> may render.
    useWalletRequests.setState({ ready: true });

    // Logout (or any other code) clearing the stored wallet while wagmi is still connected.
    const unwatchSession = useSession.subscribe((state, previous) => {
      if (previous.walletAddress !== null && state.walletAddress === null && getAccount(config).status === 'connected') {
        void disconnect(config);
      }
    });

    return () => {
      unwatchAccount();
      unwatchSession();
    };
  }, [config]);

  return null;
}
