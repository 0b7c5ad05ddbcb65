import type { ReactNode } from 'react';
import { AppShell } from '@/platform/shell/AppShell';
import { QueryProvider } from '@/platform/query/QueryProvider';

/** The app's screens: React Query and the full frame (top bar, tab bar, guard, wallet, PIN). */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <AppShell>{children}</AppShell>
    </QueryProvider>
  );
}
