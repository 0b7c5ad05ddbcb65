'use client';
import type { ReactNode } from 'react';
import { WagmiContext } from 'wagmi';
import { getWagmiConfig } from '@/lib/wallet/config';

/**
 * The wagmi context alone, without a second WagmiProvider: the runtime's provider already hydrates
 * and reconnects the shared config, and a second one would run that again.
 */
export default function WalletScopeProvider({ children }: { children: ReactNode }) {
  return <WagmiContext.Provider value={getWagmiConfig()}>{children}</WagmiContext.Provider>;
}
