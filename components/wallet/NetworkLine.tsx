'use client';
import { useTranslations } from 'next-intl';
import { networkInfo } from '@/lib/wallet/networks';

/** The network an on-chain screen works on (issue 9 point 12): icon and name of the connected wallet's chain. */
export function NetworkLine({ chainId, label }: { chainId: number | null; label: string }) {
  const t = useTranslations('wallet');
  const network = networkInfo(chainId);
  if (!network) return null;
  return (
    <div className="flex items-center justify-between rounded-control border border-line bg-surface px-3.5 py-2.5 text-sm" data-testid="network-line">
      <span className="text-fg-muted">{label}</span>
      <span className="flex items-center gap-2 font-medium" data-chain-id={network.chainId}>
        {/* eslint-disable-next-line @next/next/no-img-element -- static export, 18 px icon */}
        <img src={network.icon} alt="" width={18} height={18} />
        {t(network.nameKey)}
      </span>
    </div>
  );
}
