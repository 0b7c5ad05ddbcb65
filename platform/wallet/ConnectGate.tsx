'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/ui/Button';
import { openWalletModal, preloadWallet, useWallet } from '@/platform/wallet/useWallet';

/**
 * Spec §5: deposit, withdrawal and purchase buttons need a connected wallet. Renders `children` (the
 * action button) when one is connected, otherwise a Connect button of the same size that opens the
 * wallet modal. Imports no wallet library (useWallet), so it works outside <WalletScope/> too.
 */
export function ConnectGate({ children, className }: { children: ReactNode; className?: string }) {
  const t = useTranslations('wallet');
  const { hydrated, connected, status, opening } = useWallet();

  if (connected) return <>{children}</>;
  // A remembered wallet that is reconnecting: a busy Connect, not an action the user could fire early.
  const busy = !hydrated || opening || status === 'connecting' || status === 'reconnecting';
  return (
    <Button
      size="lg"
      block
      className={className}
      data-testid="connect-gate"
      loading={busy}
      onClick={() => openWalletModal('connect')}
      onPointerEnter={preloadWallet}
      onFocus={preloadWallet}
    >
      {t('connect')}
    </Button>
  );
}
