'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/ui/cn';
import { Spinner } from '@/ui/Spinner';
import { shortenAddress } from '@/shared/format/address';
import { networkInfo, UNSUPPORTED_NETWORK_ICON } from '@/shared/chain/networks';
import { openWalletModal, preloadWallet, useWallet } from '@/platform/wallet/useWallet';

/**
 * Top bar wallet control (spec §2): the short address with the network icon, or Connect.
 * It imports no wallet library (useWallet); tapping it loads the wallet code on demand and opens
 * RainbowKit's connect or account modal.
 *
 * While a remembered wallet reconnects, the last known address shows dimmed ("maybe connected")
 * rather than a Connect button that would flicker away a moment later.
 */
export function WalletButton() {
  const t = useTranslations('wallet');
  const { hydrated, address, chainId, status, opening } = useWallet();

  // Before the store has read localStorage (static prerender, first client render) nothing is known.
  if (!hydrated) return <span className="inline-block h-8 w-20" aria-hidden="true" />;

  const short = address && (status === 'connected' || status === 'reconnecting') ? shortenAddress(address) : null;
  const network = networkInfo(chainId);
  return (
    <button
      type="button"
      data-testid="wallet-button"
      data-wallet-status={status}
      data-chain-id={short ? (chainId ?? '') : undefined}
      aria-label={short ? t('accountLabel', { address: short, network: network ? t(network.nameKey) : t('networkUnsupported') }) : undefined}
      aria-busy={opening || (status !== 'connected' && status !== 'disconnected') || undefined}
      onClick={() => openWalletModal(short ? 'account' : 'connect')}
      onPointerEnter={preloadWallet}
      onFocus={preloadWallet}
      className="flex min-h-touch items-center rounded-pill"
    >
      {short ? (
        <span
          className={cn(
            'flex h-8 items-center gap-1.5 rounded-pill border border-line bg-surface pl-1.5 pr-2.5 text-[13px] font-medium text-fg transition-opacity',
            status === 'reconnecting' && 'opacity-60',
          )}
        >
          {/* A plain img: next/image adds ~5 KiB to every page for an 18 px icon that needs no optimiser. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img data-testid="wallet-network-icon" src={network?.icon ?? UNSUPPORTED_NETWORK_ICON} alt="" width={18} height={18} />
          <span className="font-mono tabular-nums">{short}</span>
        </span>
      ) : (
        <span className="flex h-8 items-center gap-1.5 rounded-pill bg-accent px-3 text-[13px] font-semibold text-accent-fg hover:bg-accent-strong">
          {(opening || status === 'connecting') && <Spinner className="h-3.5 w-3.5" />}
          {t('connect')}
        </span>
      )}
    </button>
  );
}
