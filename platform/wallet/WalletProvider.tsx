'use client';
import {
  darkTheme,
  RainbowKitProvider,
  useAccountModal,
  useChainModal,
  useConnectModal,
  type AvatarComponent,
  type DisclaimerComponent,
  type Locale as RainbowKitLocale,
} from '@rainbow-me/rainbowkit';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAccount, useConfig, WagmiProvider } from 'wagmi';
import { connect } from 'wagmi/actions';
import { toast } from '@/ui/toast';
import { getWagmiConfig, loadWalletConnectWallets } from '@/platform/wallet/config';
import { isSupportedChainId } from '@/shared/chain/networks';
import { takePendingModal, useWalletRequests } from '@/platform/wallet/useWallet';
import { connectMode, walletConnectEnabled } from '@/platform/wallet/walletApps';
import { PendingTxWatcher } from './PendingTxWatcher';
import { WalletSync } from './WalletSync';

/**
 * The wallet itself (wagmi + viem + RainbowKit): the app's one WagmiProvider and RainbowKitProvider.
 * WalletHost downloads this module (with RainbowKit's stylesheet, a plain file: no CSS import here,
 * see scripts/lib/vendor-css.mjs) when something asks for the wallet, and mounts it beside the
 * screens, never around them, so its arrival re-mounts nothing. It reuses the app's
 * QueryClientProvider (an ancestor) and holds:
 * - WalletSync: derives the wallet values the app reads (useWallet) from wagmi, the one writer;
 * - ModalOpener: opens the modal the light UI asked for (openWalletModal);
 * - PendingTxWatcher: finishes the transactions a reload interrupted.
 * Screens that read the chain sit beside this provider, so they use wagmi with the config passed
 * explicitly (platform/wallet/hooks.ts) inside <WalletScope>, which waits until this is mounted.
 */

const RAINBOWKIT_LOCALES: Record<string, RainbowKitLocale> = {
  'en-US': 'en-US',
  'zh-CN': 'zh-CN',
  'ko-KR': 'ko-KR',
  id: 'id-ID',
  'vi-VN': 'vi-VN',
  // RainbowKit has no Filipino; English is the closest it offers.
  fil: 'en-US',
};

/**
 * Without a WalletConnect project id the modal lists only the injected wallets; this line, at the
 * foot of the modal, says why the phone wallet apps are missing and what to do instead.
 */
const WalletConnectMissingHint: DisclaimerComponent = ({ Text }) => {
  const t = useTranslations('wallet');
  return (
    <Text>
      <span data-testid="walletconnect-missing-hint">{t('walletConnectMissing')}</span>
    </Text>
  );
};

const APP_INFO = walletConnectEnabled() ? { appName: 'KinBo' } : { appName: 'KinBo', disclaimer: WalletConnectMissingHint };

const theme = darkTheme({
  accentColor: '#c6f432',
  accentColorForeground: '#0b0d12',
  borderRadius: 'medium',
  overlayBlur: 'small',
});

/**
 * A gradient disc derived from the address. RainbowKit's default avatar is an emoji, which shows as
 * an empty box where no emoji font is installed.
 */
const AddressAvatar: AvatarComponent = ({ address, size }) => {
  const hue = Number.parseInt(address.slice(2, 8), 16) % 360;
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'block',
        width: size,
        height: size,
        borderRadius: '50%',
        background: `linear-gradient(135deg, hsl(${hue} 80% 60%), hsl(${(hue + 90) % 360} 70% 40%))`,
      }}
    />
  );
};

/**
 * Memoised and free of hooks on purpose: with `ssr: false` wagmi's provider reconnects on every
 * render, so it must render once, not whenever the host, the locale or the session changes.
 */
function WalletProvider() {
  return (
    <WagmiProvider config={getWagmiConfig()}>
      <LocalisedRainbowKit>
        <WalletSync />
        <ModalOpener />
        <PendingTxWatcher />
      </LocalisedRainbowKit>
    </WagmiProvider>
  );
}

function LocalisedRainbowKit({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <RainbowKitProvider theme={theme} locale={RAINBOWKIT_LOCALES[locale] ?? 'en-US'} modalSize="compact" appInfo={APP_INFO} avatar={AddressAvatar}>
      {children}
    </RainbowKitProvider>
  );
}

/**
 * Opens what the light UI asked for (openWalletModal) once wagmi's first reconnect has an outcome.
 * The request says what the user tapped; what happens fits the actual state and device:
 * - disconnected, in a wallet app's own browser (phone + injected provider): Connect connects to
 *   that provider at once, one tap, no list;
 * - disconnected elsewhere: the connect modal, after adding the WalletConnect wallets when a real
 *   project id is configured (they load only now, not with this module);
 * - on a phone without a wallet, Connect is WalletHost's sheet, not a modal (left alone here);
 * - connected: the account modal, or the network choice on an unsupported chain.
 */
function ModalOpener() {
  const t = useTranslations('wallet');
  const config = useConfig();
  const pending = useWalletRequests((s) => s.pendingModal);
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
    if (!pending) return;
    const mode = connectMode();
    if (pending === 'connect' && mode === 'walletApp') return;

    if (status === 'disconnected') {
      if (pending === 'connect' && mode === 'direct') {
        const injected = config.connectors.find((c) => c.id === 'injected');
        if (!injected) return;
        takePendingModal();
        // WalletSync follows connecting → connected; a refusal in the wallet leaves Connect as it was.
        connect(config, { connector: injected }).catch(() => toast.error(failedText.current));
        return;
      }
      if (!walletConnectReady) {
        if (!walletConnectLoading.current) {
          walletConnectLoading.current = true;
          // Offline the download fails: the modal then opens with the injected wallets only.
          void loadWalletConnectWallets()
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
    // connecting / reconnecting (wagmi's first reconnect starts before this renders): wait for the outcome.
  }, [pending, status, chainId, config, walletConnectReady, openConnectModal, openAccountModal, openChainModal]);

  return null;
}

export default memo(WalletProvider);
