'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { normalizePath, readEntryParams } from '@/platform/shell/routes';
import { useSession } from '@/platform/session/store';
import { useToasts } from '@/ui/toast';
import { useLoadingOverlay } from '@/ui/overlay';
import { lazyComponent } from '@/platform/async/lazy';
import { useLoadWhen } from '@/platform/async/useLoadWhen';

// Nothing of these shows at first paint: they load in an idle moment after the screen, as one chunk
// (issue 13). What they show lives in stores, so a toast raised before the Toaster arrived is shown
// when it does; a waiting toast or overlay makes it load at once.
const Toaster = lazyComponent(() => import(/* webpackChunkName: "after-screen" */ '@/ui/Toaster').then((m) => m.Toaster), { when: 'after-screen' });
const LoadingOverlay = lazyComponent(() => import(/* webpackChunkName: "after-screen" */ '@/ui/LoadingOverlay').then((m) => m.LoadingOverlay), { when: 'after-screen' });
const UpdatePrompt = lazyComponent(() => import(/* webpackChunkName: "after-screen" */ '../pwa/UpdatePrompt').then((m) => m.UpdatePrompt), { when: 'after-screen' });

/**
 * What every route has, the public ones (login, register, recovery, offline) and the app's alike:
 * the entry capture, toasts, the loading overlay and the PWA's update prompt. The frame around the
 * screen is the route group's: `PublicShell` (light, no React Query) or `AppShell` (top bar, tab bar,
 * guard, wallet, PIN), so a visitor's first load of /login carries none of the app's chrome (issue 13).
 */
export function RootShell({ children }: { children: ReactNode }) {
  const pathname = normalizePath(usePathname() ?? '/');
  const hydrated = useSession((s) => s.hydrated);
  const captured = useRef(false);
  useLoadWhen(Toaster, useToasts((s) => s.items.length > 0));
  useLoadWhen(LoadingOverlay, useLoadingOverlay((s) => s.pending > 0));

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
    </>
  );
}
