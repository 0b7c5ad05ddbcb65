'use client';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import { useConfig } from 'wagmi';
import { BALANCE_DOMAINS, invalidateDomains } from '@/platform/query/keys';
import { normalizePath, ROUTES } from '@/platform/shell/routes';
import { useSession } from '@/platform/session/store';
import { hasPendingTx } from '@/platform/wallet/pendingTx';
import { wagmiTxClient } from '@/platform/wallet/txClient';
import { TX_KINDS } from '@/platform/wallet/txKinds';
import { resumePendingTransactions } from '@/platform/wallet/txRunner';

/**
 * The app-wide half of "every pending transaction resumes with its own follow-up, wherever the user
 * is" (docs/architecture.md): mounted inside WalletProvider, it settles the
 * stored transactions once a user is logged in, whatever screen is open, each with the follow-up of
 * its kind (TX_KINDS). A screen that resumes at the same time shares the settlement (txRunner), so
 * nothing is followed up twice from one tab. No receipt wait needs a connected wallet: the chain is
 * read through the app's own RPC. Passing failures stay stored for the next start or login.
 */
/**
 * Screens that resume every stored transaction themselves when they open, and show the result (the
 * deposit screen goes to its confirmation). The watcher leaves them to it: had it settled a deposit
 * first, the screen found nothing left and stayed put. Leaving such a screen runs the watcher again.
 */
const SCREENS_THAT_RESUME: ReadonlySet<string> = new Set([ROUTES.deposit, ROUTES.purchase]);

export function PendingTxWatcher() {
  const config = useConfig();
  const client = useMemo(() => wagmiTxClient(config), [config]);
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const screenResumes = SCREENS_THAT_RESUME.has(normalizePath(usePathname() ?? ''));

  useEffect(() => {
    if (!token || screenResumes || !hasPendingTx()) return;
    void resumePendingTransactions(client, TX_KINDS, {
      invalidate: () => invalidateDomains(queryClient, BALANCE_DOMAINS),
    });
  }, [client, queryClient, token, screenResumes]);

  return null;
}
