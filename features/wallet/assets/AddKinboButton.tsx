'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { CopyIcon } from '@/ui/icons/Copy';
import { useCopy } from '@/ui/useCopy';
import { shortenAddress } from '@/shared/format/address';
import { toast } from '@/ui/toast';
import { chainContracts } from '@/shared/chain/networks';
import { addKinboToWallet, openWalletModal } from '@/platform/wallet/useWallet';

/**
 * "Add KinBo to wallet" (wallet_watchAsset) and the token's contract address with a copy button.
 * The wallet libraries load only when the button is tapped; without a connected wallet it opens Connect.
 */
export function AddKinboButton() {
  const t = useTranslations('assets');
  const copy = useCopy();
  const [busy, setBusy] = useState(false);
  const address = chainContracts(56).kinbo;

  const add = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await addKinboToWallet();
      if (outcome === 'added') toast.success(t('watchAdded'));
      else if (outcome === 'declined') toast.info(t('watchCancelled'));
      else {
        toast.info(t('connectFirst'));
        openWalletModal('connect');
      }
    } catch {
      toast.error(t('watchFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (!address) return null;
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" size="sm" className="flex-1" loading={busy} onClick={() => void add()} data-testid="kinbo-watch">
        {t('addToWallet')}
      </Button>
      <button
        type="button"
        onClick={() => void copy(address)}
        aria-label={t('copyContract')}
        title={address}
        data-testid="kinbo-copy-contract"
        className="flex min-h-touch items-center gap-1.5 rounded-control border border-line px-3 font-mono text-xs text-fg-muted hover:text-fg"
      >
        {shortenAddress(address)}
        <CopyIcon size={16} />
      </button>
    </div>
  );
}
