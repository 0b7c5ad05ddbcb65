'use client';
import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { switchChain } from 'wagmi/actions';
import { Button } from '@/ui/Button';
import { canGoBackInApp } from '@/platform/shell/navigation';
import { getWagmiConfig } from '@/platform/wallet/config';
import { isUserRejection, shortErrorMessage } from '@/platform/wallet/txRunner';
import { useWallet } from '@/platform/wallet/useWallet';
import { networkInfo, type SupportedChainId } from '@/shared/chain/networks';
import { toast } from '@/ui/toast';

/**
 * Spec §5 "KinBo deposit requires BSC, otherwise a prompt offers switching network or going back".
 * Renders `children` while no wallet is connected or the wallet is on one of `allowed`; otherwise the
 * prompt with `message` (default: the KinBo-only-on-BSC text), a switch to `allowed[0]` and Go back.
 * Switches through wagmi: place it inside <WalletScope/>.
 */
export function ChainGuard({ allowed, message, children }: { allowed: readonly SupportedChainId[]; message?: string; children: ReactNode }) {
  const t = useTranslations('wallet');
  const router = useRouter();
  const { connected, chainId } = useWallet();
  const [switching, setSwitching] = useState(false);

  if (!connected || (chainId !== null && (allowed as readonly number[]).includes(chainId))) return <>{children}</>;

  const target = allowed[0];
  const targetName = t(networkInfo(target)!.nameKey);
  async function onSwitch() {
    setSwitching(true);
    try {
      await switchChain(getWagmiConfig(), { chainId: target });
    } catch (error) {
      if (isUserRejection(error)) toast.info(t('txCancelled'), 'chain-guard');
      else toast.error(shortErrorMessage(error), 'chain-guard');
    } finally {
      setSwitching(false);
    }
  }

  return (
    <div role="alert" data-testid="chain-guard" className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <p className="text-[15px] leading-relaxed text-fg">{message ?? t('kinboBscOnly')}</p>
      <Button size="lg" block loading={switching} onClick={onSwitch} data-testid="chain-guard-switch">
        {t('switchTo', { network: targetName })}
      </Button>
      <Button size="lg" block variant="secondary" onClick={() => (canGoBackInApp() ? router.back() : router.replace('/wallet'))} data-testid="chain-guard-back">
        {t('goBack')}
      </Button>
    </div>
  );
}
