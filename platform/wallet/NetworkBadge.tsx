'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/ui/cn';
import { networkInfo, UNSUPPORTED_NETWORK_ICON } from '@/shared/chain/networks';
import { openWalletModal, useWallet } from '@/platform/wallet/useWallet';

/**
 * The wallet's network, shown on every on-chain page. Tapping it opens the
 * network choice. Shows nothing while no wallet is connected (the page offers Connect instead).
 */
export function NetworkBadge({ className }: { className?: string }) {
  const t = useTranslations('wallet');
  const { connected, chainId } = useWallet();
  if (!connected) return null;
  const network = networkInfo(chainId);
  const name = network ? t(network.nameKey) : t('networkUnsupported');
  return (
    <button
      type="button"
      data-testid="network-badge"
      data-chain-id={chainId ?? ''}
      onClick={() => openWalletModal('chain')}
      aria-label={`${t('network')}: ${name}`}
      className={cn('flex min-h-touch items-center gap-2 rounded-pill text-sm text-fg-muted', className)}
    >
      <span className="text-fg-faint">{t('network')}</span>
      <span className="flex h-8 items-center gap-1.5 rounded-pill border border-line bg-surface px-2.5 font-medium text-fg">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={network?.icon ?? UNSUPPORTED_NETWORK_ICON} alt="" width={16} height={16} />
        {name}
      </span>
    </button>
  );
}
