'use client';
import {
  darkTheme,
  RainbowKitProvider,
  type AvatarComponent,
  type DisclaimerComponent,
  type Locale as RainbowKitLocale,
} from '@rainbow-me/rainbowkit';
import { useLocale, useTranslations } from 'next-intl';
import { memo, type ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { getWagmiConfig } from '@/lib/wallet/config';
import { walletConnectEnabled } from '@/lib/wallet/walletApps';
import { PendingTxWatcher } from './PendingTxWatcher';
import { WalletModalOpener } from './WalletModalOpener';
import { WalletSync } from './WalletSync';

/**
 * The heavy half of the wallet (wagmi + viem + RainbowKit), loaded lazily by WalletEntry (with
 * RainbowKit's stylesheet, a plain file: no CSS import here, see scripts/lib/vendor-css.mjs) and mounted
 * beside the app, never around it. It reuses the app's QueryClientProvider (an ancestor), keeps the
 * session store in step with the wallet, hosts RainbowKit's modals and finishes the transactions a
 * reload interrupted (PendingTxWatcher). Screens that need wagmi hooks
 * wrap themselves in <WalletScope>, which shares the same config.
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
function WalletRuntime() {
  return (
    <WagmiProvider config={getWagmiConfig()}>
      <LocalisedRainbowKit>
        <WalletSync />
        <WalletModalOpener />
        <PendingTxWatcher />
      </LocalisedRainbowKit>
    </WagmiProvider>
  );
}

function LocalisedRainbowKit({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <RainbowKitProvider
      theme={theme}
      locale={RAINBOWKIT_LOCALES[locale] ?? 'en-US'}
      modalSize="compact"
      appInfo={APP_INFO}
      avatar={AddressAvatar}
    >
      {children}
    </RainbowKitProvider>
  );
}

export default memo(WalletRuntime);
