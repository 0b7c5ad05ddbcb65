'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { normalizePath, readEntryParams } from '@/platform/shell/routes';
import { useSession } from '@/platform/session/store';
import { useToasts } from '@/ui/toast';
import { lazyComponent } from '@/platform/async/lazy';

// Nothing of these shows at first paint: their code loads after the page. What they show lives in
// stores, so a toast raised before the Toaster arrived is shown when it does.
const Toaster = lazyComponent(() => import('@/ui/Toaster').then((m) => m.Toaster));
const LoadingOverlay = lazyComponent(() => import('@/ui/LoadingOverlay').then((m) => m.LoadingOverlay));
const UpdatePrompt = lazyComponent(() => import('../pwa/UpdatePrompt').then((m) => m.UpdatePrompt));
const InstallPrompt = lazyComponent(() => import('../pwa/install/InstallPrompt').then((m) => m.InstallPrompt));

/**
 * What every route has, the public ones (login, register, recovery, offline) and the app's alike:
 * the entry capture, toasts, the loading overlay and the PWA's update and install offers. The frame around the
 * screen is the route group's: `PublicShell` (light, no React Query) or `AppShell` (top bar, tab bar,
 * guard, wallet, PIN), so a visitor's /login carries none of the app's chrome.
 */
export function RootShell({ children }: { children: ReactNode }) {
  const pathname = normalizePath(usePathname() ?? '/');
  const hydrated = useSession((s) => s.hydrated);
  const captured = useRef(false);

  // Spec §2: on start, remember invite and roomId from the address with the current path.
  useEffect(() => {
    if (!hydrated || captured.current) return;
    captured.current = true;
    const entry = readEntryParams(window.location.search);
    useSession.getState().rememberEntry({ ...entry, path: pathname });
  }, [hydrated, pathname]);

  // Error toasts belong to the screen they were raised on: a new screen starts without them.
  useEffect(() => {
    useToasts.getState().clearErrors();
  }, [pathname]);

  return (
    <>
      {children}
      <Toaster />
      <LoadingOverlay />
      <UpdatePrompt />
      <InstallPrompt />
    </>
  );
}
