'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/ui/cn';
import { NETWORKS, type SupportedChainId } from '@/shared/chain/networks';
import { switchWalletNetwork, useWallet } from '@/platform/wallet/useWallet';

/**
 * The networks an asset may move on, as a choice: the wallet's network is the one chosen, and choosing
 * another asks the wallet to switch. Shows nothing while no wallet is connected (the page offers Connect).
 */
export function NetworkPicker({ chains, className }: { chains: readonly SupportedChainId[]; className?: string }) {
  const t = useTranslations('wallet');
  const { connected, chainId } = useWallet();
  if (!connected) return null;
  return (
    <div role="radiogroup" aria-label={t('network')} data-testid="network-picker" data-chain-id={chainId ?? ''} className={cn('flex flex-col gap-2', className)}>
      <span className="text-sm text-fg-faint">{t('network')}</span>
      <div className="grid grid-cols-2 gap-2">
        {chains.map((id) => {
          const chosen = id === chainId;
          return (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={chosen}
              data-testid={`network-option-${id}`}
              onClick={() => !chosen && void switchWalletNetwork(id)}
              className={cn(
                'flex min-h-touch items-center gap-2 rounded-card border px-3 text-left text-sm font-medium',
                chosen ? 'border-accent bg-accent/10 text-fg' : 'border-line bg-surface text-fg-muted',
              )}
            >
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={NETWORKS[id].icon} alt="" width={18} height={18} />
              <span className="min-w-0 break-words">{t(NETWORKS[id].nameKey)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
