'use client';
import { useEffect, type ReactNode } from 'react';
import { requestWallet, useWalletRequests } from '@/platform/wallet/useWallet';

/**
 * Wrap the part of a screen that reads the chain (deposit, purchase) in this. It asks for the wallet
 * and renders `children` once WalletProvider is mounted, `fallback` until then (also while
 * prerendering: a static export has no wallet). Inside, wagmi is used through platform/wallet/hooks.ts
 * (the app's config passed explicitly: WalletProvider sits beside the screens, not around them).
 * Everything else about the wallet comes from useWallet() (platform/wallet/useWallet.ts).
 */
export function WalletScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useWalletRequests((s) => s.ready);
  useEffect(() => {
    requestWallet();
  }, []);
  return <>{ready ? children : fallback}</>;
}
