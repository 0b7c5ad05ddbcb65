import type { ReactNode } from 'react';
import { PublicShell } from '@/platform/shell/PublicShell';

/** The screens for visitors (login, register, forgot password, offline): the light frame. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
