import type { ReactNode } from 'react';
import { OfflineBanner } from '../pwa/OfflineBanner';

/**
 * The frame of the screens for visitors (login, register, forgot password, offline): no top bar or
 * tab bar (spec §2), no wallet and no React Query.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <>
      <OfflineBanner belowTopBar={false} />
      <main className="mx-auto flex min-h-dvh w-full max-w-app flex-col px-5 pt-safe-t pb-safe-b">{children}</main>
    </>
  );
}
