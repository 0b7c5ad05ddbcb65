import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/AppShell';
import { QueryProvider } from '@/components/layout/QueryProvider';

/** The app's screens: React Query and the full frame (top bar, tab bar, guard, wallet, PIN). */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <AppShell>{children}</AppShell>
    </QueryProvider>
  );
}
