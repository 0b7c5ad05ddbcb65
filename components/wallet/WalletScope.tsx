'use client';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { requestWalletRuntime } from '@/lib/wallet/runtime';

const WalletScopeProvider = lazy(() => import('./WalletScopeProvider'));

const subscribeNothing = () => () => {};

/**
 * Wrap a screen that uses wagmi hooks (deposit, withdrawal, purchases) in this. It loads the wallet
 * runtime and gives its children the app's one wagmi config. Children render only in the browser,
 * after hydration (static export: no wallet state exists at build time); `fallback` shows until then.
 * To ask the user to connect from inside, call openWalletModal('connect') from lib/wallet/runtime.
 */
export function WalletScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // false while prerendering and hydrating, true afterwards.
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  useEffect(() => {
    requestWalletRuntime();
  }, []);
  if (!inBrowser) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      <WalletScopeProvider>{children}</WalletScopeProvider>
    </Suspense>
  );
}
